/**
 * The editors' console's system-user calls (SPEC §7 "System user", issue 15): request bodies and answers,
 * shared by the server's routes and the console pages.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { PERMISSIONS, SYS_ROLES } from './console-vocab';
import { pageNo, pageSize } from './paging';
import { checkPassword, PASSWORD_EMPTY_MSG } from './validation';

/** The system user's session cookie (HttpOnly): separate from members' SESSION, so a member's never counts. */
export const SYS_SESSION_COOKIE = 'SYS_SESSION';

export const SYS_USERNAME_MSG = '用户名为3~32位字母、数字、下划线、点或横线';
export const SYS_USERNAME_REQUIRED_MSG = '请输入用户名';
export const SYS_PASSWORD_REQUIRED_MSG = '请输入密码';
export const SYS_NICKNAME_MSG = '姓名最多20个字符';
export const SYS_ROLE_MSG = '角色有误';
export const SYS_STATUS_MSG = '状态有误';
export const SYS_OLD_PASSWORD_MSG = '请输入原密码';

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

const username = z
  .string({ error: SYS_USERNAME_REQUIRED_MSG })
  .trim()
  .min(1, SYS_USERNAME_REQUIRED_MSG)
  .regex(USERNAME, SYS_USERNAME_MSG);
/** SPEC §5's password rule, as members' new passwords (common/validation.ts). */
const newPassword = z.string({ error: PASSWORD_EMPTY_MSG }).superRefine((value, ctx) => {
  const message = value === '' ? PASSWORD_EMPTY_MSG : checkPassword(value);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});
const nickname = z.string({ error: SYS_NICKNAME_MSG }).trim().max(20, SYS_NICKNAME_MSG);
const role = z.enum(SYS_ROLES, { error: SYS_ROLE_MSG });
export const SYS_USER_STATUSES = ['active', 'disabled'] as const;
export const SYS_USER_STATUS_NAMES: Record<(typeof SYS_USER_STATUSES)[number], string> = {
  active: '正常',
  disabled: '已停用',
};
const status = z.enum(SYS_USER_STATUSES, { error: SYS_STATUS_MSG });

/** Login checks presence only: the password rule applies when a password is set, not when it is typed. */
export const sysLoginBody = z.object({
  username: z.string({ error: SYS_USERNAME_REQUIRED_MSG }).trim().min(1, SYS_USERNAME_REQUIRED_MSG).max(64),
  password: z.string({ error: SYS_PASSWORD_REQUIRED_MSG }).min(1, SYS_PASSWORD_REQUIRED_MSG).max(128),
});
export type SysLoginBody = z.infer<typeof sysLoginBody>;

export const sysUserListQuery = z.object({
  keyword: z.string().trim().max(32).default(''),
  start: pageNo(1000),
  limit: pageSize(20),
});
export type SysUserListQuery = z.infer<typeof sysUserListQuery>;

export const sysUserAddBody = z.object({
  username,
  password: newPassword,
  role,
  nickname: nickname.default(''),
});
export type SysUserAddBody = z.infer<typeof sysUserAddBody>;

/** Every field optional: only those present change. `password` resets the password (and ends the user's sessions). */
export const sysUserUpdateBody = z.object({
  role: role.optional(),
  nickname: nickname.optional(),
  status: status.optional(),
  password: newPassword.optional(),
});
export type SysUserUpdateBody = z.infer<typeof sysUserUpdateBody>;

export const sysUserIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const sysPasswordBody = z.object({
  oldPassword: z.string({ error: SYS_OLD_PASSWORD_MSG }).min(1, SYS_OLD_PASSWORD_MSG).max(128),
  newPassword,
});
export type SysPasswordBody = z.infer<typeof sysPasswordBody>;

export const sysUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  role,
  status,
  create_time: z.string(),
  update_time: z.string(),
});
export type SysUserView = z.infer<typeof sysUserSchema>;

/** The signed-in system user as the console shell shows it. */
export const sysMeSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  role,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type SysMe = z.infer<typeof sysMeSchema>;

/** A console list: one page and the total (antd tables page by number). */
export const consoleListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), totalCount: z.number() });

export const auditListQuery = z.object({
  actor: z.string().trim().max(64).default(''),
  action: z.string().trim().max(64).default(''),
  start: pageNo(1000),
  limit: pageSize(20),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditItemSchema = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  create_time: z.string(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;
