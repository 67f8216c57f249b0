/**
 * Today's search keywords (SPEC §4: "saved per day locally and the list resets on a new date"). Each
 * China calendar day has its own localStorage key, so a new day simply reads an empty list; saving
 * removes the keys of earlier days so they do not pile up.
 */
import { formatDateTime } from '@common/format';

export const SEARCH_HISTORY_MAX = 10;
const KEY_PREFIX = 'yanshe.searchKeywords.';

export type KeywordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The key of the day `now` falls on in China, whatever the reader's time zone. */
export const historyKey = (now: number) => `${KEY_PREFIX}${formatDateTime(now, 'YYYY-MM-DD')}`;

/** A stored value as a keyword list; anything malformed (hand edits, old formats) reads as empty. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string' && k !== '') : [];
  } catch {
    return [];
  }
}

/** The list after searching `keyword`: newest first, each keyword once, at most SEARCH_HISTORY_MAX. */
export function withKeyword(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...list];
  return [k, ...list.filter((x) => x !== k)].slice(0, SEARCH_HISTORY_MAX);
}

export function readHistory(storage: KeywordStorage, now: number): string[] {
  return parseHistory(storage.getItem(historyKey(now))).slice(0, SEARCH_HISTORY_MAX);
}

export function saveKeyword(storage: KeywordStorage, keyword: string, now: number): string[] {
  const key = historyKey(now);
  const list = withKeyword(readHistory(storage, now), keyword);
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k?.startsWith(KEY_PREFIX) && k !== key) stale.push(k);
  }
  for (const k of stale) storage.removeItem(k);
  storage.setItem(key, JSON.stringify(list));
  return list;
}

export function clearHistory(storage: KeywordStorage, now: number): void {
  storage.removeItem(historyKey(now));
}

/**
 * Runs a history operation on the browser's storage; the fallback where storage is unavailable or full
 * (private modes, quota): the history is a convenience only.
 */
export function withBrowserStorage<T>(use: (storage: KeywordStorage) => T, fallback: T): T {
  try {
    return use(window.localStorage);
  } catch {
    return fallback;
  }
}

/** Records a search the reader ran (header box, search page box). */
export const rememberKeyword = (keyword: string) =>
  withBrowserStorage((s) => saveKeyword(s, keyword, Date.now()), []);
