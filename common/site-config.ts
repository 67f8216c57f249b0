/**
 * Named site settings and editor-made pages (issue 16 item 5; docs/api/site-config.md). Each setting name
 * has a zod schema: the console's save is checked by it, and `/api/v1/config/one {pro_name}` answers the
 * stored value (or the defaults when none was saved).
 */
import './zod-config';
import { z } from 'zod';
import { isHttpsLink } from './broker';
import { isSiteOrHttpsLink } from './safe-path';

export const SITE_CONFIG_MSG = {
  unknownName: '配置项不存在',
  pageNotFound: '页面不存在',
  slugTaken: '页面标识已存在',
  slugInvalid: '页面标识只能包含小写字母、数字、- 和 _，且以字母或数字开头',
  linkInvalid: '链接须为 https 地址',
  qrInvalid: '二维码链接须为站内路径（以 / 开头）或 https 地址',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

/** '' (not set) or an https address. */
const httpsOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isHttpsLink(v), SITE_CONFIG_MSG.linkInvalid)
  .default('');
/** '' (not set), a site path or an https address. */
const qrTarget = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isSiteOrHttpsLink(v), SITE_CONFIG_MSG.qrInvalid)
  .default('');

/** 'app_download': the app's store links and what its QR code opens ('' → the site's /download-app). */
export const appDownloadSchema = z.object({
  ios_url: httpsOrEmpty,
  android_url: httpsOrEmpty,
  qr_url: qrTarget,
});
export type AppDownload = z.infer<typeof appDownloadSchema>;

/** 'official_account': the WeChat official account (公众号) and the page its QR code opens. */
export const officialAccountSchema = z.object({
  name: z.string().trim().max(30).default(''),
  qr_url: qrTarget,
  intro: z.string().trim().max(200).default(''),
});
export type OfficialAccount = z.infer<typeof officialAccountSchema>;

/** The settings editors keep (besides 'banner', whose slides have their own console page). */
export const SETTINGS = {
  app_download: { label: 'App 下载', schema: appDownloadSchema },
  official_account: { label: '官方公众号', schema: officialAccountSchema },
} as const;
export type SettingName = keyof typeof SETTINGS;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
export interface SettingValues {
  app_download: AppDownload;
  official_account: OfficialAccount;
}

/** Every name `/api/v1/config/one` answers. */
export const CONFIG_NAMES = ['banner', ...SETTING_NAMES] as const;

export const isSettingName = (name: string): name is SettingName => Object.hasOwn(SETTINGS, name);

/** A setting's defaults: its schema with every field at its default. */
export const settingDefaults = <N extends SettingName>(name: N): SettingValues[N] =>
  SETTINGS[name].schema.parse({}) as SettingValues[N];

export const settingSaveBody = z.object({
  pro_name: z.string().trim().min(1).max(40),
  value: z.record(z.string(), z.unknown()),
});

/** The sidebar's two QR codes: what each encodes (absolute or site path). */
export interface SidebarQr {
  app: string;
  official: string;
}

export const settingRowSchema = z.object({
  pro_name: z.string(),
  label: z.string(),
  value: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type SettingRow = z.infer<typeof settingRowSchema>;

// ---- editor pages -----------------------------------------------------------------------------------

export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PAGE_TITLE_MAX = 60;
/** The raw HTML an editor may send; what is stored is the sanitised result. */
export const PAGE_HTML_MAX = 100_000;

export const pageSaveBody = z.object({
  /** Absent: a new page. */
  id: z.number().int().positive().optional(),
  slug: z.string().trim().regex(PAGE_SLUG_PATTERN, SITE_CONFIG_MSG.slugInvalid),
  title: z.string().trim().min(1, '请填写标题').max(PAGE_TITLE_MAX),
  content: z.string().max(PAGE_HTML_MAX).default(''),
});
export type PageSaveBody = z.infer<typeof pageSaveBody>;
export const pageIdBody = z.object({ id: z.number().int().positive() });

/** The public page answer (`/mall-api/page/{x}/origin`). */
export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const consolePageSchema = sitePageSchema.extend({ id: z.number() });
export type ConsolePage = z.infer<typeof consolePageSchema>;

/** Where an editor page opens in a browser. */
export const sitePageUrl = (slug: string) => `/mall-api/page/${slug}/origin`;

/** A QR target as an absolute URL: site paths on `origin`. */
const absolute = (target: string, origin: string) => (target.startsWith('/') ? `${origin}${target}` : target);

/** The sidebar's QR targets from the two settings; the app's defaults to the site's /download-app. */
export const sidebarQrOf = (app: AppDownload, account: OfficialAccount, origin: string): SidebarQr => ({
  app: absolute(app.qr_url || '/download-app', origin),
  official: account.qr_url ? absolute(account.qr_url, origin) : '',
});
