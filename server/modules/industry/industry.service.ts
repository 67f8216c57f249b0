import { LRUCache } from 'lru-cache';
import { formatServerTime } from '../../../common/format';
import {
  INDUSTRY_MSG,
  type IndustryCount,
  type IndustryFields,
  type IndustryItem,
  industryTitle,
} from '../../../common/industry';
import type { StsToken, StsTokenBody } from '../../../common/upload';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { chinaDate } from '../../lib/time';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { houseAccountId } from '../console/house-account.repo';
import { type Page, toPage } from '../post/post.service';
import type { StockRow } from '../stock/stock.repo';
import { type StockDirectory, toStockItem } from '../stock/stock-directory';
import type { UploadService } from '../upload/upload.service';
import * as repo from './industry.repo';

/** One browse per viewer, item and China day; the keys of a day are gone well within two. */
const BROWSE_MEMORY = { max: 200_000, ttl: 2 * 86_400_000 };

const countsOf = (c: repo.Counts): IndustryCount => ({
  industry_id: c.id,
  browse_count: c.browseCount,
  forward_count: c.forwardCount,
});

/**
 * The industry-chain library (SPEC §2 /industryChain, §7 "Industry"; docs/api/industry.md): editors'
 * write-ups of a theme with its related stocks and images, pinned and ordered in the console, read and
 * searched by everyone.
 */
export class IndustryService {
  /** Viewers already counted today (per instance, like post views: a count, not a ledger). */
  private readonly browsed = new LRUCache<string, true>(BROWSE_MEMORY);

  constructor(
    private readonly db: Db,
    private readonly stocks: StockDirectory,
    private readonly uploads: UploadService,
  ) {}

  /**
   * Console: an upload ticket for an item's image (the same upload as members', docs/api/upload.md). A
   * system user is not a member, so the ticket is the house account's, as the content is.
   */
  async uploadToken(input: StsTokenBody): Promise<StsToken> {
    return this.uploads.token(await houseAccountId(this.db), input);
  }

  /** `/industry/list`: pinned first, then the editors' order, then newest; `keyword` searches. */
  async list(q: { keyword: string; start: number; limit: number }): Promise<Page<IndustryItem>> {
    const { rows, total } = await repo.listItems(this.db, {
      keyword: q.keyword,
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    return toPage(await this.items(rows, false), q.start, q.limit, total);
  }

  /** `/industry/detail`: the item with its HTML body. */
  async detail(id: number): Promise<IndustryItem> {
    const row = await repo.findItem(this.db, id);
    if (!row) throw notFound(INDUSTRY_MSG.notFound);
    const [item] = await this.items([row], true);
    return item;
  }

  /**
   * `/industry/browsers-count`: counts the viewer's browse once per China day (a reload or a revisit the
   * same day adds nothing) and answers the counts.
   */
  async browse(id: number, viewerKey: string): Promise<IndustryCount> {
    const key = `${viewerKey}|${id}|${chinaDate()}`;
    const counted = !this.browsed.has(key);
    // Marked before the write, so concurrent calls of one viewer count once.
    if (counted) this.browsed.set(key, true);
    const row = counted ? await repo.increment(this.db, id, 'browse') : await repo.counts(this.db, id);
    if (!row) {
      this.browsed.delete(key);
      throw notFound(INDUSTRY_MSG.notFound);
    }
    return countsOf(row);
  }

  /** `/industry/forward-count`: every forward (a copied or shared link) counts. */
  async forward(id: number): Promise<IndustryCount> {
    const row = await repo.increment(this.db, id, 'forward');
    if (!row) throw notFound(INDUSTRY_MSG.notFound);
    return countsOf(row);
  }

  /** Console: a new item; it goes first among the unpinned (or pinned) ones. */
  async create(actor: SysActor, f: IndustryFields): Promise<IndustryItem> {
    const values = await this.columnsOf(f);
    const row = await this.db.transaction(async (tx) => {
      const added = await repo.insertItem(tx, { ...values, sortNo: 0 });
      await this.audit(tx, actor, 'industry.create', added.id, { theme: f.theme, date: f.date });
      return added;
    });
    return (await this.items([row], true))[0];
  }

  async edit(actor: SysActor, id: number, f: IndustryFields): Promise<IndustryItem> {
    const { isTop, ...values } = await this.columnsOf(f);
    const row = await this.db.transaction(async (tx) => {
      // A pin change takes a place in the order: serialised with pinning and reordering.
      await repo.lockOrder(tx);
      const current = await repo.findItem(tx, id);
      if (!current) throw notFound(INDUSTRY_MSG.notFound);
      // Pinning moves the item to the top of its new group; an unchanged pin keeps its place.
      const changes = isTop === current.isTop ? values : { ...values, isTop, sortNo: 0 };
      const updated = await repo.updateItem(tx, id, changes);
      if (!updated) throw notFound(INDUSTRY_MSG.notFound);
      await this.audit(tx, actor, 'industry.edit', id, { theme: f.theme, date: f.date });
      return updated;
    });
    return (await this.items([row], true))[0];
  }

  async remove(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.deleteItem(tx, id);
      if (!row) throw notFound(INDUSTRY_MSG.notFound);
      await this.audit(tx, actor, 'industry.delete', id, { theme: row.theme });
    });
  }

  async pin(actor: SysActor, id: number, isTop: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.lockOrder(tx);
      const row = await repo.setTop(tx, id, isTop);
      if (!row) throw notFound(INDUSTRY_MSG.notFound);
      await this.audit(tx, actor, isTop ? 'industry.pin' : 'industry.unpin', id, { theme: row.theme });
    });
  }

  /**
   * Console: `ids` (all pinned or all unpinned) in their new order. Under the order lock, the group is
   * renumbered 1, 2, 3… in its current order, then the places these items held are handed out again in
   * the new order: a drag within a page, or an up/down swap of two neighbours, moves nothing else.
   */
  async reorder(actor: SysActor, ids: number[]): Promise<void> {
    if (new Set(ids).size !== ids.length) throw badRequest(INDUSTRY_MSG.reorderInvalid);
    await this.db.transaction(async (tx) => {
      await repo.lockOrder(tx);
      const found = await repo.placesOf(tx, ids);
      if (found.length !== ids.length) throw notFound(INDUSTRY_MSG.notFound);
      const isTop = found[0].isTop;
      if (found.some((r) => r.isTop !== isTop)) throw badRequest(INDUSTRY_MSG.reorderMixed);
      await repo.renumberGroup(tx, isTop);
      const places = (await repo.placesOf(tx, ids)).map((r) => r.sortNo).sort((a, b) => a - b);
      await repo.setSortNos(
        tx,
        ids.map((id, i) => ({ id, sortNo: places[i] })),
      );
      await this.audit(tx, actor, 'industry.reorder', ids.join(','), { ids });
    });
  }

  /** The stored columns of a form: stocks resolved (all must exist), body sanitised, text for search. */
  private async columnsOf(f: IndustryFields): Promise<repo.IndustryInsert> {
    const stocks = await this.stocks.byIds(f.stock_ids);
    if (stocks.length !== f.stock_ids.length) throw badRequest(INDUSTRY_MSG.stockNotFound);
    const contentHtml = sanitizePostHtml(f.content);
    const contentText = htmlToText(contentHtml);
    if (!contentText.trim() && f.imgs.length === 0) throw badRequest(INDUSTRY_MSG.contentRequired);
    return {
      theme: f.theme,
      itemDate: f.date,
      stockIds: stocks.map((s) => s.id),
      keyword: stocks.map((s) => s.name).join('\t'),
      contentHtml,
      contentText,
      imgs: f.imgs,
      isTop: f.is_top === 1,
    };
  }

  private async items(rows: repo.IndustryRow[], withBody: boolean): Promise<IndustryItem[]> {
    const stocks = await this.stocks.byIds([...new Set(rows.flatMap((r) => r.stockIds))]);
    const byId = new Map<number, StockRow>(stocks.map((s) => [s.id, s]));
    return rows.map((r) => ({
      industry_id: r.id,
      create_time: formatServerTime(r.createdAt),
      title: industryTitle(r.theme, r.itemDate),
      theme: r.theme,
      date: r.itemDate,
      keyword: r.keyword,
      content: withBody ? r.contentHtml : r.contentText,
      imgs: JSON.stringify(r.imgs),
      is_top: r.isTop ? 1 : 0,
      sort_no: r.sortNo,
      stock_list: r.stockIds.flatMap((id) => {
        const s = byId.get(id);
        return s ? [toStockItem(s)] : [];
      }),
      browse_count: r.browseCount,
      forward_count: r.forwardCount,
    }));
  }

  private audit(
    tx: Tx,
    actor: SysActor,
    action: string,
    targetId: string | number,
    detail: Record<string, unknown>,
  ) {
    return recordAudit(tx, actor, { action, targetType: 'industry', targetId, detail });
  }
}
