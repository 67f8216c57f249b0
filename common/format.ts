/**
 * Display formatters of SPEC §9 (time, money, numbers), shared by server rendering and the browser.
 *
 * Times are always shown in China time (UTC+8), whatever zone the machine or the reader's browser is in,
 * so server-rendered and hydrated text agree. We use dayjs's utc plugin with a fixed +08:00 offset rather
 * than the timezone plugin: China has had no daylight saving since 1991, and a fixed offset needs no Intl
 * time-zone data and is cheaper on hot list pages.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn.js';
import utc from 'dayjs/plugin/utc.js';
import { JUST_NOW_SECONDS, SIX_HOURS_MS } from './constants';

dayjs.extend(utc);

/** Epoch milliseconds, a Date, or a string: ISO with a zone, or the API's zone-less China time. */
export type TimeInput = number | string | Date;

const CHINA_OFFSET_MINUTES = 8 * 60;
const CHINA_OFFSET_MS = CHINA_OFFSET_MINUTES * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss[.SSS]]' or with 'T': a wall-clock time with no zone. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** Parses a time into a China-time dayjs; null for missing or unparsable input. */
function toChina(t: TimeInput | null | undefined): Dayjs | null {
  // dayjs(undefined) would mean "now"; a missing time must render as nothing instead.
  if (t === null || t === undefined) return null;
  // Zone-less strings from the API are China wall-clock times, not the machine's local time: read them
  // as UTC, then step back 8 hours (dayjs's utcOffset(…, keepLocalTime) depends on the machine's zone).
  const ms =
    typeof t === 'string' && ZONELESS.test(t) ? dayjs.utc(t).valueOf() - CHINA_OFFSET_MS : dayjs(t).valueOf();
  const d = dayjs(ms).utcOffset(CHINA_OFFSET_MINUTES);
  return d.isValid() ? d.locale('zh-cn') : null;
}

/** Days since the epoch on China's calendar, for today/yesterday comparisons. */
const chinaDay = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/**
 * SPEC: default format 'yyyy-MM-dd HH:mm', truncated to 18 characters. The default's result is 16
 * characters, so the cut only affects longer patterns (it mirrors the original client).
 */
export function formatDateTime(t: TimeInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  return toChina(t)?.format(pattern).slice(0, 18) ?? '';
}

/** The API's time format: China time 'YYYY-MM-DD HH:mm:ss'. */
export function formatServerTime(t: TimeInput | null | undefined): string {
  return toChina(t)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}

/** The API's China-time 'YYYY-MM-DD HH:mm:ss' as an ISO string (a `<time dateTime>`); others as they are. */
export const serverTimeIso = (time: string) =>
  /^\d{4}-\d{2}-\d{2} /.test(time) ? `${time.replace(' ', 'T')}+08:00` : time;

const DAY_LABELS = ['今天', '昨天', '前天'];

/**
 * Message and list times: '刚刚' under 64 s (and for future times, from clock skew), then
 * 今天/昨天/前天 HH:mm by China calendar day, else 'MM-DD HH:mm', with the year when it differs.
 */
export function formatRelative(t: TimeInput | null | undefined, now: number = Date.now()): string {
  const time = toChina(t);
  if (!time) return '';
  const ms = time.valueOf();
  if (now - ms < JUST_NOW_SECONDS * 1000) return '刚刚';
  const label = DAY_LABELS[chinaDay(now) - chinaDay(ms)];
  if (label) return `${label} ${time.format('HH:mm')}`;
  const sameYear = time.year() === dayjs(now).utcOffset(CHINA_OFFSET_MINUTES).year();
  return time.format(sameYear ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
}

/** True when t is more than six hours before now. */
export function isOverSixHours(t: TimeInput, now: number = Date.now()): boolean {
  const time = toChina(t);
  return time !== null && now - time.valueOf() > SIX_HOURS_MS;
}

/**
 * Two decimals, rounding half away from zero on the decimal value: toFixed alone would show 1.005 as
 * '1.00' because 1.005 is stored as 1.00499…; toPrecision(15) strips that binary noise first.
 * Non-finite input (NaN from a missing field) renders as nothing rather than 'NaN'.
 */
function fixed2(n: number): string {
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(Number(Math.abs(n * 100).toPrecision(15)));
  return ((Math.sign(n) * cents) / 100).toFixed(2);
}

/** A price stored in fen, shown in yuan. */
export const formatPrice = (fen: number): string => fixed2(fen / 100);

/** An amount already in yuan. */
export const formatMoney = (yuan: number): string => fixed2(yuan);

const W_THRESHOLD = 1_000_000;
const W_DIVISOR = 100_000;

/**
 * Other numbers: 2 decimals; above 1,000,000 in 'w' units. SPEC gives the divisor as 100,000 (not the
 * 10,000 a 万 would be); we mirror the original site's client exactly, so 1,000,001 shows as '10.00w'.
 */
export function formatNumber(n: number): string {
  return n > W_THRESHOLD ? `${fixed2(n / W_DIVISOR)}w` : fixed2(n);
}

const WAN = 10_000;

/**
 * Counters (likes, reads, fans): as is below 10,000, else in 万 with one decimal. The decimal is cut,
 * not rounded, so a count is never overstated (19,999 is '1.9万', not '2万'), and '.0' is dropped.
 */
export function formatCount(n: number): string {
  if (n < WAN) return String(n);
  // Integer division by 1,000 then /10 avoids float noise such as 1.23 * 10 = 12.299….
  return `${Math.floor(n / (WAN / 10)) / 10}万`;
}

/** A file size as the upload lists show it: KB under a megabyte, else MB with one decimal. */
export function formatFileSize(size?: number): string {
  if (size === undefined) return '';
  return size < 1024 * 1024
    ? `${Math.max(1, Math.round(size / 1024))}KB`
    : `${(size / 1024 / 1024).toFixed(1)}MB`;
}
