/**
 * The pages of the mobile member centre (/h5/mine/<name>), each the mobile face of a desktop /mine/<name>
 * page with the same calls. Titles come from the desktop account sidebar (member-nav.ts).
 */
import { type CareKind, MEMBER_NAV } from '~/features/member/member-nav';

export const CENTRE_PAGE_NAMES = [
  'article',
  'action',
  'draft',
  'info',
  'care',
  'black',
  'settings',
  'power',
  'wellat',
  'reward',
  'energy',
] as const;
export type CentrePageName = (typeof CENTRE_PAGE_NAMES)[number];

export const isCentrePage = (name: string): name is CentrePageName =>
  (CENTRE_PAGE_NAMES as readonly string[]).includes(name);

export const centrePath = (name: CentrePageName) => `/h5/mine/${name}`;

/** 关注与粉丝: the member's own, or anyone's with their id. */
export const careHref = (type: CareKind, userId?: number) =>
  `${centrePath('care')}?${userId ? `id=${userId}&` : ''}type=${type}`;

const desktopLinks: readonly { to: string; label: string }[] = MEMBER_NAV.flatMap((group) => [
  ...group.links,
]);

/** The money pages' own names (the sidebar's 钱包 / 工分 / 养分 sit under 我的资产, the menu's on the phone too). */
const MONEY_TITLES: Partial<Record<CentrePageName, string>> = {
  wellat: '我的钱包',
  reward: '我的工分',
  energy: '我的养分',
};

/** The sidebar's label of /mine/<name>; 关注与粉丝 is reached from the sidebar's counts instead. */
export const CENTRE_TITLES = Object.fromEntries(
  CENTRE_PAGE_NAMES.map((name) => [
    name,
    MONEY_TITLES[name] ?? desktopLinks.find((link) => link.to === `/mine/${name}`)?.label ?? '关注与粉丝',
  ]),
) as Record<CentrePageName, string>;

/** The centre's menu: the sidebar's groups, keeping the links that have a mobile page. */
export const CENTRE_MENU = MEMBER_NAV.map((group) => ({
  title: group.title,
  names: (group.links as readonly { to: string }[])
    .map((link) => link.to.replace(/^\/mine\//, ''))
    .filter((name): name is CentrePageName => isCentrePage(name)),
})).filter((group) => group.names.length > 0);
