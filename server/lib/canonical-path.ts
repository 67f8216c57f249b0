/**
 * One spelling per path (RFC 3986 §6.2.2): the router and every check after it see the same path, so
 * `/%61pi/v1/…`, `/api//v1/…` and `/x/../api/v1/…` are `/api/v1/…` everywhere, not only to the router.
 */

/** Characters whose percent-encoding means the character itself (RFC 3986 §2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const PERCENT_ESCAPE = /%([0-9A-Fa-f]{2})/g;
/** What a path needs to hold to be spelled some other way: an escape, a doubled slash or a dot segment. */
const NON_CANONICAL = /%|\/\/|\/\.\.?(?:\/|$)/;

/** Unreserved characters decoded; every other escape kept, in upper case. */
const decodeUnreserved = (path: string) =>
  path.replace(PERCENT_ESCAPE, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });

/** Dot segments resolved (RFC 3986 §5.2.4) and empty segments dropped; a trailing slash is kept. */
function resolveSegments(path: string): string {
  const segments = path.split('/');
  const out: string[] = [];
  const last = segments.length - 1;
  for (let i = 1; i <= last; i++) {
    const segment = segments[i]!;
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
    // "/a/.." and "/a/" both name a directory.
    if (i === last && (segment === '.' || segment === '..' || segment === '')) out.push('');
  }
  return `/${out.join('/')}`;
}

/** The canonical form of a request target (path and query); the query is left as it came. */
export function canonicalPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // An absolute-form or asterisk target is not a path; the router refuses it as it is.
  if (!path.startsWith('/') || !NON_CANONICAL.test(path)) return url;
  const canonical = resolveSegments(decodeUnreserved(path));
  return queryAt === -1 ? canonical : canonical + url.slice(queryAt);
}
