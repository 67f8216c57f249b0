import { LRUCache } from 'lru-cache';
import {
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_SEARCH_MAX,
  type AnnouncementFilter,
  type AnnouncementItem,
  exportFileName,
  type ImportKind,
  type ImportResult,
  QA_PLATFORM_NAMES,
  type QaFilter,
  type QaItem,
  type QaPlatform,
  SIDEBAR_ANNOUNCEMENT_COUNT,
  type SidebarAnnouncement,
  type SidebarLink,
} from '../../../common/announcement';
import { ErrCode } from '../../../common/error-codes';
import { formatServerTime } from '../../../common/format';
import type { Db, Tx } from '../../db/client';
import type { FileJobs } from '../../file-jobs';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import type { Limiter } from '../../lib/limiter';
import { chinaDate } from '../../lib/time';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { type Page, toPage } from '../post/post.service';
import { searchQuery, searchVector } from '../search/post-index';
import type { Segmenter } from '../search/segmenter';
import type { StockRow } from '../stock/stock.repo';
import type { StockDirectory } from '../stock/stock-directory';
import * as repo from './announcement.repo';
import {
  type AnnouncementInput,
  ImportFileError,
  type ImportStock,
  type QaInput,
  readAnnouncements,
  readQa,
} from './announcement-import';

/**
 * How long an answer is reused. Imports and link changes in this process clear the cache at once; an
 * import by the command line (another process) shows within this time, as the page cache's pages do.
 */
const CACHE_TTL_MS = 30_000;
/** Answers kept: a page of 20 items is a few kilobytes. */
const CACHE_MAX = 2_000;

/** Rows per INSERT of an import: 9 parameters each, far below PostgreSQL's 65,535. */
const IMPORT_BATCH = 1_000;
/** How many stocks a typed stock keyword may stand for (e.g. 银行); the best matches first. */
const STOCK_MATCHES_MAX = 20;

interface Paging {
  start: number;
  limit: number;
}

export interface ExportFile {
  filename: string;
  body: Buffer;
  rows: number;
}

/**
 * Company announcements and 互动易 Q&A (issue 15; docs/api/announcements.md): imports from the exchanges'
 * listings, search by stock, words, type and dates, the export workbook, and the home sidebar's links.
 */
export class AnnouncementService {
  /**
   * Answers by question (filters and page). A search for a popular word or stock is asked again and
   * again, and counting its matches (up to ANNOUNCEMENT_SEARCH_MAX) is most of its cost; concurrent
   * misses share the pending read.
   */
  private readonly cache = new LRUCache<string, Promise<unknown>>({ max: CACHE_MAX, ttl: CACHE_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly directory: StockDirectory,
    private readonly exportLimit: Limiter,
    /** Reads import files: in a file worker for the console's uploads (ADR 26), in-thread for the command line. */
    private readonly files: FileReader<FileJobs>,
  ) {}

  async search(q: AnnouncementFilter & Paging): Promise<Page<AnnouncementItem>> {
    const filter = await this.announcementFilter(q);
    if (!filter) return toPage([], q.start, q.limit, 0);
    return this.cached(['a', filter, q.start, q.limit], async () => {
      const offset = (q.start - 1) * q.limit;
      // Past the reachable matches a page is empty; the total still says how many there are.
      const { rows, total } = await repo.searchAnnouncements(
        this.db,
        filter,
        Math.min(offset, ANNOUNCEMENT_SEARCH_MAX),
        offset >= ANNOUNCEMENT_SEARCH_MAX ? 0 : q.limit,
      );
      return toPage(await this.announcementItems(rows), q.start, q.limit, total);
    });
  }

  /**
   * The current search's matches as an .xlsx workbook (at most ANNOUNCEMENT_SEARCH_MAX rows, the same
   * rows and order as the pages). Limited per member or address: a workbook costs far more than a page.
   */
  async export(q: AnnouncementFilter, viewerKey: string): Promise<ExportFile> {
    await this.exportLimit.consume(viewerKey);
    const filter = await this.announcementFilter(q);
    const rows = filter
      ? (await repo.searchAnnouncements(this.db, filter, 0, ANNOUNCEMENT_SEARCH_MAX)).rows
      : [];
    const items = await this.announcementItems(rows);
    // exceljs is large and only this call needs it: loaded on first use, not at start-up.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = '研社';
    const sheet = book.addWorksheet('公告');
    sheet.columns = [
      { header: '证券代码', key: 'code', width: 10 },
      { header: '证券简称', key: 'name', width: 12 },
      { header: '公告标题', key: 'title', width: 60 },
      { header: '公告类型', key: 'type', width: 12 },
      { header: '公告时间', key: 'time', width: 20 },
      { header: 'PDF链接', key: 'url', width: 60 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const a of items) {
      sheet.addRow({
        code: a.stock.code,
        name: a.stock.name,
        title: a.title,
        type: a.type,
        time: a.publish_time,
        url: a.pdf_url,
      });
    }
    const body = Buffer.from(await book.xlsx.writeBuffer());
    return { filename: exportFileName(chinaDate()), body, rows: items.length };
  }

  async detail(id: number): Promise<AnnouncementItem> {
    const row = await repo.findAnnouncement(this.db, id);
    if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
    const [item] = await this.announcementItems([row]);
    return item;
  }

  async qaSearch(q: QaFilter & Paging): Promise<Page<QaItem>> {
    const base = await this.baseFilter(q);
    const offset = (q.start - 1) * q.limit;
    if (!base) return toPage([], q.start, q.limit, 0);
    const filter = { ...base, platform: q.platform || undefined };
    return this.cached(['q', filter, q.start, q.limit], async () => {
      const { rows, total } = await repo.searchQa(
        this.db,
        filter,
        Math.min(offset, ANNOUNCEMENT_SEARCH_MAX),
        offset >= ANNOUNCEMENT_SEARCH_MAX ? 0 : q.limit,
      );
      return toPage(await this.qaItems(rows), q.start, q.limit, total);
    });
  }

  async qaDetail(id: number): Promise<QaItem> {
    const row = await repo.findQa(this.db, id);
    if (!row) throw notFound(ANNOUNCEMENT_MSG.qaNotFound);
    const [item] = await this.qaItems([row]);
    return item;
  }

  /**
   * /api/v2/article/announcement: the editors' enabled links first, then the newest announcements to fill
   * the card (SIDEBAR_ANNOUNCEMENT_COUNT in all).
   */
  async sidebar(): Promise<SidebarAnnouncement[]> {
    return this.cached(['sidebar'], () => this.readSidebar());
  }

  private async readSidebar(): Promise<SidebarAnnouncement[]> {
    const links = await repo.enabledSidebarLinks(this.db, SIDEBAR_ANNOUNCEMENT_COUNT);
    const fill = SIDEBAR_ANNOUNCEMENT_COUNT - links.length;
    if (fill <= 0) return links;
    const newest = await repo.newestAnnouncements(this.db, fill);
    const snap = await this.directory.current();
    return [
      ...links,
      ...newest.map((a) => {
        const name = snap.byId.get(a.stockId)?.name ?? a.code;
        return { title: `${name}：${a.title}`, link: `/announcement/${a.id}` };
      }),
    ];
  }

  // Imports (npm run import:announcements / import:interactions, and the console's 公告导入 page)

  /**
   * Reads and writes one file: every row is checked first (an ImportFileError lists each problem with its
   * line, and nothing is written), then all rows go in one transaction in batches, inserted or updated by
   * source key. A console import is audited in the same transaction; the command line has no actor.
   */
  async importFile(
    kind: ImportKind,
    filename: string,
    text: string,
    actor: SysActor | null,
  ): Promise<ImportResult> {
    const file = await this.files.run('importRows', { kind, filename, text });
    const snap = await this.directory.current();
    const lookup = (code: string): ImportStock | undefined => snap.byCode.get(code);
    const seg = snap.segmenter;
    let rows: AnnouncementInput[] | QaInput[];
    try {
      rows = kind === 'announcement' ? readAnnouncements(file, lookup) : readQa(file, lookup);
    } catch (err) {
      if (err instanceof ImportFileError) {
        throw new AppError(ErrCode.VALIDATION, err.message, { errors: err.errors });
      }
      throw err;
    }
    const totals = await this.db.transaction(async (tx) => {
      const sum = { inserted: 0, updated: 0 };
      for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
        const batch = rows.slice(i, i + IMPORT_BATCH);
        const done =
          kind === 'announcement'
            ? await repo.upsertAnnouncements(
                tx,
                (batch as AnnouncementInput[]).map((r) => announcementWrite(seg, r)),
              )
            : await repo.upsertQa(
                tx,
                (batch as QaInput[]).map((r) => qaWrite(seg, r)),
              );
        sum.inserted += done.inserted;
        sum.updated += done.updated;
      }
      if (actor) {
        await recordAudit(tx, actor, {
          action: `${kind}.import`,
          targetType: `${kind}_file`,
          targetId: filename,
          detail: { rows: rows.length, ...sum },
        });
      }
      return sum;
    });
    this.cache.clear();
    return { kind, rows: rows.length, ...totals };
  }

  // Sidebar links (console, site.manage)

  async links(): Promise<SidebarLink[]> {
    return (await repo.listSidebarLinks(this.db)).map(linkView);
  }

  async addLink(actor: SysActor, v: repo.SidebarLinkWrite): Promise<SidebarLink> {
    return this.changingLinks(async (tx) => {
      const row = await repo.insertSidebarLink(tx, v);
      await recordAudit(tx, actor, {
        action: 'sidebar_link.add',
        targetType: 'sidebar_link',
        targetId: row.id,
        detail: { title: row.title, link: row.link, sort_order: row.sortOrder, enabled: row.enabled },
      });
      return linkView(row);
    });
  }

  async updateLink(actor: SysActor, id: number, v: repo.SidebarLinkWrite): Promise<SidebarLink> {
    return this.changingLinks(async (tx) => {
      const row = await repo.updateSidebarLink(tx, id, v);
      if (!row) throw notFound(ANNOUNCEMENT_MSG.linkNotFound);
      await recordAudit(tx, actor, {
        action: 'sidebar_link.update',
        targetType: 'sidebar_link',
        targetId: id,
        detail: { title: row.title, link: row.link, sort_order: row.sortOrder, enabled: row.enabled },
      });
      return linkView(row);
    });
  }

  async deleteLink(actor: SysActor, id: number): Promise<void> {
    await this.changingLinks(async (tx) => {
      const row = await repo.deleteSidebarLink(tx, id);
      if (!row) throw notFound(ANNOUNCEMENT_MSG.linkNotFound);
      await recordAudit(tx, actor, {
        action: 'sidebar_link.delete',
        targetType: 'sidebar_link',
        targetId: id,
        detail: { title: row.title, link: row.link },
      });
    });
  }

  // Helpers

  /** A change of the sidebar's links, audited in its transaction; the card shows it at once. */
  private async changingLinks<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(write);
    } finally {
      this.cache.delete(JSON.stringify(['sidebar']));
    }
  }

  /** A cached answer; a failed read is not kept, so the next caller tries again. */
  private cached<T>(key: unknown[], read: () => Promise<T>): Promise<T> {
    const k = JSON.stringify(key);
    const hit = this.cache.get(k) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = read();
    this.cache.set(k, pending);
    pending.catch(() => {
      if (this.cache.get(k) === pending) this.cache.delete(k);
    });
    return pending;
  }

  private async announcementFilter(q: AnnouncementFilter): Promise<repo.SearchFilter | null> {
    const base = await this.baseFilter(q);
    return base && { ...base, type: q.type || undefined };
  }

  /**
   * Stocks, words and dates of a search; null when it cannot match anything (a stock keyword naming no
   * stock, a keyword with no searchable word).
   */
  private async baseFilter(q: Omit<QaFilter, 'platform'>): Promise<repo.SearchFilter | null> {
    const f: repo.SearchFilter = {};
    if (q.stock_id) f.stockIds = [q.stock_id];
    else if (q.stock) {
      const stocks = await this.stocksNamed(q.stock);
      if (stocks.length === 0) return null;
      f.stockIds = stocks.map((s) => s.id);
    }
    if (q.keyword) {
      const words = (await this.directory.segmenter()).queryWords(q.keyword);
      const tsquery = searchQuery(words);
      if (!tsquery) return null;
      f.tsquery = tsquery;
    }
    if (q.start_date) f.from = chinaMidnight(q.start_date, 0);
    if (q.end_date) f.until = chinaMidnight(q.end_date, 1);
    if (f.from && f.until && f.from >= f.until) throw badRequest(ANNOUNCEMENT_MSG.badRange);
    return f;
  }

  /** A typed stock: an exact code, symbol or name when there is one, else the best matches. */
  private async stocksNamed(text: string): Promise<StockRow[]> {
    const exact = await this.directory.search(text, true);
    if (exact.length) return exact;
    return (await this.directory.search(text, false)).slice(0, STOCK_MATCHES_MAX);
  }

  private async announcementItems(rows: repo.AnnouncementRow[]): Promise<AnnouncementItem[]> {
    const snap = await this.directory.current();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      publish_time: chinaTime(r.publishedAt),
      pdf_url: r.pdfUrl,
      stock: stockRef(snap.byId.get(r.stockId), r.stockId, r.code),
    }));
  }

  private async qaItems(rows: repo.QaRow[]): Promise<QaItem[]> {
    const snap = await this.directory.current();
    return rows.map((r) => ({
      id: r.id,
      platform: r.platform as QaPlatform,
      platform_name: QA_PLATFORM_NAMES[r.platform as QaPlatform] ?? r.platform,
      question: r.question,
      answer: r.answer,
      ask_time: chinaTime(r.askedAt),
      answer_time: r.answeredAt ? chinaTime(r.answeredAt) : '',
      stock: stockRef(snap.byId.get(r.stockId), r.stockId, r.code),
    }));
  }
}

const stockRef = (s: StockRow | undefined, id: number, code: string) => ({
  stock_id: id,
  name: s?.name ?? code,
  code: s?.code ?? code,
});

/**
 * `YYYY-MM-DD HH:mm:ss` in China time (UTC+8, no daylight saving since 1991): the same text as
 * formatServerTime without dayjs's parsing and locale work, which runs for every row of every page.
 */
export const chinaTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Midnight China time of a YYYY-MM-DD day, `plusDays` later. */
function chinaMidnight(day: string, plusDays: number): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);
}

/** An announcement is found by its title and its stock's name and code (weight A, ADR 0010). */
export function announcementVector(
  seg: Segmenter,
  title: string,
  stock: { name: string; code: string },
): string {
  return searchVector(seg, { title, tags: [stock.name, stock.code], summary: '', text: '', gated: false });
}

/** A question (A, with its stock) and its answer (B). */
export function qaVector(
  seg: Segmenter,
  question: string,
  answer: string,
  stock: { name: string; code: string },
) {
  return searchVector(seg, {
    title: question,
    tags: [stock.name, stock.code],
    summary: answer,
    text: '',
    gated: false,
  });
}

function announcementWrite(seg: Segmenter, r: AnnouncementInput): repo.AnnouncementWrite {
  return {
    sourceKey: r.sourceKey,
    stockId: r.stock.id,
    code: r.stock.code,
    title: r.title,
    type: r.type,
    publishedAt: r.publishedAt,
    pdfUrl: r.pdfUrl,
    vector: announcementVector(seg, r.title, r.stock),
  };
}

function qaWrite(seg: Segmenter, r: QaInput): repo.QaWrite {
  return {
    sourceKey: r.sourceKey,
    stockId: r.stock.id,
    code: r.stock.code,
    platform: r.platform,
    question: r.question,
    answer: r.answer,
    askedAt: r.askedAt,
    answeredAt: r.answeredAt,
    vector: qaVector(seg, r.question, r.answer, r.stock),
  };
}

function linkView(r: repo.SidebarLinkRow): SidebarLink {
  return {
    id: r.id,
    title: r.title,
    link: r.link,
    sort_order: r.sortOrder,
    enabled: r.enabled,
    update_time: formatServerTime(r.updatedAt),
  };
}
