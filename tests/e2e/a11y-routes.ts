/**
 * Every route of app/routes.ts as a concrete address for the accessibility scan (a11y-scan.ts). The
 * table is keyed by the route's full path pattern, and the scan fails on a route it does not list, so a
 * new page cannot escape it. `{name}` placeholders are ids found in the demo data at run time.
 */
import routes from '../../app/routes';

interface RouteEntry {
  path?: string;
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** Full path patterns of the route table's leaves ('/a/:articleId', '/h5/mine/*', …). */
export function routePatterns(): string[] {
  const out: string[] = [];
  const walk = (list: RouteEntry[], base: string) => {
    for (const entry of list) {
      const path = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, '/') : base;
      if (entry.children) walk(entry.children, path);
      else out.push(path || '/');
    }
  };
  walk(routes as RouteEntry[], '');
  return out;
}

/** Which browser profile and account a page is scanned with. */
export type Surface = 'desktop' | 'h5' | 'console';

export interface RouteSample {
  surface: Surface;
  /** Addresses a visitor loads; `{article}` and the like are filled from the demo data. */
  urls: string[];
  /**
   * Addresses only a member sees the page of (SPEC §2's "login required": a visitor gets the login
   * prompt there, which the other pages already show), scanned as a member.
   */
  memberUrls: string[];
}

/** Routes that only redirect: they have no page of their own to scan. */
export const REDIRECT_ONLY = new Set(['/action/detail/:id', '/user/mine/*', '/u/:userId/forword/*', '/*']);

const desktop = (...urls: string[]): RouteSample => ({ surface: 'desktop', urls, memberUrls: [] });
const desktopMember = (...memberUrls: string[]): RouteSample => ({
  surface: 'desktop',
  urls: [],
  memberUrls,
});
const h5 = (...urls: string[]): RouteSample => ({ surface: 'h5', urls, memberUrls: [] });
const h5Member = (...memberUrls: string[]): RouteSample => ({ surface: 'h5', urls: [], memberUrls });

const sectionSamples = (name: string): Record<string, RouteSample> => ({
  [`/${name}`]: desktop(`/${name}`),
  [`/${name}_hot/:type?`]: desktop(`/${name}_hot`),
  [`/${name}_publish/:type?`]: desktop(`/${name}_publish`),
  [`/${name}_action/:type?`]: desktop(`/${name}_action`),
  [`/${name}_30/:type?`]: desktop(`/${name}_30`),
});

const userHomeSamples = (): Record<string, RouteSample> => {
  const out: Record<string, RouteSample> = {};
  for (const tab of ['', '/original', '/forward', '/live']) {
    out[`/u/:userId${tab}`] = desktop(`/u/{user}${tab}`);
    out[`/u/:userId${tab}/page/:page?`] = desktop(`/u/{user}${tab}/page/1`);
  }
  return out;
};

/** Pages outside the console, by path pattern. Console pages are added from the console's own table. */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  '/': desktop('/'),
  ...sectionSamples('study'),
  ...sectionSamples('square'),
  ...sectionSamples('live'),
  '/action/:date?': desktop('/action'),
  '/actions': desktop('/actions'),
  '/a/:articleId': desktop('/a/{article}'),
  '/article-preview': desktopMember('/article-preview?id={ownArticle}'),
  '/announcement': desktop('/announcement'),
  '/announcement/:id': desktop('/announcement/{announcement}'),
  '/industryChain': desktop('/industryChain'),
  '/industryChain/:id': desktop('/industryChain/{industry}'),
  '/timeline': desktop('/timeline'),
  '/timeline/edit': desktopMember('/timeline/edit'),
  '/timeline/:articleId': desktop('/timeline/{timelineEvent}'),
  '/ai': desktop('/ai'),
  '/open-account': desktop('/open-account'),
  '/open-account/:account_item_id': desktop('/open-account/{accountItem}'),
  '/download-app': desktop('/download-app'),
  '/search/new': desktop('/search/new?keyword=%E5%85%89%E4%BC%8F'),
  '/search/:stockId': desktop('/search/{stock}'),
  '/stock/s/:id': desktop('/stock/s/{stock}'),
  ...userHomeSamples(),
  '/user/care': desktop('/user/care?id={user}'),
  '/about/jc': desktop('/about/jc'),
  '/protocol/:type': desktop('/protocol/community', '/protocol/privacy'),
  '/focus': desktopMember('/focus'),
  '/aa': desktop('/aa'),
  '/plan': desktopMember('/plan'),
  '/product': desktop('/product'),
  '/product-perview': desktop('/product-perview?id={product}'),
  '/product-article/:id': desktop('/product-article/{product}'),
  '/product/order': desktopMember('/product/order'),
  '/article/edit': desktopMember('/article/edit'),
  '/article/modify/:id': desktopMember('/article/modify/{ownArticle}'),
  '/newest': desktopMember('/newest'),
  '/match/:id?': desktop('/match', '/match/{match}'),
  '/url/middleware': desktop('/url/middleware?target=https%3A%2F%2Fexample.com%2F'),
  ...Object.fromEntries(
    [
      'article',
      'action',
      'draft',
      'settings',
      'info',
      'care',
      'reward',
      'reward/detail',
      'energy',
      'wellat',
      'power',
      'black',
    ].map((name) => [`/mine/${name}`, desktopMember(`/mine/${name}`)]),
  ),
  '/agree/me': desktopMember('/agree/me'),
  '/notices/private': desktopMember('/notices/private'),
  '/jc/f': desktop('/jc/f'),
  '/app-open-account': desktop('/app-open-account'),
  '/app-open-account/:account_item_id': desktop('/app-open-account/{accountItem}'),

  '/h5/article/:id': h5('/h5/article/{article}'),
  '/h5/announcement/:id': h5('/h5/announcement/{announcement}'),
  '/h5/mine': { surface: 'h5', urls: ['/h5/mine?id={user}'], memberUrls: ['/h5/mine'] },
  '/h5/mine/*': h5Member(
    '/h5/mine/article',
    '/h5/mine/info',
    '/h5/mine/settings',
    '/h5/mine/wellat',
    '/h5/mine/care',
  ),
  '/h5/word-cloud': h5('/h5/word-cloud'),
  '/h5/invite': h5('/h5/invite'),
  '/h5/time-article': h5('/h5/time-article'),
  '/h5/share_industry/:industry_id': h5('/h5/share_industry/{industry}'),
  '/h5/image/:date?': h5('/h5/image'),
  '/h5/plan-share': h5('/h5/plan-share?id={plan}'),
  '/h5/ai': h5('/h5/ai'),
};
