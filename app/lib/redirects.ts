/**
 * The mobile and legacy redirects of SPEC §2, as one pure function of the requested URL and the device.
 * Route loaders apply it on the server (see redirects.server.ts).
 */
import { sameSitePath } from '@common/safe-path';
import type { ShouldRevalidateFunction } from 'react-router';

const USER_HOME = /^\/u\/([^/]+)(?:\/.*)?$/;
const USER_MINE = /^\/user\/mine(\/.*)?$/;
const ACTION_DETAIL = /^\/action\/detail\/([^/]+)\/?$/;
const ARTICLE = /^\/a\/([^/]+)\/?$/;
const ANNOUNCEMENT = /^\/announcement\/([^/]+)\/?$/;
/** /h5/image/{date?}: the day's 异动 overview; on desktop, the day's /action page. */
const H5_IMAGE = /^\/h5\/image(?:\/([^/]*))?\/?$/;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A misspelt `forword` path segment becomes `forward`. */
function fixForword(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment === 'forword' ? 'forward' : segment))
    .join('/');
}

function byPath(pathname: string, search: string, isMobile: boolean): string | null {
  const userMine = USER_MINE.exec(pathname);
  if (userMine) return isMobile ? `/h5/mine${userMine[1] ?? ''}${search}` : `/u${userMine[1] ?? ''}${search}`;

  const actionDetail = ACTION_DETAIL.exec(pathname);
  if (actionDetail)
    return isMobile ? `/h5/article/${actionDetail[1]}${search}` : `/a/${actionDetail[1]}${search}`;

  if (isMobile) {
    const article = ARTICLE.exec(pathname);
    if (article) return `/h5/article/${article[1]}${search}`;
    const announcement = ANNOUNCEMENT.exec(pathname);
    if (announcement) return `/h5/announcement/${announcement[1]}${search}`;
    const userHome = USER_HOME.exec(pathname);
    if (userHome) return `/h5/mine?${new URLSearchParams({ id: safeDecode(userHome[1]) })}`;
  } else {
    const image = H5_IMAGE.exec(pathname);
    if (image) return image[1] ? `/action/${image[1]}` : '/action';
  }
  return null;
}

/**
 * Where a request for `pathname` + `search` must go instead, or null to serve it as is.
 * `search` is the URL's query including its leading '?', or ''. The target is always a path on this
 * site: one that would leave it (`//evil.example/forword` fixed up) goes home instead.
 */
export function resolveRedirect(pathname: string, search: string, isMobile: boolean): string | null {
  const fixed = fixForword(pathname);
  const target = byPath(fixed, search, isMobile) ?? (fixed === pathname ? null : `${fixed}${search}`);
  return target === null ? null : (sameSitePath(target) ?? '/');
}

/**
 * For the layouts that apply these redirects in their loader: run it again on every client-side path
 * change too, so a link followed inside the app gets the same redirect as a page load.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
