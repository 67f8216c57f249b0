import { randomBytes } from 'node:crypto';
import { chinaToday, isCalendarDay } from '../../../common/action-vocab';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_TEXT,
  type Application,
  type ApplyAddBody,
  type CloseDay,
  COMPETITION_LIMITS,
  COMPETITION_MSG,
  COMPETITION_STATUS_TEXT,
  type Competition,
  type CompetitionDetail,
  type CompetitionFields,
  type ConsoleApplication,
  competitionStatus,
  type OcrResult,
  type RankPage,
} from '../../../common/competition';
import { ErrCode } from '../../../common/error-codes';
import { SHEET_MAX_COLUMNS } from '../../../common/file-read';
import { formatServerTime } from '../../../common/format';
import { checkPositiveDecimal } from '../../../common/validation';
import type { Db } from '../../db/client';
import type { FileJobs } from '../../file-jobs';
import { AppError, badRequest, conflict, notFound, rateLimited } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import type { Limiter, LimitRule } from '../../lib/limiter';
import { escapeHtml, sanitizePostHtml } from '../../lib/sanitize';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import type { TradingCalendar } from '../market/trading-calendar';
import type { Page } from '../post/post.service';
import { toPage } from '../post/post.service';
import type { StockDirectory } from '../stock/stock-directory';
import * as repo from './competition.repo';
import { readHoldings } from './holdings-reader';
import { OcrBusy, type OcrEngine, OcrMemberBusy, OcrTimeout } from './ocr-engine';
import { checkImage, IMAGE_TYPES } from './upload-image';

/** OCR uploads per member: a few tries per application, far below what would hog the one worker. */
export const OCR_LIMIT: LimitRule = {
  name: 'competition-ocr',
  points: 20,
  durationSec: 10 * 60,
  message: '识别太频繁，请{s}秒后再试',
};

/** Screenshots never submitted are dropped after this long (at the member's next upload). */
const UNUSED_SCREENSHOT_MS = 24 * 3600_000;

export const SCREENSHOT_PREFIX = '/competition-screenshot/';
export const SCREENSHOT_KEY = /^[0-9a-f]{24}\.(png|jpeg|webp)$/;

const screenshotUrl = (key: string) => `${SCREENSHOT_PREFIX}${key}`;

/** Plain text as one paragraph per line. */
export const paragraphs = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');

/** Rules and prizes: rich text sanitised to the post allow-list, plain text turned into paragraphs. */
const richText = (text: string) => {
  const t = text.trim();
  if (!t) return '';
  return /<[a-z][\s\S]*>/i.test(t) ? sanitizePostHtml(t) : paragraphs(t);
};

/** The rejection of a whole import: every problem with its line, and nothing written. */
const linesRejected = (errors: { line: number; message: string }[]) =>
  new AppError(
    ErrCode.VALIDATION,
    `${COMPETITION_MSG.importFailed(errors.length)}。${errors
      .slice(0, 3)
      .map((e) => (e.line ? `第${e.line}行：${e.message}` : e.message))
      .join('；')}`,
    { errors },
  );

/**
 * The trading competition (issue 16 item 3; docs/api/competition.md): editors' competitions and closing
 * prices, members' applications with their OCR'd holdings, and the ranking by the holdings' return.
 */
export class CompetitionService {
  constructor(
    private readonly db: Db,
    private readonly calendar: Pick<TradingCalendar, 'isTradingDay'>,
    private readonly stocks: StockDirectory,
    readonly ocrEngine: OcrEngine,
    private readonly ocrLimiter: Limiter,
    /** Reads closing-price files and screenshots' headers away from the serving thread (ADR 26). */
    private readonly files: FileReader<FileJobs>,
  ) {}

  close(): Promise<void> {
    return this.ocrEngine.close();
  }

  private toCompetition(row: repo.CompetitionRow, today = chinaToday()): Competition {
    const c = { start_date: row.startDate, end_date: row.endDate };
    const status = competitionStatus(c, today);
    return {
      id: row.id,
      name: row.name,
      start_date: row.startDate,
      end_date: row.endDate,
      apply_start: row.applyStart,
      apply_end: row.applyEnd,
      status,
      status_text: COMPETITION_STATUS_TEXT[status],
      applying: row.applyStart <= today && today <= row.applyEnd,
      rules: row.rulesHtml,
      prizes: row.prizesHtml,
      entrant_count: row.entrantCount,
    };
  }

  private async applicationsOf(rows: repo.ApplicationRow[]): Promise<ConsoleApplication[]> {
    const holdings = await repo.holdingsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      application_id: r.id,
      competition_id: r.competitionId,
      status: r.status,
      status_text: APPLICATION_STATUS_TEXT[r.status] ?? '',
      reason: r.reason,
      screenshot_url: screenshotUrl(r.screenshotKey),
      holdings: holdings
        .filter((h) => h.applicationId === r.id)
        .map((h) => ({
          stock_id: h.stockId,
          code: h.code,
          name: h.name,
          quantity: h.quantity,
          cost: h.cost,
        })),
      create_time: formatServerTime(r.createdAt),
      user_id: r.userId,
      nickname: r.nickname,
      reviewed_by: r.reviewer,
      review_time: r.reviewedAt ? formatServerTime(r.reviewedAt) : '',
    }));
  }

  private async application(row: repo.ApplicationRow): Promise<Application> {
    const [full] = await this.applicationsOf([row]);
    const { user_id: _u, nickname: _n, reviewed_by: _r, review_time: _t, ...mine } = full;
    return mine;
  }

  // ---- Reading ----

  async list(start: number, limit: number): Promise<{ result: Competition[]; totalCount: number }> {
    const { rows, total } = await repo.listCompetitions(this.db, limit, (start - 1) * limit);
    const today = chinaToday();
    return { result: rows.map((r) => this.toCompetition(r, today)), totalCount: total };
  }

  /** A competition by id, or the current one; not found when there is none. */
  async find(id?: number): Promise<Competition> {
    const row = id
      ? await repo.findCompetition(this.db, id)
      : await repo.currentCompetition(this.db, chinaToday());
    if (!row) throw notFound(COMPETITION_MSG.notFound);
    return this.toCompetition(row);
  }

  async rank(
    c: Pick<Competition, 'id' | 'start_date' | 'end_date'>,
    start: number,
    limit: number,
  ): Promise<RankPage> {
    const until = chinaToday() < c.end_date ? chinaToday() : c.end_date;
    const closeDay = until < c.start_date ? null : await repo.latestCloseDay(this.db, c.start_date, until);
    const rows = await repo.ranking(this.db, {
      competitionId: c.id,
      closeDay,
      limit,
      offset: (start - 1) * limit,
    });
    const total = rows[0]?.total ?? (start > 1 ? await repo.approvedCount(this.db, c.id) : 0);
    return {
      close_date: closeDay ?? '',
      result: rows.map((r) => ({
        rank: r.rank,
        user_id: r.userId,
        nickname: r.nickname,
        avatar: r.avatar,
        return_rate: r.rate,
        cost_value: r.costValue,
        market_value: r.marketValue,
        stock_count: r.stockCount,
      })),
      totalCount: total,
      pageNo: start,
      pageSize: limit,
    };
  }

  async rankOf(id: number, start: number, limit: number): Promise<RankPage> {
    return this.rank(await this.find(id), start, limit);
  }

  /** `detail`: the competition, its ranking's first page and the viewer's application. */
  async detail(viewerId: number | null, id: number | undefined, limit: number): Promise<CompetitionDetail> {
    const competition = await this.find(id);
    const ranking = await this.rank(competition, 1, limit);
    const mine = viewerId ? await repo.findApplicationOf(this.db, competition.id, viewerId) : undefined;
    return { competition, ranking, mine: mine ? await this.application(mine) : null };
  }

  /** `apply/detail`: the member's own application; anyone else's is "not found", as if it did not exist. */
  async applyDetail(userId: number, q: { id?: number; competition_id?: number }): Promise<Application> {
    const row = q.id
      ? await repo.findApplication(this.db, q.id)
      : await repo.findApplicationOf(this.db, q.competition_id!, userId);
    if (!row || row.userId !== userId) throw notFound(COMPETITION_MSG.applicationNotFound);
    return this.application(row);
  }

  /** The screenshot's bytes for its owner or an editor; null for anyone else (as if it did not exist). */
  async screenshot(key: string, viewer: { userId: number | null; editor: boolean }) {
    if (!SCREENSHOT_KEY.test(key)) return null;
    const row = await repo.findScreenshot(this.db, key);
    if (!row || !(viewer.editor || row.userId === viewer.userId)) return null;
    return { contentType: row.contentType, bytes: row.bytes };
  }

  // ---- OCR and applying ----

  /** `ocr/stock-list`: stores the screenshot (private) and reads its holdings rows. */
  async ocr(userId: number, image: Buffer): Promise<OcrResult> {
    const kind = await checkImage(this.files, image);
    await this.ocrLimiter.consume(String(userId));
    const started = Date.now();
    let text: string;
    try {
      text = await this.ocrEngine.recognize(image, String(userId));
    } catch (err) {
      if (err instanceof OcrMemberBusy) throw rateLimited(COMPETITION_MSG.ocrPending);
      if (err instanceof OcrBusy) throw rateLimited(COMPETITION_MSG.ocrBusy);
      if (err instanceof OcrTimeout) throw badRequest(COMPETITION_MSG.ocrTimeout);
      throw new AppError(ErrCode.SERVER_ERROR, COMPETITION_MSG.ocrFailed, null, 500);
    }
    const elapsed = Date.now() - started;
    const rows = readHoldings(text, await this.stocks.current());
    const key = `${randomBytes(12).toString('hex')}.${kind}`;
    await this.db.transaction(async (tx) => {
      await repo.deleteUnusedScreenshots(tx, userId, new Date(Date.now() - UNUSED_SCREENSHOT_MS));
      await repo.insertScreenshot(tx, { key, userId, contentType: IMAGE_TYPES[kind], bytes: image });
    });
    return { screenshot: key, screenshot_url: screenshotUrl(key), rows, elapsed };
  }

  /** `apply/add`: one application per member per competition, during its application window. */
  async apply(userId: number, body: ApplyAddBody): Promise<Application> {
    const competition = await this.find(body.competition_id);
    if (!competition.applying) throw badRequest(COMPETITION_MSG.notApplying);
    const key = body.screenshot.startsWith(SCREENSHOT_PREFIX)
      ? body.screenshot.slice(SCREENSHOT_PREFIX.length)
      : body.screenshot;
    const shot = SCREENSHOT_KEY.test(key) ? await repo.findScreenshot(this.db, key) : undefined;
    if (!shot || shot.userId !== userId) throw badRequest(COMPETITION_MSG.screenshotInvalid);
    const directory = await this.stocks.current();
    const seen = new Set<number>();
    const holdings = body.holdings.map((h, i) => {
      const stock = directory.byCode.get(h.code);
      if (!stock) throw badRequest(`第${i + 1}行：${COMPETITION_MSG.stockUnknown(h.code)}`);
      if (seen.has(stock.id)) throw badRequest(`第${i + 1}行：${COMPETITION_MSG.stockDuplicated(h.code)}`);
      seen.add(stock.id);
      return { stockId: stock.id, quantity: h.quantity, cost: h.cost, sortNo: i + 1 };
    });
    const id = await this.db.transaction(async (tx) => {
      const applicationId = await repo.insertApplication(tx, {
        competitionId: competition.id,
        userId,
        screenshotId: shot.id,
      });
      if (applicationId === null) throw conflict(COMPETITION_MSG.alreadyApplied);
      await repo.insertHoldings(
        tx,
        holdings.map((h) => ({ ...h, applicationId })),
      );
      return applicationId;
    });
    return this.applyDetail(userId, { id });
  }

  // ---- Console ----

  private async checkFields(f: CompetitionFields) {
    for (const d of [f.start_date, f.end_date]) {
      if (!(await this.calendar.isTradingDay(d))) throw badRequest(COMPETITION_MSG.notTradingDay(d));
    }
    if (f.end_date < f.start_date) throw badRequest(COMPETITION_MSG.periodOrder);
    if (f.apply_end < f.apply_start) throw badRequest(COMPETITION_MSG.applyOrder);
    if (f.apply_end > f.end_date) throw badRequest(COMPETITION_MSG.applyAfterEnd);
    return {
      name: f.name,
      startDate: f.start_date,
      endDate: f.end_date,
      applyStart: f.apply_start,
      applyEnd: f.apply_end,
      rulesHtml: richText(f.rules),
      prizesHtml: richText(f.prizes),
    };
  }

  async consoleList(start: number, limit: number): Promise<Page<Competition>> {
    const { result, totalCount } = await this.list(start, limit);
    return toPage(result, start, limit, totalCount);
  }

  async create(actor: SysActor, f: CompetitionFields): Promise<Competition> {
    const values = await this.checkFields(f);
    const id = await this.db.transaction(async (tx) => {
      const id = await repo.insertCompetition(tx, values);
      await recordAudit(tx, actor, {
        action: 'competition.create',
        targetType: 'competition',
        targetId: String(id),
        detail: { name: f.name, start_date: f.start_date, end_date: f.end_date },
      });
      return id;
    });
    return this.find(id);
  }

  async edit(actor: SysActor, id: number, f: CompetitionFields): Promise<Competition> {
    const values = await this.checkFields(f);
    await this.db.transaction(async (tx) => {
      if (!(await repo.updateCompetition(tx, id, values))) throw notFound(COMPETITION_MSG.notFound);
      await recordAudit(tx, actor, {
        action: 'competition.update',
        targetType: 'competition',
        targetId: String(id),
        detail: { name: f.name, start_date: f.start_date, end_date: f.end_date },
      });
    });
    return this.find(id);
  }

  async remove(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const done = await repo.deleteCompetition(tx, id);
      if (done === 'missing') throw notFound(COMPETITION_MSG.notFound);
      if (done === 'applied') throw conflict(COMPETITION_MSG.hasApplications);
      await recordAudit(tx, actor, {
        action: 'competition.delete',
        targetType: 'competition',
        targetId: String(id),
      });
    });
  }

  async applications(q: {
    competition_id: number;
    status: number;
    start: number;
    limit: number;
  }): Promise<Page<ConsoleApplication>> {
    const { rows, total } = await repo.listApplications(this.db, {
      competitionId: q.competition_id,
      status: q.status,
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    return toPage(await this.applicationsOf(rows), q.start, q.limit, total);
  }

  async review(actor: SysActor, id: number, approve: boolean, reason: string): Promise<void> {
    if (!approve && !reason) throw badRequest(COMPETITION_MSG.reasonRequired);
    await this.db.transaction(async (tx) => {
      const done = await repo.reviewApplication(tx, id, {
        status: approve ? APPLICATION_STATUS.APPROVED : APPLICATION_STATUS.REJECTED,
        reason: approve ? '' : reason,
        reviewedBy: actor.id,
      });
      if (!done) {
        if (await repo.findApplication(tx, id)) throw conflict(COMPETITION_MSG.alreadyReviewed);
        throw notFound(COMPETITION_MSG.applicationNotFound);
      }
      await recordAudit(tx, actor, {
        action: approve ? 'competition.approve' : 'competition.reject',
        targetType: 'competition_application',
        targetId: String(id),
        detail: { competition_id: done.competitionId, user_id: done.userId, ...(approve ? {} : { reason }) },
      });
    });
  }

  /**
   * A closing-price CSV (date,code,close; UTF-8 or GB18030): every line checked, every problem reported
   * with its line, nothing written while any remains; then all rows upserted in one transaction.
   */
  async importCloses(
    actor: SysActor,
    body: { filename: string; content: string },
  ): Promise<{ count: number }> {
    const buf = Buffer.from(body.content, 'base64');
    if (buf.length === 0 || buf.includes(0)) throw badRequest(COMPETITION_MSG.fileUnreadable);
    if (buf.length > COMPETITION_LIMITS.closeFileBytes) throw badRequest(COMPETITION_MSG.fileTooLarge);
    const lines = await this.files.run('csv', {
      bytes: buf,
      limits: {
        lines: COMPETITION_LIMITS.closeRows + 200,
        columns: SHEET_MAX_COLUMNS,
        tooManyLines: `最多导入${COMPETITION_LIMITS.closeRows}行`,
      },
    });
    const header = (lines[0]?.cells ?? []).map((c) => c.replaceAll(/\s/g, '').toLowerCase());
    const col = (names: string[]) => header.findIndex((h) => names.includes(h));
    const at = {
      date: col(['date', '日期']),
      code: col(['code', '代码', '股票代码']),
      close: col(['close', '收盘价', '收盘']),
    };
    if (at.date < 0 || at.code < 0 || at.close < 0) throw badRequest(COMPETITION_MSG.headerMissing);
    const body_ = lines.slice(1).filter((l) => l.cells.some((c) => c.trim()));
    if (body_.length > COMPETITION_LIMITS.closeRows)
      throw badRequest(`最多导入${COMPETITION_LIMITS.closeRows}行`);
    const directory = await this.stocks.current();
    const errors: { line: number; message: string }[] = [];
    const rows: { stockId: number; day: string; close: string }[] = [];
    const seen = new Set<string>();
    for (const { line, cells } of body_) {
      const date = (cells[at.date] ?? '').trim().replaceAll('/', '-');
      const code = (cells[at.code] ?? '').trim().padStart(6, '0');
      const close = (cells[at.close] ?? '').trim();
      const problems: string[] = [];
      if (!isCalendarDay(date)) problems.push(COMPETITION_MSG.dateInvalid);
      else if (!(await this.calendar.isTradingDay(date))) problems.push(COMPETITION_MSG.notTradingDay(date));
      const stock = directory.byCode.get(code);
      if (!/^\d{6}$/.test(code)) problems.push(COMPETITION_MSG.codeInvalid);
      else if (!stock) problems.push(COMPETITION_MSG.stockUnknown(code));
      const closeProblem = checkPositiveDecimal(close);
      if (closeProblem) problems.push(`收盘价${closeProblem}`);
      if (problems.length === 0 && stock) {
        const k = `${stock.id}:${date}`;
        if (seen.has(k)) problems.push(COMPETITION_MSG.closeDuplicated(code, date));
        seen.add(k);
        rows.push({ stockId: stock.id, day: date, close });
      }
      for (const message of problems) errors.push({ line, message });
    }
    if (errors.length > 0) throw linesRejected(errors);
    if (rows.length === 0) throw badRequest(COMPETITION_MSG.fileUnreadable);
    await this.db.transaction(async (tx) => {
      await repo.upsertCloses(tx, rows);
      const days = [...new Set(rows.map((r) => r.day))].sort();
      await recordAudit(tx, actor, {
        action: 'competition.closes.import',
        targetType: 'stock_closes',
        targetId: days.at(-1)!,
        detail: { filename: body.filename, rows: rows.length, from: days[0], to: days.at(-1) },
      });
    });
    return { count: rows.length };
  }

  async closeDays(start: number, limit: number): Promise<Page<CloseDay>> {
    const { rows, total } = await repo.closeDays(this.db, limit, (start - 1) * limit);
    return toPage(rows, start, limit, total);
  }
}
