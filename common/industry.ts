/**
 * The industry-chain library's API bodies and answers (SPEC §7 "Industry", REFERENCE.md `industry/list`;
 * docs/api/industry.md). Vocabulary in industry-vocab.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import {
  INDUSTRY_IMGS_MAX,
  INDUSTRY_MSG,
  INDUSTRY_PAGE_SIZE,
  INDUSTRY_STOCKS_MAX,
  INDUSTRY_THEME_MAX,
} from './industry-vocab';
import { pageNo, pageSize } from './paging';
import { CONTENT_MAX, POST_MSG } from './post-vocab';
import { sameSitePath } from './safe-path';
import { stockItemSchema } from './stock';
import { daySchema } from './timeline';

export * from './industry-vocab';

const industryId = z.coerce
  .number({ error: INDUSTRY_MSG.notFound })
  .int(INDUSTRY_MSG.notFound)
  .positive(INDUSTRY_MSG.notFound)
  .max(Number.MAX_SAFE_INTEGER, INDUSTRY_MSG.notFound);

export const industryListBody = z.object({
  keyword: z.string().trim().max(50, '关键词过长').default(''),
  start: pageNo(100),
  limit: pageSize(INDUSTRY_PAGE_SIZE),
});
export const industryIdBody = z.object({ industry_id: industryId });

/** An image is our own upload (a same-site path) or an https URL. */
const imageUrl = z
  .string({ error: INDUSTRY_MSG.imgInvalid })
  .trim()
  .max(1024, INDUSTRY_MSG.imgInvalid)
  .transform((v, ctx) => {
    const url = v.startsWith('/') ? sameSitePath(v) : /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v) ? v : null;
    if (!url) ctx.addIssue({ code: 'custom', message: INDUSTRY_MSG.imgInvalid });
    return url ?? z.NEVER;
  });

const stockId = z.coerce
  .number({ error: INDUSTRY_MSG.stockNotFound })
  .int(INDUSTRY_MSG.stockNotFound)
  .positive(INDUSTRY_MSG.stockNotFound);

export const industryFields = z.object({
  theme: z
    .string({ error: INDUSTRY_MSG.themeRequired })
    .trim()
    .min(1, INDUSTRY_MSG.themeRequired)
    .max(INDUSTRY_THEME_MAX, INDUSTRY_MSG.themeTooLong),
  date: daySchema(INDUSTRY_MSG.dateInvalid),
  stock_ids: z
    .array(stockId)
    .max(INDUSTRY_STOCKS_MAX, INDUSTRY_MSG.stocksTooMany)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** HTML, sanitised on the server like post bodies. */
  content: z.string().max(CONTENT_MAX, POST_MSG.contentTooLong).default(''),
  imgs: z.array(imageUrl).max(INDUSTRY_IMGS_MAX, INDUSTRY_MSG.imgsTooMany).default([]),
  is_top: z.coerce.number().int().min(0).max(1).default(0),
});
export type IndustryFields = z.infer<typeof industryFields>;

export const industryEditBody = industryFields.extend({ industry_id: industryId });
export const industryPinBody = z.object({
  industry_id: industryId,
  is_top: z.coerce.number().int().min(0, '置顶参数有误').max(1, '置顶参数有误'),
});
export const industryReorderBody = z.object({
  /** Items of one group (pinned or not) in their new order; they take the places the group gave them. */
  ids: z.array(industryId).min(2, INDUSTRY_MSG.reorderInvalid).max(100, INDUSTRY_MSG.reorderInvalid),
});

export const industryItemSchema = z.object({
  industry_id: z.number(),
  create_time: z.string(),
  /** The theme plus the day as YYMMDD. */
  title: z.string(),
  theme: z.string(),
  /** The item's day, YYYY-MM-DD. */
  date: z.string(),
  /** Related stocks' names, tab-separated. */
  keyword: z.string(),
  /** List: the plain text; detail: the sanitised HTML. */
  content: z.string(),
  /** A JSON string of image URLs. */
  imgs: z.string(),
  is_top: z.number(),
  sort_no: z.number(),
  stock_list: z.array(stockItemSchema),
  browse_count: z.number(),
  forward_count: z.number(),
});
export type IndustryItem = z.infer<typeof industryItemSchema>;

export const industryCountSchema = z.object({
  industry_id: z.number(),
  browse_count: z.number(),
  forward_count: z.number(),
});
export type IndustryCount = z.infer<typeof industryCountSchema>;
