/** Announcement and 互动易 Q&A request and answer schemas (docs/api/announcements.md). */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZE_MAX,
  ANNOUNCEMENT_SEARCH_MAX,
  ANNOUNCEMENT_TYPES,
  isDate,
  QA_PLATFORMS,
} from './announcement-vocab';
import { pageNo, pageSize } from './paging';
import { isSiteOrHttpsLink } from './safe-path';

export * from './announcement-vocab';

const date = z
  .string()
  .trim()
  .refine((s) => s === '' || isDate(s), ANNOUNCEMENT_MSG.badDate)
  .default('');

const filters = {
  /** A stock by code, name or pinyin (what a reader typed); `stock_id` wins when both are given. */
  stock: z.string().trim().max(20, '股票关键词过长').default(''),
  stock_id: z.coerce.number().int().positive('股票不存在').optional().catch(undefined),
  keyword: z.string().trim().max(50, '关键词最多50个字').default(''),
  start_date: date,
  end_date: date,
};
const rangeOk = (b: { start_date: string; end_date: string }) =>
  !b.start_date || !b.end_date || b.start_date <= b.end_date;
const range = { message: ANNOUNCEMENT_MSG.badRange, path: ['end_date'] };

const type = z
  .string()
  .trim()
  .refine((t) => t === '' || (ANNOUNCEMENT_TYPES as readonly string[]).includes(t), ANNOUNCEMENT_MSG.badType)
  .default('');

/** 1-based pages; deeper than the reachable matches is refused. */
const start = pageNo(ANNOUNCEMENT_SEARCH_MAX);
const limit = pageSize(ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PAGE_SIZE_MAX);

export const announcementFilterBody = z.object({ ...filters, type }).refine(rangeOk, range);
export type AnnouncementFilter = z.infer<typeof announcementFilterBody>;
export const announcementSearchBody = z.object({ ...filters, type, start, limit }).refine(rangeOk, range);
export const announcementIdBody = z.object({
  id: z.coerce.number({ error: ANNOUNCEMENT_MSG.notFound }).int().positive(ANNOUNCEMENT_MSG.notFound),
});

const platform = z
  .string()
  .trim()
  .refine((p) => p === '' || (QA_PLATFORMS as readonly string[]).includes(p), ANNOUNCEMENT_MSG.badPlatform)
  .default('');
export const qaSearchBody = z.object({ ...filters, platform, start, limit }).refine(rangeOk, range);
export type QaFilter = Omit<z.infer<typeof qaSearchBody>, 'start' | 'limit'>;
export const qaIdBody = z.object({
  id: z.coerce.number({ error: ANNOUNCEMENT_MSG.qaNotFound }).int().positive(ANNOUNCEMENT_MSG.qaNotFound),
});

const stockRef = z.object({ stock_id: z.number(), name: z.string(), code: z.string() });

export const announcementItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string(),
  /** YYYY-MM-DD HH:mm:ss, China time. */
  publish_time: z.string(),
  pdf_url: z.string(),
  stock: stockRef,
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

export const qaItemSchema = z.object({
  id: z.number(),
  platform: z.enum(QA_PLATFORMS),
  platform_name: z.string(),
  question: z.string(),
  answer: z.string(),
  ask_time: z.string(),
  /** '' while unanswered. */
  answer_time: z.string(),
  stock: stockRef,
});
export type QaItem = z.infer<typeof qaItemSchema>;

/** /api/v2/article/announcement: the home sidebar's links (SPEC §3). */
export const sidebarAnnouncementSchema = z.object({ title: z.string(), link: z.string() });
export type SidebarAnnouncement = z.infer<typeof sidebarAnnouncementSchema>;

// Console: sidebar links and imports.
const linkTitle = z.string().trim().min(1, ANNOUNCEMENT_MSG.linkTitle).max(60, ANNOUNCEMENT_MSG.linkTitle);
const link = z
  .string()
  .trim()
  .max(500, ANNOUNCEMENT_MSG.linkUrl)
  .refine(isSiteOrHttpsLink, ANNOUNCEMENT_MSG.linkUrl);
const linkId = z.coerce
  .number({ error: ANNOUNCEMENT_MSG.linkNotFound })
  .int()
  .positive(ANNOUNCEMENT_MSG.linkNotFound);

export const sidebarLinkAddBody = z.object({
  title: linkTitle,
  link,
  sort_order: z.coerce.number().int().min(-9999).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export const sidebarLinkUpdateBody = sidebarLinkAddBody.extend({ id: linkId });
export const sidebarLinkIdBody = z.object({ id: linkId });
export const sidebarLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  sort_order: z.number(),
  enabled: z.boolean(),
  update_time: z.string(),
});
export type SidebarLink = z.infer<typeof sidebarLinkSchema>;

export const IMPORT_KINDS = ['announcement', 'interaction'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importBody = z.object({
  kind: z.enum(IMPORT_KINDS, { error: '导入类型有误' }),
  /** The uploaded file's name: its extension (.json or .csv) picks the parser. */
  filename: z.string().trim().min(1, ANNOUNCEMENT_MSG.importFormat).max(200),
  /** The file's text (UTF-8). */
  content: z.string().max(5 * 1024 * 1024 + 1, ANNOUNCEMENT_MSG.importTooLarge),
});
export const importErrorSchema = z.object({ line: z.number(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;
export const importResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  rows: z.number(),
  inserted: z.number(),
  updated: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
