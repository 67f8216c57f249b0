/** The home sidebar's shortcuts (SPEC §2 "Home sidebar"). */
import type { PostType } from '@common/post';
import { FOOTER_LINKS } from '~/desktop/site-config';
import { publishUrl } from '~/features/publish/publish-types';

export const PUBLISH_SHORTCUTS: { type: PostType; label: string }[] = [
  { type: 'long', label: '长文' },
  { type: 'garden', label: '短文' },
  { type: 'ask', label: '提问' },
  { type: 'link', label: '链接' },
  { type: 'documents', label: '文档' },
  { type: 'live', label: '生活' },
];

export const publishShortcutUrl = (type: PostType) => publishUrl(type);

export const MY_POSTS_SHORTCUTS = [
  { to: '/mine/article', label: '我的文章' },
  { to: '/mine/draft', label: '我的草稿' },
  { to: '/mine/action', label: '我的收藏' },
] as const;

/** The community's rules and agreements: the site's real documents, not invented announcements. */
export const RULE_LINKS = FOOTER_LINKS.filter(
  (link) => link.to.startsWith('/protocol/') || link.to === '/about/jc',
);

export const BANNER_SLIDES = [
  { to: '/product', title: '红宝书', text: '精选投研内容，每日更新', tone: 'red' },
  { to: '/open-account', title: '开户', text: '合作券商，一站开户', tone: 'blue' },
] as const;

/** Side length of the sidebar's two QR codes; two fit side by side in the 360 px column. */
export const SIDEBAR_QR_SIZE = 120;
