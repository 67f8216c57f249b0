/** The home sidebar's shortcuts (SPEC §2 "Home sidebar"). */
import { POST_TYPE_LABEL } from '@common/post-vocab';
import { FOOTER_LINKS } from '~/desktop/site-config';

/** The home sidebar lists the everyday forms first. */
export const PUBLISH_SHORTCUTS = (['long', 'garden', 'ask', 'link', 'documents', 'live'] as const).map(
  (type) => ({
    type,
    label: POST_TYPE_LABEL[type],
  }),
);

export const MY_POSTS_SHORTCUTS = [
  { to: '/mine/article', label: '我的文章' },
  { to: '/mine/draft', label: '我的草稿' },
  { to: '/mine/action', label: '我的收藏' },
] as const;

/** The community's rules and agreements: the site's real documents, not invented announcements. */
export const RULE_LINKS = FOOTER_LINKS.filter(
  (link) => link.to.startsWith('/protocol/') || link.to === '/about/jc',
);

/** Side length of the sidebar's two QR codes; two fit side by side in the 360 px column. */
export const SIDEBAR_QR_SIZE = 120;
