import { formatServerTime } from '../../../common/format';
import {
  OPINION_CLOSE_TIME,
  OPINION_MSG,
  OPINION_STATUS,
  type OpinionConsoleItem,
  type OpinionFavorite,
  type OpinionListBody,
  type OpinionQuestion,
  type OpinionQuestionFields,
  type OpinionVoteBody,
  opinionCloseAt,
  percentsOf,
} from '../../../common/opinion';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { chinaDate } from '../../lib/time';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import type { TradingCalendar } from '../market/trading-calendar';
import { type Page, toPage } from '../post/post.service';
import * as repo from './opinion.repo';

type Counts = Map<number, Map<number, number>>;

/**
 * The daily opinion vote (issue 16 item 2; docs/api/opinion.md). Editors set one question per trading day;
 * members vote once per question and may change their answer until that day's close (15:00 China time).
 *
 * Which question is open follows the sessions: from one trading day's close until the next one's, members
 * vote on the next trading day's question (after Friday's close, Monday's). So there is at most one open
 * question at any moment, a weekend visitor votes on the coming session, and a question set for a later day
 * stays invisible to members until its session is the next one.
 */
export class OpinionService {
  /** The clock; tests set it to try the close and the weekend. */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly calendar: TradingCalendar,
  ) {}

  /** The trading day whose question is open now: today's before its close, else the next session's. */
  async sessionDay(at: Date = this.now()): Promise<string> {
    const today = chinaDate(at.getTime());
    if ((await this.calendar.isTradingDay(today)) && at < opinionCloseAt(today)) return today;
    return this.calendar.next(today);
  }

  /** `today`: the open question, else the newest closed one (its results), else null. */
  async today(viewerId: number | null): Promise<OpinionQuestion | null> {
    const session = await this.sessionDay();
    const row = await repo.latestUntil(this.db, session);
    if (!row) return null;
    const [question] = await this.present([row], viewerId, session);
    return question;
  }

  /** `detail`: one question members may see (its session has come). */
  async detail(questionId: number, viewerId: number | null): Promise<OpinionQuestion> {
    const session = await this.sessionDay();
    const row = await this.visible(questionId, session);
    const [question] = await this.present([row], viewerId, session);
    return question;
  }

  /** `list`: the open and past questions with their results, newest first; `favorite` needs a member. */
  async list(q: OpinionListBody, viewerId: number | null): Promise<Page<OpinionQuestion>> {
    const session = await this.sessionDay();
    const { rows, total } = await repo.listQuestions(this.db, {
      untilDay: session,
      favoritesOf: q.favorite ? (viewerId ?? undefined) : undefined,
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    return toPage(await this.present(rows, viewerId, session), q.start, q.limit, total);
  }

  /**
   * `vote-question`: records or changes the member's answer and returns the question with the new counts.
   * The write is one statement (repo.castVote) that re-checks the question it writes against, and the
   * counts are read after it in the same transaction, so they include this vote.
   */
  async vote(userId: number, body: OpinionVoteBody): Promise<OpinionQuestion> {
    const now = this.now();
    const session = await this.sessionDay(now);
    const row = await this.visible(body.question_id, session);
    if (row.day !== session || now >= opinionCloseAt(row.day)) throw conflict(OPINION_MSG.closed);
    if (body.option > row.options.length) throw badRequest(OPINION_MSG.optionInvalid);
    return this.db.transaction(async (tx) => {
      const written = await repo.castVote(tx, {
        questionId: row.id,
        userId,
        option: body.option,
        day: row.day,
      });
      // The question was changed or deleted between the check and the write: answer as it is now.
      if (!written) throw notFound(OPINION_MSG.questionNotFound);
      const [question] = await this.present([row], userId, session, tx);
      return question;
    });
  }

  /** `vote-favorite`: marks, unmarks (`favorite` 1 / 0) or toggles (absent) a favourite question. */
  async favorite(userId: number, questionId: number, favorite?: boolean): Promise<OpinionFavorite> {
    const row = await this.visible(questionId, await this.sessionDay());
    if (favorite === true) await repo.addFavorite(this.db, userId, row.id);
    else if (favorite === false) await repo.removeFavorite(this.db, userId, row.id);
    else {
      // One statement each way: a toggle never reads the state and then writes it.
      const removed = await repo.removeFavorite(this.db, userId, row.id);
      if (!removed) {
        await repo.addFavorite(this.db, userId, row.id);
        return { question_id: row.id, is_favorite: 1 };
      }
      return { question_id: row.id, is_favorite: 0 };
    }
    return { question_id: row.id, is_favorite: favorite ? 1 : 0 };
  }

  // ---- Console ----

  async consoleList(q: { start: number; limit: number }): Promise<Page<OpinionConsoleItem>> {
    const session = await this.sessionDay();
    const { rows, total } = await repo.listQuestions(this.db, {
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    const counts = await this.countsOf(this.db, rows);
    const result = rows.map((r) => ({
      ...this.base(r, counts, session),
      create_time: formatServerTime(r.createdAt),
      update_time: formatServerTime(r.updatedAt),
    }));
    return toPage(result, q.start, q.limit, total);
  }

  async add(actor: SysActor, f: OpinionQuestionFields): Promise<OpinionConsoleItem> {
    await this.checkDay(f.date);
    return this.uniqueDay(
      this.db.transaction(async (tx) => {
        const row = await repo.insertQuestion(tx, {
          day: f.date,
          title: f.title,
          options: f.options,
          createdBy: actor.id,
        });
        await this.audit(tx, actor, 'opinion.add', row.id, {
          date: f.date,
          title: f.title,
          options: f.options,
        });
        return this.consoleItem(row, new Map(), await this.sessionDay());
      }),
    );
  }

  /**
   * Changes a question. The title can always be corrected; the day and options only while nobody has
   * voted (a vote names its answer by position, and belongs to its day's session).
   */
  async edit(actor: SysActor, questionId: number, f: OpinionQuestionFields): Promise<OpinionConsoleItem> {
    return this.uniqueDay(
      this.db.transaction(async (tx) => {
        const row = await repo.lockQuestion(tx, questionId);
        if (!row) throw notFound(OPINION_MSG.questionNotFound);
        const sameDay = row.day === f.date;
        const sameOptions = row.options.join('\n') === f.options.join('\n');
        if (!sameDay || !sameOptions) {
          // Locked above, so no vote is in flight: this sees every vote there will be until commit.
          if (await repo.hasVotes(tx, row.id)) throw conflict(OPINION_MSG.hasVotes);
          if (!sameDay) await this.checkDay(f.date);
        }
        const updated = await repo.updateQuestion(tx, row.id, {
          day: f.date,
          title: f.title,
          options: f.options,
        });
        await this.audit(tx, actor, 'opinion.edit', row.id, {
          date: f.date,
          title: f.title,
          options: f.options,
          before: { date: row.day, title: row.title, options: row.options },
        });
        return this.consoleItem(updated, await this.countsOf(tx, [updated]), await this.sessionDay());
      }),
    );
  }

  /** Deletes a question with its votes and favourites; the audit entry keeps what it was. */
  async remove(actor: SysActor, questionId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockQuestion(tx, questionId);
      if (!row) throw notFound(OPINION_MSG.questionNotFound);
      const votes = await repo.deleteQuestion(tx, row.id);
      await this.audit(tx, actor, 'opinion.delete', row.id, {
        date: row.day,
        title: row.title,
        options: row.options,
        votes,
      });
    });
  }

  // ---- Helpers ----

  /** A question exists and its session has come (later ones are the editors' drafts). */
  private async visible(questionId: number, session: string): Promise<repo.QuestionRow> {
    const row = await repo.findQuestion(this.db, questionId);
    if (!row || row.day > session) throw notFound(OPINION_MSG.questionNotFound);
    return row;
  }

  /** Questions are set for trading days from the open session on (a past day could never be voted on). */
  private async checkDay(day: string): Promise<void> {
    if (!(await this.calendar.isTradingDay(day))) throw badRequest(OPINION_MSG.notTradingDay);
    if (day < (await this.sessionDay())) throw badRequest(OPINION_MSG.dayPassed);
  }

  private async uniqueDay<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      if (uniqueViolation(err) === 'opinion_questions_day') throw conflict(OPINION_MSG.dayTaken);
      throw err;
    }
  }

  private async countsOf(db: Db | Tx, rows: repo.QuestionRow[]): Promise<Counts> {
    const counts: Counts = new Map();
    for (const c of await repo.voteCounts(
      db,
      rows.map((r) => r.id),
    )) {
      const perOption = counts.get(c.questionId) ?? new Map<number, number>();
      perOption.set(c.option, c.n);
      counts.set(c.questionId, perOption);
    }
    return counts;
  }

  private statusOf(row: repo.QuestionRow, session: string): number {
    if (row.day > session) return OPINION_STATUS.UPCOMING;
    return row.day === session && this.now() < opinionCloseAt(row.day)
      ? OPINION_STATUS.OPEN
      : OPINION_STATUS.CLOSED;
  }

  private base(row: repo.QuestionRow, counts: Counts, session: string) {
    const perOption = counts.get(row.id);
    const tallies = row.options.map((_, i) => perOption?.get(i + 1) ?? 0);
    const percents = percentsOf(tallies);
    return {
      question_id: row.id,
      date: row.day,
      title: row.title,
      close_time: `${row.day} ${OPINION_CLOSE_TIME}`,
      status: this.statusOf(row, session),
      total: tallies.reduce((a, b) => a + b, 0),
      options: row.options.map((name, i) => ({
        option: i + 1,
        name,
        count: tallies[i],
        percent: percents[i],
      })),
    };
  }

  private consoleItem(row: repo.QuestionRow, counts: Counts, session: string): OpinionConsoleItem {
    return {
      ...this.base(row, counts, session),
      create_time: formatServerTime(row.createdAt),
      update_time: formatServerTime(row.updatedAt),
    };
  }

  /** Questions with their counts, and the viewer's own answer and favourite flag. */
  private async present(
    rows: repo.QuestionRow[],
    viewerId: number | null,
    session: string,
    db: Db | Tx = this.db,
  ): Promise<OpinionQuestion[]> {
    const ids = rows.map((r) => r.id);
    const [counts, votes, favorites] = await Promise.all([
      this.countsOf(db, rows),
      viewerId ? repo.votesOf(db, viewerId, ids) : [],
      viewerId ? repo.favoritesOf(db, viewerId, ids) : [],
    ]);
    const mine = new Map(votes.map((v) => [v.questionId, v.option]));
    const favored = new Set(favorites);
    return rows.map((r) => ({
      ...this.base(r, counts, session),
      my_option: mine.get(r.id) ?? 0,
      is_favorite: favored.has(r.id) ? 1 : 0,
    }));
  }

  private audit(tx: Tx, actor: SysActor, action: string, targetId: number, detail: Record<string, unknown>) {
    return recordAudit(tx, actor, { action, targetType: 'opinion_question', targetId, detail });
  }
}
