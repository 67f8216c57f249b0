// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { EXCHANGES, STOCK_SUGGESTIONS } from './stock-vocab';

/** Stocks as the API sends them (docs/api/search.md). */

export * from './stock-vocab';

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
