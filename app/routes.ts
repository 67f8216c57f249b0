/**
 * The route table of SPEC §2: the desktop group under the desktop layout, the /h5 group under the mobile
 * layout, legacy redirects, and a final splat that sends unknown paths to `/`. The mobile redirects of
 * pages that also exist on desktop run in the layouts' loaders (see lib/redirects.ts).
 */
import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { CONSOLE_PAGES } from './console/console-pages';

const HOME = 'routes/home.tsx';
const SECTION = 'routes/section.tsx';
const REDIRECT = 'routes/redirect.ts';
const USER_HOME = 'routes/user-home.tsx';

/** A content section: /{name} plus its sorted lists /{name}_hot|_publish|_action|_30 with an optional category. */
const SECTION_SORTS = ['hot', 'publish', 'action', '30'] as const;
const section = (name: string, file: string) => [
  route(name, file, { id: name }),
  ...SECTION_SORTS.map((sort) => route(`${name}_${sort}/:type?`, file, { id: `${name}.${sort}` })),
];

/** /u/{userId} and its tabs, each with /page/{page?}. */
const USER_HOME_TABS = ['', 'original', 'forward', 'live'] as const;
const userHome = USER_HOME_TABS.flatMap((tab) => {
  const path = tab ? `u/:userId/${tab}` : 'u/:userId';
  const name = tab || 'all';
  return [
    route(path, USER_HOME, { id: `user-home.${name}` }),
    route(`${path}/page/:page?`, USER_HOME, { id: `user-home.${name}-page` }),
  ];
});

export default [
  layout('desktop/layout.tsx', [
    // Community and content (no login needed)
    index(HOME, { id: 'home' }),
    ...section('study', SECTION),
    ...section('square', SECTION),
    ...section('live', SECTION),
    route('action/:date?', 'routes/action.tsx', { id: 'action' }),
    route('actions', 'routes/actions.tsx', { id: 'actions' }),
    route('a/:articleId', 'routes/article.tsx', { id: 'article' }),
    route('article-preview', 'routes/article-preview.tsx', { id: 'article-preview' }),
    route('announcement', 'routes/announcement.tsx', { id: 'announcement' }),
    route('announcement/:id', 'routes/announcement-detail.tsx', { id: 'announcement-detail' }),
    route('industryChain', 'routes/industry-chain.tsx', { id: 'industry-chain' }),
    route('industryChain/:id', 'routes/industry-chain-detail.tsx', { id: 'industry-chain-detail' }),
    route('timeline', 'routes/timeline.tsx', { id: 'timeline' }),
    route('timeline/edit', 'routes/timeline-edit.tsx', { id: 'timeline-edit' }),
    route('timeline/:articleId', 'routes/timeline-event.tsx', { id: 'timeline-event' }),
    route('ai', 'routes/ai.tsx', { id: 'ai' }),
    route('open-account', 'routes/open-account.tsx', { id: 'open-account' }),
    route('open-account/:account_item_id', 'routes/open-account-item.tsx', { id: 'open-account-item' }),
    route('download-app', 'routes/download-app.tsx', { id: 'download-app' }),
    route('search/new', 'routes/search.tsx', { id: 'search' }),
    route('search/:stockId', 'routes/stock-search.tsx', { id: 'stock-search' }),
    route('stock/s/:id', 'routes/stock.tsx', { id: 'stock' }),
    ...userHome,
    route('user/care', 'routes/user-care.tsx', { id: 'user-care' }),
    route('about/jc', 'routes/about.tsx'),
    route('protocol/:type', 'routes/protocol.tsx'),

    // Login required (the login gate opens the dialog for visitors)
    route('focus', 'routes/focus.tsx', { id: 'focus' }),
    route('aa', 'routes/focus.tsx', { id: 'focus.aa' }),
    route('plan', 'routes/plan.tsx', { id: 'plan' }),
    route('product', 'routes/product.tsx', { id: 'product' }),
    route('product-perview', 'routes/product-preview.tsx', { id: 'product-preview' }),
    route('product-article/:id', 'routes/product-article.tsx', { id: 'product-article' }),
    route('product/order', 'routes/product-order.tsx', { id: 'product-order' }),
    route('article/edit', 'routes/article-edit.tsx', { id: 'article-edit' }),
    route('article/modify/:id', 'routes/article-modify.tsx', { id: 'article-modify' }),
    route('newest', 'routes/newest.tsx', { id: 'newest' }),
    route('match/:id?', 'routes/match.tsx', { id: 'match' }),
    route('url/middleware', 'routes/url-middleware.tsx', { id: 'url-middleware' }),
    // The member centre: every page beside the account sidebar.
    layout('routes/mine-layout.tsx', { id: 'mine-layout' }, [
      ...prefix('mine', [
        route('article', 'routes/mine-article.tsx', { id: 'mine-article' }),
        route('action', 'routes/mine-action.tsx', { id: 'mine-action' }),
        route('draft', 'routes/mine-draft.tsx', { id: 'mine-draft' }),
        route('settings', 'routes/mine-settings.tsx', { id: 'mine-settings' }),
        route('info', 'routes/mine-info.tsx', { id: 'mine-info' }),
        route('care', 'routes/mine-care.tsx', { id: 'mine-care' }),
        route('reward', 'routes/mine-reward.tsx', { id: 'mine-reward' }),
        route('reward/detail', 'routes/mine-reward-detail.tsx', { id: 'mine-reward-detail' }),
        route('energy', 'routes/mine-energy.tsx', { id: 'mine-energy' }),
        route('wellat', 'routes/mine-wellat.tsx', { id: 'mine-wellat' }),
        route('power', 'routes/mine-power.tsx', { id: 'mine-power' }),
        route('black', 'routes/mine-black.tsx', { id: 'mine-black' }),
      ]),
    ]),
    route('agree/me', 'routes/notices.tsx', { id: 'notices' }),
    route('notices/private', 'routes/private-messages.tsx', { id: 'private-messages' }),
  ]),

  layout('h5/layout.tsx', [
    ...prefix('h5', [
      route('article/:id', 'routes/h5-article.tsx', { id: 'h5-article' }),
      route('announcement/:id', 'routes/h5-announcement.tsx', { id: 'h5-announcement' }),
      // ?id={userId}: that member's home; without it, the member's own centre.
      route('mine', 'routes/h5-mine.tsx', { id: 'h5-mine' }),
      route('mine/*', 'routes/h5-mine-centre.tsx', { id: 'h5-mine-centre' }),
      route('word-cloud', 'routes/h5-word-cloud.tsx', { id: 'h5-word-cloud' }),
      route('invite', 'routes/h5-invite.tsx', { id: 'h5-invite' }),
      route('time-article', 'routes/h5-time-article.tsx', { id: 'h5-time-article' }),
      route('share_industry/:industry_id', 'routes/h5-share-industry.tsx', { id: 'h5-share-industry' }),
      route('image/:date?', 'routes/h5-image.tsx', { id: 'h5-image' }),
      route('plan-share', 'routes/h5-plan-share.tsx', { id: 'h5-plan-share' }),
      route('ai', 'routes/h5-ai.tsx', { id: 'h5-ai' }),
    ]),
  ]),

  // The editors' console (issue 15): its own layout and bundle, no member site chrome.
  layout('console/layout.tsx', { id: 'console-layout' }, [
    ...prefix('console', [
      index('routes/console-home.tsx', { id: 'console-home' }),
      route('login', 'routes/console-login.tsx', { id: 'console-login' }),
      ...CONSOLE_PAGES.map((page) => route(page.path, page.file, { id: page.id })),
    ]),
  ]),

  // The word-cloud frame page is embedded elsewhere: no site chrome.
  route('jc/f', 'routes/word-cloud-frame.tsx', { id: 'word-cloud-frame' }),
  // The app's web view shows the open-account pages itself: no site chrome.
  route('app-open-account', 'routes/app-open-account.tsx', { id: 'app-open-account' }),
  route('app-open-account/:account_item_id', 'routes/app-open-account-item.tsx', {
    id: 'app-open-account-item',
  }),

  // Legacy paths that always redirect, then everything unknown goes home.
  route('action/detail/:id', REDIRECT, { id: 'redirect.action-detail' }),
  route('user/mine/*', REDIRECT, { id: 'redirect.user-mine' }),
  route('u/:userId/forword/*', REDIRECT, { id: 'redirect.forword' }),
  route('*', REDIRECT, { id: 'redirect.unknown' }),
] satisfies RouteConfig;
