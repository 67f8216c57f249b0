/**
 * The leaving-the-site page (`/url/middleware?target=…`, DESIGN §4): every external link in user content
 * passes through it. Only http and https targets are followed.
 */
export const LEAVING_PAGE = '/url/middleware';

/** The leaving page's URL for an external link. */
export function leavingUrl(target: string): string {
  return `${LEAVING_PAGE}?${new URLSearchParams({ target })}`;
}

/** The target to offer, normalised, or null when it is missing or not an absolute http(s) URL. */
export function parseLeavingTarget(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}
