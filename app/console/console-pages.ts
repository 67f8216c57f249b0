/**
 * The editors' console's pages (issue 15): one table feeds both the route group (routes.ts) and the
 * console's side menu, so a page and its menu entry cannot drift apart. Paths are under /console.
 */
import type { Permission } from '@common/console-vocab';

export interface ConsolePage {
  /** Route id. */
  id: string;
  /** Path under /console (no leading slash). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Menu label (and the page title). */
  label: string;
  /** Menu group label. */
  group: '内容审核' | '市场数据' | '站点' | '系统';
  /** The permission the page's calls need; the menu hides pages the role may not use. */
  permission: Permission;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    id: 'console-review',
    path: 'review',
    file: 'routes/console-review.tsx',
    label: '审核队列',
    group: '内容审核',
    permission: 'review.manage',
  },
  {
    id: 'console-content',
    path: 'content',
    file: 'routes/console-content.tsx',
    label: '帖子与评论',
    group: '内容审核',
    permission: 'review.manage',
  },
  {
    id: 'console-members',
    path: 'members',
    file: 'routes/console-members.tsx',
    label: '会员封禁',
    group: '内容审核',
    permission: 'member.ban',
  },
  {
    id: 'console-words',
    path: 'words',
    file: 'routes/console-words.tsx',
    label: '敏感词',
    group: '内容审核',
    permission: 'words.manage',
  },
  {
    id: 'console-banners',
    path: 'banners',
    file: 'routes/console-banners.tsx',
    label: '横幅',
    group: '站点',
    permission: 'site.manage',
  },
  {
    id: 'console-notice',
    path: 'notice',
    file: 'routes/console-notice.tsx',
    label: '系统通知',
    group: '站点',
    permission: 'site.manage',
  },
  {
    id: 'console-sysusers',
    path: 'sysuser',
    file: 'routes/console-sysusers.tsx',
    label: '系统用户',
    group: '系统',
    permission: 'sysuser.manage',
  },
  {
    id: 'console-audit',
    path: 'audit',
    file: 'routes/console-audit.tsx',
    label: '操作日志',
    group: '系统',
    permission: 'audit.read',
  },
  {
    id: 'console-action',
    path: 'action',
    file: 'routes/console-action.tsx',
    label: '异动编辑',
    group: '市场数据',
    permission: 'action.manage',
  },
  {
    id: 'console-calendar',
    path: 'calendar',
    file: 'routes/console-calendar.tsx',
    label: '交易日历',
    group: '市场数据',
    permission: 'action.manage',
  },
  {
    id: 'console-announcement-import',
    path: 'announcement-import',
    file: 'routes/console-announcement-import.tsx',
    label: '公告导入',
    group: '市场数据',
    permission: 'announcement.manage',
  },
  {
    id: 'console-timeline',
    path: 'timeline',
    file: 'routes/console-timeline.tsx',
    label: '时间轴',
    group: '市场数据',
    permission: 'timeline.manage',
  },
  {
    id: 'console-industry',
    path: 'industry',
    file: 'routes/console-industry.tsx',
    label: '产业库',
    group: '市场数据',
    permission: 'industry.manage',
  },
  {
    id: 'console-competition',
    path: 'competition',
    file: 'routes/console-competition.tsx',
    label: '实盘大赛',
    group: '市场数据',
    permission: 'competition.manage',
  },
  {
    id: 'console-competition-closes',
    path: 'competition-closes',
    file: 'routes/console-competition-closes.tsx',
    label: '收盘价导入',
    group: '市场数据',
    permission: 'competition.manage',
  },
  {
    id: 'console-opinion',
    path: 'opinion',
    file: 'routes/console-opinion.tsx',
    label: '每日观点',
    group: '市场数据',
    permission: 'opinion.manage',
  },
  {
    id: 'console-sidebar-links',
    path: 'sidebar-links',
    file: 'routes/console-sidebar-links.tsx',
    label: '公告链接',
    group: '站点',
    permission: 'site.manage',
  },
  {
    id: 'console-brokers',
    path: 'brokers',
    file: 'routes/console-brokers.tsx',
    label: '券商开户',
    group: '站点',
    permission: 'broker.manage',
  },
  {
    id: 'console-settings',
    path: 'settings',
    file: 'routes/console-settings.tsx',
    label: '站点配置',
    group: '站点',
    permission: 'config.manage',
  },
  {
    id: 'console-pages',
    path: 'pages',
    file: 'routes/console-pages.tsx',
    label: '活动与帮助页',
    group: '站点',
    permission: 'config.manage',
  },
];
