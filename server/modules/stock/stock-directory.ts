import { STOCK_TAG_PATTERN, type StockItem, stockTagText } from '../../../common/stock';
import type { Db } from '../../db/client';
import { Segmenter } from '../search/segmenter';
import { allStocks, type StockRow, stocksVersion } from './stock.repo';

/** How often an instance checks whether the stock list changed (an import runs in another process). */
const RECHECK_MS = 60_000;

export const toStockItem = (s: StockRow): StockItem => ({
  stock_id: s.id,
  name: s.name,
  code: s.code,
  exchange: s.exchange as StockItem['exchange'],
  symbol: `${s.exchange}${s.code}`,
});

/** Match quality, best first; the order a suggestion list shows. */
const RANK = {
  exact: 0,
  codePrefix: 1,
  initials: 2,
  namePrefix: 3,
  initialsPrefix: 4,
  nameContains: 5,
  pinyinPrefix: 6,
} as const;

interface Entry {
  row: StockRow;
  name: string;
  pinyin: string;
  initials: string;
}

class Snapshot {
  readonly byId = new Map<number, StockRow>();
  readonly byCode = new Map<string, StockRow>();
  readonly byName = new Map<string, StockRow>();
  readonly entries: Entry[];
  readonly segmenter: Segmenter;

  constructor(rows: StockRow[]) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      this.byCode.set(r.code, r);
      this.byName.set(r.name.toLowerCase(), r);
    }
    this.entries = rows.map((row) => ({
      row,
      name: row.name.toLowerCase(),
      pinyin: row.pinyin.replaceAll(' ', '').toLowerCase(),
      initials: row.initials.toLowerCase(),
    }));
    this.segmenter = new Segmenter(rows.map((r) => r.name));
  }
}

/**
 * Every listed stock in memory (a few thousand rows): suggestion search by code, name and pinyin,
 * tag resolution and the segmentation dictionary all read it. It reloads when the table changes.
 */
export class StockDirectory {
  private snapshot?: Snapshot;
  private version = '';
  private checkedAt = 0;
  private loading?: Promise<Snapshot>;

  constructor(private readonly db: Db) {}

  /** The current snapshot, reloaded at most once per RECHECK_MS when the stock table changed. */
  async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < RECHECK_MS) return this.snapshot;
    this.loading ??= this.reload().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Forces the next call to re-read the table (after an import in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  async segmenter(): Promise<Segmenter> {
    return (await this.current()).segmenter;
  }

  private async reload(): Promise<Snapshot> {
    const version = await stocksVersion(this.db);
    if (!this.snapshot || version !== this.version) {
      this.snapshot = new Snapshot(await allStocks(this.db));
      this.version = version;
    }
    this.checkedAt = Date.now();
    return this.snapshot;
  }

  async byId(id: number): Promise<StockRow | undefined> {
    return (await this.current()).byId.get(id);
  }

  async byIds(ids: number[]): Promise<StockRow[]> {
    const snap = await this.current();
    return ids.flatMap((id) => snap.byId.get(id) ?? []);
  }

  /**
   * Stocks matching what a member typed, best first: 600519 / SH600519 by code, 贵州茅台 or 茅台 by name,
   * gzmt by pinyin initials, guizhou by full pinyin. `exact` keeps only an exact code, symbol or name.
   */
  async search(keyword: string, exact: boolean): Promise<StockRow[]> {
    const snap = await this.current();
    const k = keyword.trim().toLowerCase().replaceAll(/\s+/g, '');
    if (!k) return [];
    const code = /^(?:sh|sz|bj)?(\d{1,6})$/.exec(k)?.[1];
    if (exact) {
      const hit = (code?.length === 6 && snap.byCode.get(code)) || snap.byName.get(k);
      return hit ? [hit] : [];
    }
    const scored: { rank: number; row: StockRow }[] = [];
    for (const e of snap.entries) {
      const rank = matchRank(e, k, code);
      if (rank !== null) scored.push({ rank, row: e.row });
    }
    scored.sort((a, b) => a.rank - b.rank || a.row.code.localeCompare(b.row.code));
    return scored.map((s) => s.row);
  }

  /**
   * Replaces each `$name(code)$` tag in sanitised post HTML that names a listed stock with the stored
   * tag span (docs/api/search.md). Spans already present are unwrapped first and re-derived from their
   * text, so a forged data-stock-id never survives. Returns the stocks tagged, in order of appearance.
   */
  async tagHtml(html: string): Promise<{ html: string; tagged: StockRow[] }> {
    const snap = await this.current();
    const tagged = new Map<number, StockRow>();
    const plain = html.replace(/<span class="stock-tag"[^>]*>([^<]*)<\/span>/g, '$1');
    // Sanitised HTML escapes < and > inside attribute values, so splitting on tags is exact; text
    // inside links stays as written.
    let inLink = 0;
    const out = plain.split(/(<[^>]*>)/).map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) inLink++;
        else if (/^<\/a>/i.test(part)) inLink = Math.max(0, inLink - 1);
        return part;
      }
      if (inLink) return part;
      return part.replace(
        /\$([^$()<>\s]{1,20})\((?:SH|SZ|BJ)?(\d{6})\)\$/gi,
        (m, _name: string, code: string) => {
          const stock = snap.byCode.get(code);
          if (!stock) return m;
          tagged.set(stock.id, stock);
          return `<span class="stock-tag" data-stock-id="${stock.id}">${stockTagText(stock)}</span>`;
        },
      );
    });
    return { html: out.join(''), tagged: [...tagged.values()] };
  }

  /** Stocks named in plain text (the segmenter knows every stock name as one word), in order. */
  async mentioned(text: string): Promise<StockRow[]> {
    const snap = await this.current();
    const found = new Map<number, StockRow>();
    for (const code of text.matchAll(STOCK_TAG_PATTERN)) {
      const s = snap.byCode.get(code[2]);
      if (s) found.set(s.id, s);
    }
    for (const word of snap.segmenter.words(text)) {
      const s = snap.byName.get(word.toLowerCase());
      if (s) found.set(s.id, s);
    }
    return [...found.values()];
  }
}

function matchRank(e: Entry, k: string, code: string | undefined): number | null {
  if (code) {
    if (e.row.code === code) return RANK.exact;
    if (e.row.code.startsWith(code)) return RANK.codePrefix;
  }
  if (e.name === k) return RANK.exact;
  if (e.initials === k) return RANK.initials;
  if (e.name.startsWith(k)) return RANK.namePrefix;
  if (/^[a-z]+$/.test(k) && e.initials.startsWith(k)) return RANK.initialsPrefix;
  if (e.name.includes(k)) return RANK.nameContains;
  if (k.length >= 2 && /^[a-z]+$/.test(k) && e.pinyin.startsWith(k)) return RANK.pinyinPrefix;
  return null;
}
