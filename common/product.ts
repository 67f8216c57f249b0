/**
 * Red-book research products (SPEC §2 /product, §7 "Products"; docs/api/products.md): the API's bodies
 * and answers; the vocabulary (states, tabs, messages, agreements) is product-vocab.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { MONEY_MSG, PAY_TYPES, type PayType, payOrderSchema } from './money';
import { pageNo, pageSize } from './paging';
import { PRODUCT_MSG, PRODUCT_ORDER_TABS } from './product-vocab';

export * from './product-vocab';

const productId = z.coerce
  .number({ error: PRODUCT_MSG.productNotFound })
  .int(PRODUCT_MSG.productNotFound)
  .positive(PRODUCT_MSG.productNotFound);
const articleId = z.coerce
  .number({ error: PRODUCT_MSG.articleNotFound })
  .int(PRODUCT_MSG.articleNotFound)
  .positive(PRODUCT_MSG.articleNotFound);
const subscriptionId = z.coerce
  .number({ error: PRODUCT_MSG.orderNotFound })
  .int(PRODUCT_MSG.orderNotFound)
  .positive(PRODUCT_MSG.orderNotFound);
/** Product lists are short; deep pages are never needed. */
const start = pageNo(100);

export const productArticleListBody = z.object({ product_id: productId, start, limit: pageSize(15) });
export const productArticleDetailBody = z.object({ id: articleId });
export const productOrderAddBody = z.object({
  product_id: productId,
  /** Pays in the same call when given (wallet and 工分 complete inside it, WeChat answers code_url). */
  pay_type: z.coerce
    .number({ error: MONEY_MSG.payTypeInvalid })
    .int(MONEY_MSG.payTypeInvalid)
    .refine((v): v is PayType => PAY_TYPES.includes(v as PayType), MONEY_MSG.payTypeInvalid)
    .optional(),
});
export const productPayStatusBody = z.object({ product_id: productId });
export const productStatusBody = z.object({ id: subscriptionId, action: z.enum(['sign']) });
export const productOrderListBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((s) => PRODUCT_ORDER_TABS.some((t) => t.status === s), '订单状态有误')
    .default(0),
  start,
  limit: pageSize(15),
});
export const productSearchBody = z.object({
  keyword: z.string().trim().max(50).default(''),
  start,
  limit: pageSize(15),
});

export const productItemSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Fen. */
  price: z.number(),
  period_days: z.number(),
  article_count: z.number(),
  /** Whether the viewer's subscription is in effect now. */
  subscribed: z.boolean(),
  /** When the viewer's access ends ('' when not subscribed). */
  expire_time: z.string(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const productArticleItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  title: z.string(),
  /** The preview everyone reads. */
  summary: z.string(),
  create_time: z.string(),
});
export type ProductArticleItem = z.infer<typeof productArticleItemSchema>;

export const productArticleDetailSchema = productArticleItemSchema.extend({
  product: productItemSchema,
  /** The whole article (sanitised HTML) for subscribers in effect; '' for everyone else. */
  content_html: z.string(),
  subscribed: z.boolean(),
});
export type ProductArticleDetail = z.infer<typeof productArticleDetailSchema>;

export const productOrderSchema = z.object({
  /** The subscription's id (what /api/v1/product/status takes). */
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  price: z.number(),
  period_days: z.number(),
  status: z.number(),
  status_name: z.string(),
  pay_order: payOrderSchema,
  create_time: z.string(),
  sign_time: z.string(),
  approve_time: z.string(),
  expire_time: z.string(),
});
export type ProductOrder = z.infer<typeof productOrderSchema>;

/** /api/v1/product/pay/status: the viewer's latest subscription of a product (null: none yet). */
export const productPayStatusSchema = z.object({
  product_id: z.number(),
  subscribed: z.boolean(),
  order: productOrderSchema.nullable(),
});

export const productHitSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  /** null: the product itself matched; else the article that did. */
  article_id: z.number().nullable(),
  title: z.string(),
  summary: z.string(),
});
export type ProductHit = z.infer<typeof productHitSchema>;
