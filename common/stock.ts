import { z } from 'zod';
import { pageNo, pageSize } from './paging';

/** Stocks as the API sends them, and the `$name(code)$` tags members write in posts (docs/api/search.md). */

export const EXCHANGES = ['SH', 'SZ', 'BJ'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Suggestions in the header search and the editor (SPEC §9). */
export const STOCK_SUGGESTIONS = 3;

export const stockItemSchema = z.object({
  stock_id: z.number(),
  name: z.string(),
  code: z.string(),
  exchange: z.enum(EXCHANGES),
  symbol: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

const stockId = z.coerce.number({ error: '股票不存在' }).int('股票不存在').positive('股票不存在');
const keyword = z.string().trim().max(50, '关键词过长').default('');
const page = pageNo(200);

export const stockIdBody = z.object({ stock_id: stockId });
export const stockSearchBody = z.object({
  keyword,
  limit: pageSize(STOCK_SUGGESTIONS, 20),
  start: page,
  exact: z.coerce.number().int().min(0).max(1).default(0),
});
export const stockUserPageBody = z.object({
  is_add: z.coerce.number().int().min(0).max(1).default(1),
  keyword,
  limit: pageSize(STOCK_SUGGESTIONS),
  start: page,
});

export const stockPath = (stockId: number) => `/stock/s/${stockId}`;

/** The text of a tag, as the editor inserts it. */
export const stockTagText = (s: Pick<StockItem, 'name' | 'code'>) => `$${s.name}(${s.code})$`;

/**
 * A written tag: `$贵州茅台(600519)$` or `$贵州茅台(SH600519)$`. The name may hold letters, digits, `*`
 * (*ST), spaces are not allowed, so a stray `$` in prose does not swallow a sentence.
 */
export const STOCK_TAG_PATTERN = /\$([^$()<>\s]{1,20})\((?:SH|SZ|BJ)?(\d{6})\)\$/gi;

const STORED_TAG = /<span class="stock-tag" data-stock-id="(\d+)">([^<]*)<\/span>/g;

/** Turns the stored tag spans of sanitised post HTML into links to the stock pages. */
export function linkStockTags(html: string): string {
  return html.replace(
    STORED_TAG,
    (_m, id: string, text: string) => `<a class="stock-tag" href="${stockPath(Number(id))}">${text}</a>`,
  );
}
