/**
 * Broker account opening (issue 16 item 4; docs/api/brokers.md): the public calls' bodies and answers and
 * the console's, shared by the pages and the server.
 */
import './zod-config';
import { z } from 'zod';
import { isCalendarDay } from './action-vocab';
import { isSiteOrHttpsLink } from './safe-path';

export const BROKER_MSG = {
  offerNotFound: '开户活动不存在或已结束',
  brokerNotFound: '券商不存在',
  brokerNameTaken: '券商名称已存在',
  linkInvalid: '开户链接须为 https 地址',
  logoInvalid: '图标须为站内路径（以 / 开头）或 https 地址',
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  rangeInvalid: '结束日期不能早于开始日期',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

export const BROKER_NAME_MAX = 30;
export const BROKER_INTRO_MAX = 500;
export const OFFER_TITLE_MAX = 50;
export const OFFER_LINE_MAX = 200;
export const OFFER_LINES_MAX = 10;

/** An https address with a host: the only kind of opening link an offer may hold. */
export function isHttpsLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}

const id = z.number().int().positive();
const sortNo = z.number().int().min(0).max(9999).default(0);
const lines = z
  .array(z.string().trim().min(1).max(OFFER_LINE_MAX))
  .max(OFFER_LINES_MAX, `最多${OFFER_LINES_MAX}条`)
  .default([]);
/** A YYYY-MM-DD day; '' or absent means no bound. */
const day = z
  .string()
  .trim()
  .refine((d) => d === '' || isCalendarDay(d), BROKER_MSG.dateInvalid)
  .nullish()
  .transform((d) => d || null);

export const accountItemBody = z.object({ account_item_id: id });
export type AccountItemBody = z.infer<typeof accountItemBody>;

export const brokerSaveBody = z.object({
  /** Absent: a new broker. */
  id: id.optional(),
  name: z.string().trim().min(1, '请填写券商名称').max(BROKER_NAME_MAX),
  logo_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isSiteOrHttpsLink(v), BROKER_MSG.logoInvalid)
    .default(''),
  intro: z.string().trim().max(BROKER_INTRO_MAX).default(''),
  sort_no: sortNo,
  enabled: z.boolean().default(true),
});
export type BrokerSaveBody = z.infer<typeof brokerSaveBody>;

export const offerSaveBody = z
  .object({
    /** Absent: a new offer. */
    id: id.optional(),
    broker_id: id,
    title: z.string().trim().min(1, '请填写活动标题').max(OFFER_TITLE_MAX),
    benefits: lines,
    steps: lines,
    link: z.string().trim().max(1000).refine(isHttpsLink, BROKER_MSG.linkInvalid),
    valid_from: day,
    valid_to: day,
    sort_no: sortNo,
    enabled: z.boolean().default(true),
  })
  .refine((o) => !o.valid_from || !o.valid_to || o.valid_to >= o.valid_from, {
    message: BROKER_MSG.rangeInvalid,
    path: ['valid_to'],
  });
export type OfferSaveBody = z.infer<typeof offerSaveBody>;
export type OfferSaveInput = z.input<typeof offerSaveBody>;

export const brokerIdBody = z.object({ id });

// ---- answers ----------------------------------------------------------------------------------------

export const offerSummarySchema = z.object({
  account_item_id: z.number(),
  title: z.string(),
  benefits: z.array(z.string()),
  /** YYYY-MM-DD, or null when the offer has no end. */
  valid_to: z.string().nullable(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

export const brokerPublicSchema = z.object({
  broker_id: z.number(),
  name: z.string(),
  logo_url: z.string(),
  intro: z.string(),
});
export type BrokerPublic = z.infer<typeof brokerPublicSchema>;

/** `/api/v1/account/detail`: each enabled broker with its live offers. */
export const accountDetailSchema = z.array(
  brokerPublicSchema.extend({ item_list: z.array(offerSummarySchema) }),
);
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** `/api/v1/account/item-detail`: one live offer with its steps, link and broker. */
export const accountItemSchema = offerSummarySchema.extend({
  steps: z.array(z.string()),
  link: z.string(),
  valid_from: z.string().nullable(),
  broker: brokerPublicSchema,
});
export type AccountItem = z.infer<typeof accountItemSchema>;

/** `/api/v1/account/click`: the link to open (through /url/middleware). */
export const accountClickSchema = z.object({ link: z.string() });

export const consoleOfferSchema = z.object({
  id: z.number(),
  broker_id: z.number(),
  title: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.string()),
  link: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  sort_no: z.number(),
  enabled: z.boolean(),
  clicks: z.number(),
  updated_at: z.string(),
});
export type ConsoleOffer = z.infer<typeof consoleOfferSchema>;

export const consoleBrokerSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string(),
  intro: z.string(),
  sort_no: z.number(),
  enabled: z.boolean(),
  updated_at: z.string(),
  offers: z.array(consoleOfferSchema),
});
export type ConsoleBroker = z.infer<typeof consoleBrokerSchema>;
