import dns from 'node:dns';
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Fetches a user-supplied page's title for `/api/v1/article/html-title` without letting the server be
 * used against its own network (SSRF).
 *
 * Every hop (the URL and each redirect target) is parsed with the WHATWG URL parser, which already
 * normalises the odd IPv4 spellings (`2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`) to dotted form; its
 * host is resolved once and refused if ANY address is not public, all BEFORE a socket is opened. The
 * connection is then pinned to the address that was checked (a `lookup` that only returns it), so a
 * DNS answer that changes between check and connect (rebinding) cannot redirect it; the Host header and
 * TLS SNI still carry the original hostname.
 */

export type SafeFetchReason =
  | 'protocol'
  | 'address'
  | 'redirect'
  | 'timeout'
  | 'too_large'
  | 'status'
  | 'not_html'
  | 'dns'
  | 'network'
  | 'no_title';

const MESSAGES: Record<SafeFetchReason, string> = {
  protocol: '仅支持 http 或 https 链接',
  address: '不允许访问内网地址',
  redirect: '链接跳转次数过多',
  timeout: '链接打开超时',
  too_large: '网页过大',
  status: '链接无法访问',
  not_html: '链接不是网页',
  dns: '链接无法访问',
  network: '链接无法访问',
  no_title: '未找到网页标题',
};

/** A refusal or failure; `message` is Chinese text for the user, `reason` is for code and logs. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchReason,
    message: string = MESSAGES[reason],
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface FetchPageTitleOptions {
  /** Budget for the whole fetch, redirects and DNS included. Default 5000. */
  timeoutMs?: number;
  /** Most (decoded) body bytes read while looking for the title. Default 512 KiB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Host name to addresses. Default: the system resolver (`dns.promises.lookup`, all addresses). */
  resolve?: (host: string) => Promise<string[]>;
  /**
   * TEST ONLY: also accept loopback addresses (127.0.0.0/8, ::1) so tests can fetch from a server on
   * this machine. Never set it in application code. Every other non-public range stays refused.
   */
  allowPrivate?: boolean;
}

const MAX_TITLE_LENGTH = 200;
const MAX_URL_LENGTH = 2048;

const systemResolve = async (host: string): Promise<string[]> =>
  (await dns.promises.lookup(host, { all: true })).map((a) => a.address);

// ---------------------------------------------------------------------------------------------------
// Address classification

type Cidr4 = [base: number, bits: number];

const ip4 = (dotted: string): number => dotted.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** IPv4 ranges that are not globally reachable unicast (IANA special-purpose registry). */
const NON_PUBLIC_V4: Cidr4[] = (
  [
    ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, includes cloud metadata at 169.254.169.254
    ['172.16.0.0', 12],
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // deprecated 6to4 relay anycast
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
  ] as const
).map(([base, bits]) => [ip4(base), bits]);

function inCidr4(value: number, [base, bits]: Cidr4): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(base / size);
}

const isPublicV4 = (value: number) => !NON_PUBLIC_V4.some((cidr) => inCidr4(value, cidr));

/** The eight 16-bit groups of a valid IPv6 address (net.isIPv6 has checked it). */
function ipv6Groups(address: string): number[] {
  const [head, tail = null] = address.split('::');
  const parse = (part: string | null): number[] =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const v4 = ip4(group);
          return [Math.floor(v4 / 65536), v4 % 65536];
        });
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const groupsToV4 = (high: number, low: number) => high * 65536 + low;

function isPublicV6(g: number[]): boolean {
  const zeroes = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped ::ffff:a.b.c.d and the deprecated IPv4-compatible ::a.b.c.d (which also covers :: and
  // ::1, as 0.0.0.0/8) reach the embedded IPv4 address.
  if (zeroes(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPublicV4(groupsToV4(g[6], g[7]));
  // NAT64 well-known prefix 64:ff9b::/96 translates to the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeroes(2, 6)) return isPublicV4(groupsToV4(g[6], g[7]));
  // 6to4 2002:V4HI:V4LO::/48 tunnels to the embedded IPv4 address.
  if (g[0] === 0x2002) return isPublicV4(groupsToV4(g[1], g[2]));
  // Everything else that is public lives in global unicast 2000::/3; that excludes ULA fc00::/7,
  // link-local fe80::/10, multicast ff00::/8, local-use NAT64 64:ff9b:1::/48, discard 100::/64 ...
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // 2001::/23 IETF protocol assignments, Teredo
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // documentation 3fff::/20
  return true;
}

/**
 * Whether an IP address is a globally reachable unicast address, i.e. one the server may connect to on
 * a user's behalf. Anything that is not a valid IP address is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  switch (net.isIP(address)) {
    case 4:
      return isPublicV4(ip4(address));
    case 6:
      return isPublicV6(ipv6Groups(address));
    default:
      return false;
  }
}

function isLoopback(ip: string): boolean {
  if (net.isIPv4(ip)) return inCidr4(ip4(ip), [ip4('127.0.0.0'), 8]);
  return net.isIPv6(ip) && ipv6Groups(ip).every((g, i) => g === (i === 7 ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------
// Target checks

interface Target {
  url: URL;
  /** Host name without IPv6 brackets, as given to the socket for TLS SNI. */
  host: string;
  /** The checked address the connection is pinned to. */
  address: string;
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('protocol', '链接格式不正确');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('protocol');
  if (url.username || url.password) throw new SafeFetchError('protocol', '链接不能包含用户名或密码');
  if (url.href.length > MAX_URL_LENGTH) throw new SafeFetchError('protocol', '链接过长');
  return url;
}

async function checkTarget(
  url: URL,
  resolve: (host: string) => Promise<string[]>,
  allowLoopback: boolean,
): Promise<Target> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new SafeFetchError('dns');
    }
    if (addresses.length === 0) throw new SafeFetchError('dns');
  }
  const allowed = (ip: string) => isPublicAddress(ip) || (allowLoopback && isLoopback(ip));
  if (!addresses.every(allowed)) throw new SafeFetchError('address');
  return { url, host, address: addresses[0] };
}

// ---------------------------------------------------------------------------------------------------
// HTTP

function pinnedLookup(address: string): LookupFunction {
  const family = net.isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request({
      host: target.host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      lookup: pinnedLookup(target.address),
      // One socket per request: a pooled socket could have been opened for another address.
      agent: false,
      signal,
      headers: {
        host: url.host,
        'user-agent': 'Mozilla/5.0 (compatible; YansheTitleBot/1.0)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    req.once('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * The body stream after undoing Content-Encoding; the size cap applies to the decoded bytes, which also
 * bounds a compression bomb. pipeline() (unlike pipe()) passes an aborted response on as an error.
 */
function decodedBody(res: IncomingMessage): Readable {
  const ignore = () => {};
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return pipeline(res, zlib.createGunzip(), ignore);
    case 'deflate':
      return pipeline(res, zlib.createInflate(), ignore);
    case 'br':
      return pipeline(res, zlib.createBrotliDecompress(), ignore);
    default:
      return res;
  }
}

/**
 * Reads until the title can be known: a non-empty `<title>` has closed, the head has ended (og:title
 * lives there), or the body ended. Markers are looked for in a latin1 view of each new chunk (plus the
 * end of the previous one), which keeps every ASCII byte as is in any ASCII-compatible charset and keeps
 * the work linear however the server splits its response.
 */
async function readHead(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tail = '';
  let titleChecked = false;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const take = chunk.subarray(0, maxBytes - size);
      chunks.push(take);
      size += take.length;
      const window = tail + take.toString('latin1');
      tail = window.slice(-'</title'.length);
      if (/<\/head[\s>]/i.test(window)) return Buffer.concat(chunks);
      // Only the first </title> is worth a look: re-reading on every one would let a page of repeated
      // markers make the work quadratic.
      if (!titleChecked && /<\/title[\s>]/i.test(window)) {
        titleChecked = true;
        const sofar = Buffer.concat(chunks);
        if (extractTitle(sofar.toString('latin1'))) return sofar;
      }
      if (size >= maxBytes) throw new SafeFetchError('too_large');
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------------
// Decoding and extraction

function charsetOf(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
}

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    // WHATWG labels: gb2312 and gbk decode as GBK, gb18030 as GB18030 (Node's full ICU has them).
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** Decodes by BOM, then the header's charset, then a `<meta>` charset in the first 4 KiB, else UTF-8. */
function decode(bytes: Buffer, headerCharset: string | undefined): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(bytes);
  const metaCharset = bytes
    .subarray(0, 4096)
    .toString('latin1')
    .match(/<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1];
  const decoder = decoderFor(headerCharset) ?? decoderFor(metaCharset) ?? new TextDecoder();
  return decoder.decode(bytes);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  bull: '•',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  yen: '¥',
};

/** Numeric references and the named ones that turn up in titles; unknown names stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi, (whole, dec, hex, name) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : '\ufffd';
  });
}

function cleanTitle(raw: string): string {
  const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_TITLE_LENGTH).join('').trim();
}

function extractTitle(html: string): string {
  const title = html.match(/<title\b[^>]*>([\s\S]*?)<\/title\b/i)?.[1];
  return title ? cleanTitle(title) : '';
}

function extractOgTitle(html: string): string {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = new Map<string, string>();
    for (const m of tag.matchAll(/([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
      attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4]);
    }
    const key = (attrs.get('property') ?? attrs.get('name'))?.toLowerCase();
    const content = attrs.get('content');
    if (key === 'og:title' && content) return cleanTitle(content);
  }
  return '';
}

// ---------------------------------------------------------------------------------------------------

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Fetches a page and returns its title (or og:title) and the final URL after redirects. */
export async function fetchPageTitle(
  url: string,
  opts: FetchPageTitleOptions = {},
): Promise<{ title: string; url: string }> {
  const {
    timeoutMs = 5000,
    maxBytes = 512 * 1024,
    maxRedirects = 3,
    resolve = systemResolve,
    allowPrivate = false,
  } = opts;
  const signal = AbortSignal.timeout(timeoutMs);
  const aborted = untilAborted(signal);
  // Rejections of `aborted` are consumed by the races below; this keeps an unraced one from surfacing.
  aborted.catch(() => {});
  let current = parseTarget(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await Promise.race([checkTarget(current, resolve, allowPrivate), aborted]);
      const res = await request(target, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        res.destroy();
        const location = res.headers.location;
        if (!location) throw new SafeFetchError('status');
        if (redirects >= maxRedirects) throw new SafeFetchError('redirect');
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new SafeFetchError('redirect', '链接跳转地址无效');
        }
        current = parseTarget(next.href);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new SafeFetchError('status');
      }
      const contentType = res.headers['content-type'] ?? '';
      if (!/^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType)) {
        res.destroy();
        throw new SafeFetchError('not_html');
      }
      const html = decode(await readHead(decodedBody(res), maxBytes), charsetOf(contentType));
      const title = extractTitle(html) || extractOgTitle(html);
      if (!title) throw new SafeFetchError('no_title');
      return { title, url: current.href };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (signal.aborted) throw new SafeFetchError('timeout');
    throw new SafeFetchError('network');
  }
}
