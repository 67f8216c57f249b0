/**
 * The desktop page showing what an /h5 page shows, for "在电脑上查看": a phone that follows a desktop
 * link is sent back to /h5 (lib/redirects.ts), so the shell offers the address to copy instead.
 */
const ARTICLE = /^\/h5\/article\/([^/]+)\/?$/;
const MINE = /^\/h5\/mine\/?$/;
const MINE_CENTRE = /^\/h5\/mine(\/.+)$/;
const WORD_CLOUD = /^\/h5\/word-cloud\/?$/;
const IMAGE = /^\/h5\/image(?:\/([^/]+))?\/?$/;
const TIME_ARTICLE = /^\/h5\/time-article\/?$/;
const SHARE_INDUSTRY = /^\/h5\/share_industry\/([^/]+)\/?$/;
const ANNOUNCEMENT = /^\/h5\/announcement\/([^/]+)\/?$/;
const AI = /^\/h5\/ai\/?$/;

/** The desktop path of an /h5 location (`search` with its '?', or ''); `/` when there is none. */
export function desktopPath(pathname: string, search: string): string {
  const article = ARTICLE.exec(pathname);
  if (article) return `/a/${article[1]}`;
  if (MINE.test(pathname)) {
    const id = new URLSearchParams(search).get('id');
    // Without an id it is the reader's own home; the desktop's own pages start at "my posts".
    return id ? `/u/${encodeURIComponent(id)}` : '/mine/article';
  }
  const centre = MINE_CENTRE.exec(pathname);
  if (centre) return `/mine${centre[1]}`;
  if (WORD_CLOUD.test(pathname)) return '/jc/f';
  const image = IMAGE.exec(pathname);
  if (image) return image[1] ? `/action/${image[1]}` : '/action';
  if (TIME_ARTICLE.test(pathname)) return '/timeline';
  const industry = SHARE_INDUSTRY.exec(pathname);
  if (industry) return `/industryChain/${industry[1]}`;
  const announcement = ANNOUNCEMENT.exec(pathname);
  if (announcement) return `/announcement/${announcement[1]}`;
  if (AI.test(pathname)) return '/ai';
  return '/';
}
