/** The account sidebar's links (SPEC §2 "Account sidebar"); the balances show above them (AssetFigures). */
export const MEMBER_NAV = [
  {
    title: '我的内容',
    links: [
      { to: '/mine/article', label: '我的帖子' },
      { to: '/mine/action', label: '收藏与动态' },
      { to: '/mine/draft', label: '草稿箱' },
    ],
  },
  {
    title: '我的资产',
    links: [
      { to: '/mine/reward', label: '工分' },
      { to: '/mine/energy', label: '养分' },
      { to: '/mine/wellat', label: '钱包' },
      { to: '/product/order', label: '我的订单' },
    ],
  },
  {
    title: '工具',
    links: [
      { to: '/newest', label: '最新帖子' },
      { to: '/ai', label: 'AI 助手' },
      { to: '/plan', label: '交易计划' },
      { to: '/match', label: '实盘大赛' },
    ],
  },
  {
    title: '账号',
    links: [
      { to: '/mine/info', label: '个人资料' },
      { to: '/mine/power', label: '我的权限' },
      { to: '/mine/black', label: '黑名单' },
      { to: '/mine/settings', label: '设置' },
    ],
  },
  {
    title: '帮助',
    links: [
      { to: '/about/jc#feedback', label: '意见反馈' },
      { to: '/about/jc', label: '关于我们' },
    ],
  },
] as const;

export type CareKind = 'follow' | 'fans';

/** The tabs of a follow or fan list (/mine/care, /user/care and the phone's), with each one's empty text. */
export const CARE_TABS = [
  { kind: 'follow', label: '关注', empty: '还没有关注任何人' },
  { kind: 'fans', label: '粉丝', empty: '还没有粉丝' },
] as const satisfies readonly { kind: CareKind; label: string; empty: string }[];

export const careTab = (kind: CareKind) => CARE_TABS.find((t) => t.kind === kind) ?? CARE_TABS[0];

/** A tab of /mine/care. */
export const mineCareHref = (type: CareKind) => `/mine/care?type=${type}`;
