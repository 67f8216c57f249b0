import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list sanitising of user HTML (posts, comments) and plain-text helpers.
 *
 * Every URL in user content is parsed with the WHATWG URL parser, the same algorithm the browser will
 * run, and re-serialised from the parse result rather than copied through. That closes the classic
 * gaps of pattern-based checks at once: entity-encoded or tab-split schemes (`jav&#x09;ascript:`),
 * odd case, leading spaces and control characters, backslashes read as slashes (`/\evil.com`), and
 * paths that normalise into another host (`/.//evil.com`).
 */

/** Placeholder origin that relative URLs are resolved against; it never appears in output. */
const SITE_BASE = new URL('https://site.invalid/');
const MAX_URL_LENGTH = 2048;
const LINK_REL = 'noopener noreferrer nofollow';
const LEAVING_PAGE = '/url/middleware';

/**
 * Disallowed elements whose content is dropped too, not just their tags: raw-text and foreign-content
 * elements (their "text" is code or markup the browser would treat differently), fallback content
 * (noscript is raw text in a browser but parsed as markup here, the root of a known mXSS) and the
 * document head.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'template',
  'title',
  'svg',
  'math',
  'object',
  'head',
];

type AttrRule = (value: string) => string | null;

function parseUserUrl(raw: string): URL | null {
  if (raw.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE_BASE);
  } catch {
    return null;
  }
  // Protocol-relative input resolves against the https base, so it can only come out as https.
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

const isSameSite = (url: URL) => url.origin === SITE_BASE.origin;

/** A same-site URL as a root-relative path. */
function sitePath(url: URL, raw: string): string {
  if (raw.trimStart().startsWith('#')) return url.hash;
  // '/.//evil.com' normalises to the path '//evil.com', which a browser would read as another host.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

function linkHref(raw: string): string | null {
  const url = parseUserUrl(raw);
  if (!url) return null;
  if (isSameSite(url)) return sitePath(url, raw);
  return `${LEAVING_PAGE}?target=${encodeURIComponent(url.href)}`;
}

/**
 * The href to render for a link written by a user: same-site links as a site path, every other http(s)
 * link through the leaving page `/url/middleware` (DESIGN §4), and '#' for anything that is not a safe
 * http(s) URL (javascript:, data:, unparseable).
 */
export function externalLink(url: string): string {
  return linkHref(url) ?? '#';
}

function imageSrc(raw: string): string | null {
  const url = parseUserUrl(raw);
  if (!url) return null;
  return isSameSite(url) ? sitePath(url, raw) : url.href;
}

/** Comment images are the site's own emoji only. */
function emojiSrc(raw: string): string | null {
  const url = parseUserUrl(raw);
  if (!url || !isSameSite(url)) return null;
  const path = sitePath(url, raw);
  return path.startsWith('/emoji/') ? path : null;
}

const digits =
  (maxLength: number): AttrRule =>
  (value) => {
    const v = value.trim();
    return v.length <= maxLength && /^\d+$/.test(v) ? v : null;
  };

const text =
  (maxLength: number): AttrRule =>
  (value) =>
    truncateCodePoints(value, maxLength);

const emojiName: AttrRule = (value) => {
  const v = truncateCodePoints(value.trim(), 32);
  return v === '' ? null : v;
};

/**
 * Rebuilds a tag's attributes from scratch: only the named attributes, each through its rule, plus fixed
 * ones. sanitize-html then still applies its allow-list and scheme checks to the result.
 */
function keep(
  rules: Record<string, AttrRule>,
  fixed: sanitizeHtml.Attributes = {},
): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const out: sanitizeHtml.Attributes = {};
    for (const [name, rule] of Object.entries(rules)) {
      const value = attribs[name];
      if (value === undefined) continue;
      const kept = rule(value);
      if (kept !== null) out[name] = kept;
    }
    return { tagName, attribs: { ...out, ...fixed } };
  };
}

const linkTransform = keep({ href: linkHref, title: text(200) }, { target: '_blank', rel: LINK_REL });
// sanitize-html filters the class list itself (allowedClasses); the rule only lets it through.
const spanTransform = keep({ class: (v) => v, 'data-stock-id': digits(20), 'data-user-id': digits(20) });
const cellTransform = keep({ colspan: digits(3), rowspan: digits(3) });

const SHARED_OPTIONS = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  // Every URL has been rewritten by now; anything still protocol-relative is unexpected.
  allowProtocolRelative: false,
} satisfies sanitizeHtml.IOptions;

const POST_OPTIONS: sanitizeHtml.IOptions = {
  ...SHARED_OPTIONS,
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'data-emoji'],
    span: ['data-stock-id', 'data-user-id'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { span: ['stock-tag', 'mention', 'emoji'] },
  transformTags: {
    a: linkTransform,
    img: keep({
      src: imageSrc,
      alt: text(200),
      width: digits(4),
      height: digits(4),
      'data-emoji': emojiName,
    }),
    span: spanTransform,
    th: cellTransform,
    td: cellTransform,
  },
};

const COMMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...SHARED_OPTIONS,
  allowedTags: ['br', 'a', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'data-emoji'],
    span: ['data-stock-id', 'data-user-id'],
  },
  allowedClasses: { span: ['mention', 'stock-tag'] },
  transformTags: {
    a: linkTransform,
    img: keep({ src: emojiSrc, alt: text(32), 'data-emoji': emojiName }),
    span: spanTransform,
  },
  // An img without both a site emoji src and its name is not an emoji: drop it entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src && frame.attribs['data-emoji']),
};

/** Sanitises rich-text research post HTML to the post allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_OPTIONS);
}

/** Sanitises comment HTML: text, line breaks, links, site emoji and mention/stock tags only. */
export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, COMMENT_OPTIONS);
}

const LINE_TAGS = [
  'p',
  'div',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'tr',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'dl',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
];

/**
 * htmlToText lets the real parser do the hard parts (entities, broken markup, dropping scripts) and keeps
 * only bare structural tags, so its output has a fixed shape that simple patterns can then read:
 * attribute-less tags, `<img data-emoji="…" />`, and text in which only & < > " are escaped.
 */
const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  ...SHARED_OPTIONS,
  allowedTags: [...LINE_TAGS, 'td', 'th', 'img'],
  allowedAttributes: { img: ['data-emoji'] },
};

const BASIC_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * Plain text of user HTML for summaries and search: block elements become line breaks, table cells
 * spaces, emoji images their bracketed names (SPEC: emoji "can be turned back"); entities are decoded
 * and whitespace collapsed. With maxLength the result is at most that many code points, the last one
 * being '…' when the text was cut.
 */
export function htmlToText(html: string, maxLength?: number): string {
  const plain = sanitizeHtml(html, TEXT_OPTIONS)
    .replace(/\s+/g, ' ')
    .replace(/<img(?: data-emoji="([^"]*)")? \/>/g, (_, name: string | undefined) => name ?? '')
    .replace(/<\/?t[dh]>/g, ' ')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => BASIC_ENTITIES[name])
    .replace(/ *\n[\n ]*/g, '\n')
    .replace(/ {2,}/g, ' ')
    .trim();
  return maxLength === undefined ? plain : truncateCodePoints(plain, maxLength, '…');
}

/** Cuts to at most maxLength code points (never splitting a surrogate pair), marker included. */
function truncateCodePoints(value: string, maxLength: number, marker = ''): string {
  const points = Array.from(value);
  if (points.length <= maxLength) return value;
  if (maxLength <= marker.length) return marker.slice(0, Math.max(0, maxLength));
  return (
    points
      .slice(0, maxLength - marker.length)
      .join('')
      .trimEnd() + marker
  );
}

export { escapeHtml, textToHtml } from '../../common/html';
