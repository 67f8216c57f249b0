import { LRUCache } from 'lru-cache';
import type {
  ActionCount,
  ActionDay,
  ActionField,
  ActionRow,
  ConsoleActionDay,
  Holiday,
} from '../../../common/action';
import { sortActionRows } from '../../../common/action-sort';
import {
  ACTION_LIMITS,
  ACTION_MSG,
  ACTION_SORT,
  type ActionDraftRow,
  chinaToday,
  priceText,
  rangeText,
} from '../../../common/action-vocab';
import { ErrCode } from '../../../common/error-codes';
import { formatServerTime } from '../../../common/format';
import { escapeHtml, textToHtml } from '../../../common/html';
import { FLUCTUATION_POST_TYPE, POST_STATUS, TITLE_MAX } from '../../../common/post';
import type { Db, Tx } from '../../db/client';
import type { FileJobs } from '../../file-jobs';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import { htmlToText } from '../../lib/sanitize';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { houseAccountId } from '../console/house-account.repo';
import * as postRepo from '../post/post.repo';
import { newArticleId, type Page, type PostService, toPage } from '../post/post.service';
import type { PostIndexer } from '../search/post-indexer';
import type { StockDirectory } from '../stock/stock-directory';
import { adjustPostCount } from '../user/user.repo';
import { renderDiagramPng } from './action-diagram';
import { type CheckedField, checkRows, type NumberedRow, toDraftRows } from './action-rows';
import { parseSheet } from './action-sheet';
import * as repo from './market.repo';
import type { TradingCalendar } from './trading-calendar';

/**
 * 异动解析 posts belong to no community section (研选 0, 广场 1, 生活 2 list members' writing): they are
 * read from the action pages, the stock pages and search scope 5.
 */
export const ACTION_POST_SECTION = 3;

const SUMMARY_MAX = 200;
/** How long a day's readers may see it unchanged after an edit in another instance. */
const DAY_TTL_MS = 5_000;

type Resolved = { date: string; isTradingDay: boolean; day?: repo.ActionDayRow };
interface DayView {
  r: Resolved;
  fields: ActionField[];
}

/** The error of a day with bad rows: every problem with its line, and nothing written. */
const rowsRejected = (errors: { line: number; message: string }[]) =>
  new AppError(
    ErrCode.VALIDATION,
    errors.length === 1 && errors[0].line === 0
      ? errors[0].message
      : `${ACTION_MSG.importFailed(errors.length)}。${errors
          .slice(0, 3)
          .map((e) => (e.line ? `第${e.line}行：${e.message}` : e.message))
          .join('；')}`,
    { errors },
  );

function toRow(r: repo.ActionStockView): ActionRow {
  return {
    action_id: r.id,
    action_field_id: r.fieldId,
    stock_id: r.stockId,
    code: r.code,
    name: r.name,
    article: {
      article_id: r.articleId,
      title: r.title ?? '',
      action_info: {
        time: r.time,
        num: r.num,
        price: priceText(r.price),
        shares_range: rangeText(r.sharesRange),
        reason: r.reason,
        expound: r.expound,
      },
    },
  };
}

const diagramPath = (date: string, version: number) => `/action-diagram/${date}-v${version}.png`;

/** The 异动解析 post of a row: the stock tagged first, so the post is linked to the stock's page. */
function postOf(date: string, field: CheckedField, s: CheckedField['stocks'][number]) {
  const { stock } = s;
  const title = `${stock.name}(${stock.code})异动解析：${s.reason}`.slice(0, TITLE_MAX);
  const facts = [
    s.time && `异动时间 ${s.time}`,
    s.num && `${s.num}`,
    `价格 ${priceText(s.price)} 元`,
    `涨跌幅 ${s.sharesRange > 0 ? '+' : ''}${rangeText(s.sharesRange)}%`,
  ].filter(Boolean);
  const html = [
    `<p>$${escapeHtml(stock.name)}(${stock.code})$ ${escapeHtml(date)} ${escapeHtml(facts.join('，'))}</p>`,
    `<p>所属板块：${escapeHtml(field.name)}${field.reason ? `（${escapeHtml(field.reason)}）` : ''}</p>`,
    `<p>异动原因：${escapeHtml(s.reason)}</p>`,
    ...(s.expound ? [`<p>${textToHtml(s.expound)}</p>`] : []),
  ].join('');
  return { title, html };
}

export class ActionService {
  /**
   * What a day's readers get (its resolution, counts and sectors), by the date asked ('' for the latest):
   * every reader of a day sees the same, so it is built once per DAY_TTL_MS (and at once after a change in
   * this process; other instances catch up within the TTL, as the page cache does, ADR 8). The promise is
   * kept, so concurrent misses build it once.
   */
  private readonly views = new LRUCache<string, Promise<DayView>>({ max: 1000, ttl: DAY_TTL_MS });

  /** Sector id → its day: a sector never moves (a re-publish makes new ones), so this is never stale. */
  private readonly fieldDays = new LRUCache<number, string>({ max: 50_000 });

  /** PNGs by `${date}:${version}`; a re-publish bumps the version, so a stale image is never served. */
  private readonly diagrams = new LRUCache<string, Promise<Buffer>>({ max: 30 });
  /** How many images this process rendered (tests check the cache with it). */
  diagramRenders = 0;

  constructor(
    private readonly db: Db,
    readonly calendar: TradingCalendar,
    private readonly stocks: StockDirectory,
    private readonly indexer: PostIndexer,
    /** Only its content version: a publish must invalidate cached pages that list posts. */
    private readonly posts: Pick<PostService, 'contentVersion'>,
    /** Reads import sheets away from the serving thread (ADR 26). */
    private readonly files: FileReader<FileJobs>,
  ) {}

  // ---- Reading ----

  /**
   * The day a reader's request shows: the requested date's trading day (the previous session on a
   * non-trading day); with no date, the latest published day up to today's session.
   */
  async resolve(date?: string): Promise<Resolved> {
    const requested = date ?? chinaToday();
    const isTradingDay = await this.calendar.isTradingDay(requested);
    const session = isTradingDay ? requested : await this.calendar.previous(requested);
    if (date) return { date: session, isTradingDay, day: await repo.findDay(this.db, session) };
    const latest = await repo.latestPublished(this.db, session);
    return { date: latest?.day ?? session, isTradingDay, day: latest };
  }

  /** The day a request shows, with its sectors, from the cache. */
  private view(date?: string): Promise<DayView> {
    const key = date ?? '';
    let view = this.views.get(key);
    if (!view) {
      view = this.resolve(date).then(async (r) => ({
        r,
        fields: r.day?.published ? await this.fieldsOf(r.date) : [],
      }));
      view.catch(() => this.views.delete(key));
      this.views.set(key, view);
    }
    return view;
  }

  /** Bumped by every change: part of the keys of cached answers (answer-cache.ts). */
  epoch = 0;

  /** After a change: readers of this process see it at once. */
  private changed(): void {
    this.epoch++;
    this.views.clear();
    this.posts.contentVersion++;
  }

  private countOf(r: Resolved, rows: ActionRow[]): ActionCount {
    const published = Boolean(r.day?.published);
    return {
      date: r.date,
      is_trading_day: r.isTradingDay,
      published,
      field_count: published ? r.day!.fieldCount : 0,
      stock_count: published ? r.day!.stockCount : 0,
      up_count: rows.filter((row) => Number(row.article.action_info.shares_range) > 0).length,
      down_count: rows.filter((row) => Number(row.article.action_info.shares_range) < 0).length,
    };
  }

  async count(date?: string): Promise<ActionCount> {
    const { r, fields } = await this.view(date);
    return this.countOf(
      r,
      fields.flatMap((f) => f.list),
    );
  }

  /** A published day's sectors with their rows in the editor's order (empty when not published). */
  async fieldsOf(day: string): Promise<ActionField[]> {
    const [fields, rows] = await Promise.all([repo.dayFields(this.db, day), repo.dayRows(this.db, day)]);
    const byField = new Map<number, ActionRow[]>();
    for (const r of rows) {
      const list = byField.get(r.fieldId) ?? [];
      list.push(toRow(r));
      byField.set(r.fieldId, list);
    }
    return fields.map((f) => ({
      action_field_id: f.id,
      date: f.day,
      name: f.name,
      reason: f.reason,
      count: f.stockCount,
      list: byField.get(f.id) ?? [],
    }));
  }

  async fields(date?: string): Promise<ActionField[]> {
    return (await this.view(date)).fields;
  }

  /** What /action/{date} and /h5/image render: the resolved day, its counts, sectors and image. */
  async page(
    date?: string,
  ): Promise<{ count: ActionCount; fields: ActionField[]; diagramUrl: string | null }> {
    const { r, fields } = await this.view(date);
    return {
      count: this.countOf(
        r,
        fields.flatMap((f) => f.list),
      ),
      fields,
      diagramUrl: r.day?.published ? diagramPath(r.date, r.day.version) : null,
    };
  }

  async list(q: {
    fieldId: number;
    start: number;
    limit: number;
    sortPrice: number;
    sortRange: number;
    sortTime: number;
  }): Promise<Page<ActionRow>> {
    let day = this.fieldDays.get(q.fieldId);
    if (day === undefined) {
      const found = await repo.findField(this.db, q.fieldId);
      if (!found) throw notFound(ACTION_MSG.fieldNotFound);
      day = found.field.day;
      this.fieldDays.set(q.fieldId, day);
    }
    // The sector from its day's cached view (absent once the day is withdrawn or re-published): a sector
    // holds tens of rows, sorted here as on the page.
    const field = (await this.view(day)).fields.find((f) => f.action_field_id === q.fieldId);
    if (!field) throw notFound(ACTION_MSG.fieldNotFound);
    const key = q.sortPrice ? 'price' : q.sortRange ? 'range' : q.sortTime ? 'time' : null;
    const dir = q.sortPrice || q.sortRange || q.sortTime;
    const rows = key ? sortActionRows(field.list, key, dir === ACTION_SORT.desc) : field.list;
    const offset = (q.start - 1) * q.limit;
    return toPage(rows.slice(offset, offset + q.limit), q.start, q.limit, rows.length);
  }

  async days(start: number, limit: number): Promise<Page<ActionDay>> {
    const { rows, total } = await repo.listPublishedDays(this.db, limit, (start - 1) * limit);
    return toPage(
      rows.map((d) => ({
        date: d.day,
        field_count: d.fieldCount,
        stock_count: d.stockCount,
        published_at: formatServerTime(d.publishedAt),
      })),
      start,
      limit,
      total,
    );
  }

  /** The overview image's URL: versioned, so it can be cached for good and changes with a re-publish. */
  async diagramUrl(date?: string): Promise<string> {
    const r = await this.resolve(date);
    if (!r.day?.published) throw notFound(ACTION_MSG.dayNotFound);
    return diagramPath(r.date, r.day.version);
  }

  /** The day's image and its current version; null when the day is not published. */
  async diagram(date: string): Promise<{ png: Buffer; version: number } | null> {
    const day = await repo.findDay(this.db, date);
    if (!day?.published) return null;
    const key = `${date}:${day.version}`;
    let png = this.diagrams.get(key);
    if (!png) {
      png = this.fieldsOf(date).then((fields) => {
        this.diagramRenders++;
        return renderDiagramPng(
          date,
          fields.map((f) => ({
            name: f.name,
            reason: f.reason,
            stocks: f.list.map((r) => ({
              name: r.name,
              code: r.code,
              num: r.article.action_info.num,
              time: r.article.action_info.time,
              price: Math.round(Number(r.article.action_info.price) * 100),
              sharesRange: Math.round(Number(r.article.action_info.shares_range) * 100),
            })),
          })),
        );
      });
      png.catch(() => this.diagrams.delete(key));
      this.diagrams.set(key, png);
    }
    return { png: await png, version: day.version };
  }

  // ---- Editing (console, action.manage) ----

  private async assertEditableDate(date: string) {
    if (!(await this.calendar.isTradingDay(date))) throw badRequest(ACTION_MSG.notTradingDay);
    if (date > chinaToday()) throw badRequest('不能发布未来日期的异动');
  }

  /** A day as the console edits it: its rows (published or withdrawn) as editor rows. */
  async consoleDay(date: string): Promise<ConsoleActionDay> {
    const [isTradingDay, day] = await Promise.all([
      this.calendar.isTradingDay(date),
      repo.findDay(this.db, date),
    ]);
    let rows: ActionDraftRow[] = [];
    if (day) {
      const [fields, stockRows] = await Promise.all([
        repo.dayFields(this.db, date),
        repo.dayRows(this.db, date),
      ]);
      const byField = new Map(fields.map((f) => [f.id, f]));
      const firstOf = new Set<number>();
      const ordered = [...stockRows].sort(
        (a, b) =>
          (byField.get(a.fieldId)?.sortNo ?? 0) - (byField.get(b.fieldId)?.sortNo ?? 0) ||
          a.sortNo - b.sortNo,
      );
      rows = ordered.map((r) => {
        const f = byField.get(r.fieldId);
        const first = !firstOf.has(r.fieldId);
        firstOf.add(r.fieldId);
        return {
          field: f?.name ?? '',
          field_reason: first ? (f?.reason ?? '') : '',
          code: r.code,
          name: r.name,
          time: r.time,
          num: r.num,
          price: priceText(r.price),
          shares_range: rangeText(r.sharesRange),
          reason: r.reason,
          expound: r.expound,
        };
      });
    }
    return {
      date,
      is_trading_day: isTradingDay,
      published: Boolean(day?.published),
      version: day?.version ?? 0,
      rows,
    };
  }

  /** Checks rows against the stock list; throws every problem at once. */
  private async check(rows: NumberedRow[]): Promise<CheckedField[]> {
    const snap = await this.stocks.current();
    const result = checkRows(rows, (code) => snap.byCode.get(code));
    if (!result.ok) throw rowsRejected(result.errors);
    return result.fields;
  }

  /**
   * Publishes (or re-publishes) a day in one transaction: its sectors and rows replace the old ones, and
   * each row's 异动解析 post is created or, for a stock the day already had, updated in place (its link
   * stays valid); posts of stocks no longer listed are deleted.
   */
  async publish(
    /** The editor; null for the system's own writes (demo seed, bench data set), which are not audited. */
    actor: SysActor | null,
    date: string,
    rows: NumberedRow[],
    source: 'form' | 'import' = 'form',
  ): Promise<{ date: string; field_count: number; stock_count: number; version: number }> {
    await this.assertEditableDate(date);
    const fields = await this.check(rows);
    const stamp = date === chinaToday() ? new Date() : new Date(`${date}T15:30:00+08:00`);
    // Built before the transaction: the indexer reads the stock directory (see PostIndexer.build).
    const entries = await Promise.all(
      fields.flatMap((f) =>
        f.stocks.map(async (s) => {
          const { title, html } = postOf(date, f, s);
          const built = await this.indexer.build({
            title,
            contentHtml: html,
            tags: [],
            summary: '',
            fansLimit: false,
            readLimit: 0,
            readIntegral: 0,
          });
          return { stockId: s.stock.id, title, html: built.html, links: built.links, vector: built.vector };
        }),
      ),
    );
    const authorId = await houseAccountId(this.db);
    const result = await this.db.transaction(async (tx) => {
      const before = await repo.lockDay(tx, date);
      const existing = await repo.dayPosts(tx, date);
      const existingPosts = new Map((await repo.postsOf(tx, [...existing.values()])).map((p) => [p.id, p]));
      await repo.deleteDayFields(tx, date);
      const fieldIds = await repo.insertFields(
        tx,
        fields.map((f, i) => ({
          day: date,
          name: f.name,
          reason: f.reason,
          sortNo: i + 1,
          stockCount: f.stocks.length,
        })),
      );
      const postIds = new Map<number, number>();
      let restored = 0;
      for (const e of entries) {
        const columns = {
          title: e.title,
          contentHtml: e.html,
          summary: htmlToText(e.html, SUMMARY_MAX),
          status: POST_STATUS.PUBLISHED,
        };
        const keptId = existing.get(e.stockId);
        const kept = keptId === undefined ? undefined : existingPosts.get(keptId);
        if (kept && kept.status !== POST_STATUS.DELETED) {
          if (kept.status !== POST_STATUS.PUBLISHED) restored++;
          await postRepo.updatePost(tx, kept.id, columns);
          postIds.set(e.stockId, kept.id);
        } else {
          const row = await postRepo.insertPost(tx, {
            ...columns,
            articleId: newArticleId(),
            userId: authorId,
            type: FLUCTUATION_POST_TYPE,
            section: ACTION_POST_SECTION,
            createdAt: stamp,
            checkTime: stamp,
          });
          restored++;
          postIds.set(e.stockId, row.id);
        }
      }
      const dropped = [...existing].filter(([stockId]) => !postIds.has(stockId)).map(([, id]) => id);
      const droppedPublished = dropped.filter(
        (id) => existingPosts.get(id)?.status === POST_STATUS.PUBLISHED,
      );
      await repo.setPostsStatus(tx, dropped, POST_STATUS.DELETED);
      const ids = [...postIds.values()];
      await postRepo.upsertSearchVectors(
        tx,
        entries.map((e) => ({ postId: postIds.get(e.stockId)!, vector: e.vector })),
      );
      await postRepo.replacePostStocks(
        tx,
        ids,
        entries.flatMap((e) => e.links.map((l) => ({ ...l, postId: postIds.get(e.stockId)! }))),
      );
      await repo.insertStocks(
        tx,
        fields.flatMap((f, fi) =>
          f.stocks.map((s, si) => ({
            fieldId: fieldIds[fi],
            day: date,
            stockId: s.stock.id,
            postId: postIds.get(s.stock.id)!,
            time: s.time,
            num: s.num,
            price: s.price,
            sharesRange: s.sharesRange,
            reason: s.reason,
            expound: s.expound,
            sortNo: si + 1,
          })),
        ),
      );
      const stockCount = entries.length;
      const day = await repo.setDayState(tx, date, {
        published: true,
        fieldCount: fields.length,
        stockCount,
      });
      await adjustPostCount(tx, authorId, restored - droppedPublished.length);
      if (actor) {
        await recordAudit(tx, actor, {
          action: before.published ? 'action.republish' : 'action.publish',
          targetType: 'action_day',
          targetId: date,
          detail: { source, fields: fields.length, stocks: stockCount },
        });
      }
      return { date, field_count: fields.length, stock_count: stockCount, version: day.version };
    });
    this.changed();
    return result;
  }

  /** Withdraws a published day: readers no longer see it, and its posts are hidden until it returns. */
  async unpublish(actor: SysActor, date: string): Promise<void> {
    await this.db.transaction(async (tx: Tx) => {
      const day = await repo.findDay(tx, date);
      if (!day) throw notFound(ACTION_MSG.dayNotFound);
      const locked = await repo.lockDay(tx, date);
      if (!locked.published) throw conflict('当日异动未发布');
      const posts = [...(await repo.dayPosts(tx, date)).values()];
      const hidden = await repo.setPostsStatus(tx, posts, POST_STATUS.HIDDEN);
      await repo.setDayState(tx, date, { published: false });
      await adjustPostCount(tx, await houseAccountId(tx), -hidden);
      await recordAudit(tx, actor, { action: 'action.unpublish', targetType: 'action_day', targetId: date });
    });
    this.changed();
  }

  /**
   * An import sheet: parsed and checked as a whole. With `publish`, a valid sheet is published in one
   * transaction; otherwise its rows come back for the editor to preview. Any bad row writes nothing.
   */
  async importSheet(
    actor: SysActor,
    body: { date: string; filename: string; content: string; publish: boolean },
  ): Promise<{ rows: ActionDraftRow[]; published: boolean; version: number }> {
    const buf = Buffer.from(body.content, 'base64');
    if (buf.length === 0) throw badRequest(ACTION_MSG.fileUnreadable);
    if (buf.length > ACTION_LIMITS.fileBytes) throw badRequest(ACTION_MSG.fileTooLarge);
    const rows = await parseSheet(this.files, body.filename, buf);
    if (body.publish) {
      const done = await this.publish(actor, body.date, rows, 'import');
      return { rows: (await this.consoleDay(body.date)).rows, published: true, version: done.version };
    }
    await this.assertEditableDate(body.date);
    return { rows: toDraftRows(await this.check(rows)), published: false, version: 0 };
  }

  // ---- Trading calendar (console) ----

  async holidays(year: number): Promise<Holiday[]> {
    return repo.listHolidays(this.db, year);
  }

  async addHoliday(actor: SysActor, date: string, name: string): Promise<void> {
    const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (wd === 0 || wd === 6) throw badRequest(ACTION_MSG.holidayWeekend);
    await this.db.transaction(async (tx) => {
      if (!(await repo.insertHoliday(tx, date, name))) throw conflict(ACTION_MSG.holidayExists);
      await recordAudit(tx, actor, {
        action: 'calendar.add',
        targetType: 'market_holiday',
        targetId: date,
        detail: { name },
      });
    });
    this.calendar.invalidate();
    this.changed();
  }

  async removeHoliday(actor: SysActor, date: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await repo.deleteHoliday(tx, date))) throw notFound(ACTION_MSG.holidayNotFound);
      await recordAudit(tx, actor, {
        action: 'calendar.remove',
        targetType: 'market_holiday',
        targetId: date,
      });
    });
    this.calendar.invalidate();
    this.changed();
  }
}
