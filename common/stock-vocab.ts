/**
 * Stock exchanges, paths and the `$name(code)$` tags members write in posts, without schemas, for pages
 * that need no zod (issue 12); common/stock.ts re-exports them.
 */

export const EXCHANGES = ['SH', 'SZ', 'BJ'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Suggestions in the header search and the editor (SPEC §9). */
export const STOCK_SUGGESTIONS = 3;

export const stockPath = (stockId: number) => `/stock/s/${stockId}`;

/** The text of a tag, as the editor inserts it. */
export const stockTagText = (s: { name: string; code: string }) => `$${s.name}(${s.code})$`;

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
