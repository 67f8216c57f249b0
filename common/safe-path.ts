/**
 * Redirect targets built from anything a request carries (a path to fix up, a return path) pass through
 * here, so the site can never be made to send a browser elsewhere.
 */

/** Placeholder origin that targets are resolved against; it never appears in output. */
const SITE_BASE = 'https://site.invalid';

/**
 * The same-site path a browser would reach from `target`, with the `query` parameters set on it,
 * percent-encoded and safe for a Location header; or null when it would leave the site. The target is
 * read with the WHATWG URL parser, the algorithm browsers run, so what they do with tabs and newlines
 * (dropped: `/\t/evil.example` is `//evil.example`), backslashes (`/\evil.example`), leading control
 * characters and dot segments (`/.//evil.example` has the path `//evil.example`) cannot differ from
 * what is checked here.
 */
export function sameSitePath(target: string, query: Record<string, string> = {}): string | null {
  let url: URL;
  try {
    url = new URL(target, SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SITE_BASE) return null;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  // A path starting '//' would itself read as another host; as a path on this site it is the same page.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/**
 * A link editors may set (banners, the sidebar's announcement links): a same-site path, exactly as a
 * browser would read it, or an https address (which pages show through the leaving page).
 */
export function isSiteOrHttpsLink(link: string): boolean {
  if (link.startsWith('/')) return sameSitePath(link) === link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}
