/**
 * The leaving-the-site page (`/url/middleware?target=…`, DESIGN §4): every external link in user content
 * passes through it. Only http and https targets are followed.
 */
import { sameSitePath } from '@common/safe-path';

export const LEAVING_PAGE = '/url/middleware';

/** The leaving page's URL for an external link. */
export function leavingUrl(target: string): string {
  return `${LEAVING_PAGE}?${new URLSearchParams({ target })}`;
}

/**
 * Where a URL a member wrote (an attachment) is opened: a same-site path as the site path browsers
 * would reach, anything else through the leaving page, which follows only http(s) targets.
 */
export function userLinkHref(url: string): string {
  return sameSitePath(url) ?? leavingUrl(url);
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
