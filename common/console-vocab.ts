/**
 * The editors' console (issue 15): system users' roles, what each role may do, and the console's
 * messages. zod-free, so the console pages and the server share it.
 */

export const SYS_ROLES = ['admin', 'editor', 'moderator'] as const;
export type SysRole = (typeof SYS_ROLES)[number];

export const SYS_ROLE_NAMES: Record<SysRole, string> = {
  admin: '管理员',
  editor: '编辑',
  moderator: '审核员',
};

/** Every permission a console call can require (server/modules/console: a route's `config.console`). */
export const PERMISSIONS = [
  /** System users: list, add, change, delete. */
  'sysuser.manage',
  /** The audit log. */
  'audit.read',
  /** The review queue, complaints, hiding and restoring posts and comments. */
  'review.manage',
  /** Banning and unbanning members. */
  'member.ban',
  /** The sensitive-word list. */
  'words.manage',
  /** Banners and the sidebar's announcement links. */
  'site.manage',
  /** 异动 days, sectors and rows; the trading calendar. */
  'action.manage',
  /** Timeline events and which members may publish them. */
  'timeline.manage',
  /** The industry-chain library. */
  'industry.manage',
  /** Announcement and Q&A imports. */
  'announcement.manage',
  /** The daily opinion vote's questions. */
  'opinion.manage',
  /** Trading competitions, their applications and the closing prices that rank them. */
  'competition.manage',
  /** Partner brokers and their account-opening offers. */
  'broker.manage',
  /** Named settings (`/api/v1/config/one`) and editor-made pages (`/mall-api/page/{x}/origin`). */
  'config.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = [
  'site.manage',
  'action.manage',
  'timeline.manage',
  'industry.manage',
  'announcement.manage',
  'opinion.manage',
  'competition.manage',
  'broker.manage',
  'config.manage',
];
const MODERATOR: readonly Permission[] = ['review.manage', 'member.ban', 'words.manage'];

export const ROLE_PERMISSIONS: Record<SysRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: EDITOR,
  moderator: MODERATOR,
};

export const can = (role: SysRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
