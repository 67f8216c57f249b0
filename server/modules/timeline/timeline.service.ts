import { formatServerTime } from '../../../common/format';
import { POST_STATUS, type PostFields } from '../../../common/post';
import {
  monthOf,
  TIMELINE_CONTENT_MAX,
  TIMELINE_MONTH_MAX,
  TIMELINE_MSG,
  type TimelineConsoleItem,
  type TimelineDay,
  type TimelineEventFields,
  type TimelineGrant,
  type TimelineItem,
  type TimelineListBody,
  type TimelineNewsDay,
} from '../../../common/timeline';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound, orMissing } from '../../lib/errors';
import { htmlToText } from '../../lib/sanitize';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { houseAccountId } from '../console/house-account.repo';
import { type Page, type PostService, toPage } from '../post/post.service';
import { bodyGated } from '../post/post-gate';
import * as repo from './timeline.repo';

/** Timeline events are news: the 资讯 category of the community lists (common/post-vocab.ts). */
const EVENT_CATEGORY = '101';

/** The post an event is: a long post whose tags are the event's themes. */
const postFieldsOf = (f: TimelineEventFields): PostFields => ({
  type: 'long',
  title: f.title,
  content: f.content,
  tags: f.theme_list,
  category_id: EVENT_CATEGORY,
  link_url: '',
  link_title: '',
  attachments: [],
  read_limit: 0,
  fans_limit: false,
  read_integral: 0,
  copy_limit: false,
  to_square: false,
  interest_disclosure: '',
});

const eventColumnsOf = (f: TimelineEventFields) => ({
  eventDate: f.date,
  grade: f.grade,
  source: f.source,
  themes: f.theme_list,
});

/** The first day of the month after `YYYY-MM`. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

function itemOf(row: repo.EventRow): TimelineItem {
  return {
    article_id: row.articleId,
    title: row.title,
    // A body its author later priced or closed to fans is read on its own page, through the read gate.
    content: bodyGated(row) ? '' : htmlToText(row.contentHtml, TIMELINE_CONTENT_MAX),
    create_time: formatServerTime(row.publishedAt),
    timeline: { grade: row.grade, source: row.source, theme_list: row.themes },
  };
}

/** Rows (newest day first) as REFERENCE's day groups. */
function byDay<T>(rows: repo.EventRow[], item: (row: repo.EventRow) => T): { date: string; list: T[] }[] {
  const days: { date: string; list: T[] }[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.date === row.eventDate) last.list.push(item(row));
    else days.push({ date: row.eventDate, list: [item(row)] });
  }
  return days;
}

const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/**
 * The timeline (SPEC §2 /timeline, §7 "Timeline"; docs/api/timeline.md). Each event is a post written
 * through the post layer (its /a/{id} page, search entry and stock links), plus the event's day, grade,
 * source and themes in the same transaction. Editors write events in the console, for the house account;
 * members an editor granted it to publish their own, which pass the sensitive-word check like any post.
 */
export class TimelineService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
  ) {}

  /** `/timeline/list`: a month's events (`date`), or a page of events; grouped by day, newest first. */
  async list(q: TimelineListBody): Promise<TimelineDay[]> {
    const rows = q.date
      ? await repo.listEvents(this.db, {
          grade: q.grade,
          from: `${q.date}-01`,
          until: nextMonthStart(q.date),
          limit: TIMELINE_MONTH_MAX,
          offset: 0,
        })
      : await repo.listEvents(this.db, { grade: q.grade, limit: q.limit, offset: (q.start - 1) * q.limit });
    return byDay(rows, itemOf);
  }

  /** `/timeline/news`: the newest `limit` events' titles, grouped by day (the home sidebar's preview). */
  async news(limit: number): Promise<TimelineNewsDay[]> {
    const rows = await repo.listEvents(this.db, { grade: 0, limit, offset: 0 });
    return byDay(rows, (r) => ({ article_id: r.articleId, title: r.title, grade: r.grade }));
  }

  /** The month of the earliest event ('' when none): /timeline's infinite scroll stops there. */
  async earliestMonth(): Promise<string> {
    const day = await repo.earliestDay(this.db);
    return day ? monthOf(day) : '';
  }

  /** /timeline/{articleId}: a published event and its whole day. */
  async event(articleId: string): Promise<{ item: TimelineItem; day: TimelineDay }> {
    const row = await repo.findEvent(this.db, articleId);
    if (row?.status !== POST_STATUS.PUBLISHED) throw notFound(TIMELINE_MSG.eventNotFound);
    const next = new Date(`${row.eventDate}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const rows = await repo.listEvents(this.db, {
      grade: 0,
      from: row.eventDate,
      until: next.toISOString().slice(0, 10),
      limit: TIMELINE_MONTH_MAX,
      offset: 0,
    });
    return { item: itemOf(row), day: { date: row.eventDate, list: rows.map(itemOf) } };
  }

  canPublish(userId: number): Promise<boolean> {
    return repo.isPublisher(this.db, userId);
  }

  /**
   * `/timeline/add`: a granted member's event, as their own post. The grant is checked again inside the
   * post's transaction (and held there), so a revoke that lands meanwhile cannot let one through.
   */
  async publish(userId: number, f: TimelineEventFields): Promise<{ article_id: string; status: number }> {
    if (!(await repo.isPublisher(this.db, userId))) throw forbidden(TIMELINE_MSG.notGranted);
    return this.posts.add(userId, postFieldsOf(f), {
      within: async (tx, post) => {
        if (!(await repo.isPublisher(tx, userId, true))) throw forbidden(TIMELINE_MSG.notGranted);
        await repo.insertEvent(tx, { postId: post.id, ...eventColumnsOf(f) });
      },
    });
  }

  /** Console: an editor's event, published at once for the house account. */
  async add(actor: SysActor, f: TimelineEventFields): Promise<{ article_id: string; status: number }> {
    const houseId = await houseAccountId(this.db);
    return this.posts.add(houseId, postFieldsOf(f), {
      editorial: true,
      within: async (tx, post) => {
        await repo.insertEvent(tx, { postId: post.id, ...eventColumnsOf(f) });
        await this.audit(tx, actor, 'timeline.add', post.articleId, { title: f.title, date: f.date });
      },
    });
  }

  /** Console: changes any event (an editor's or a member's); its author stays who wrote it. */
  async edit(
    actor: SysActor,
    articleId: string,
    f: TimelineEventFields,
  ): Promise<{ article_id: string; status: number }> {
    const event = await repo.findEvent(this.db, articleId);
    if (!event) throw notFound(TIMELINE_MSG.eventNotFound);
    return this.posts.update(event.userId, articleId, postFieldsOf(f), {
      editorial: true,
      within: async (tx, post) => {
        if (!(await repo.updateEvent(tx, post.id, eventColumnsOf(f)))) {
          throw notFound(TIMELINE_MSG.eventNotFound);
        }
        await this.audit(tx, actor, 'timeline.edit', articleId, { title: f.title, date: f.date });
      },
    });
  }

  /** Console: takes the event off the timeline and deletes its post. */
  async remove(actor: SysActor, articleId: string): Promise<void> {
    const event = await repo.findEvent(this.db, articleId);
    if (!event) throw notFound(TIMELINE_MSG.eventNotFound);
    await this.posts.remove(event.userId, articleId, {
      within: async (tx, post) => {
        if (!(await repo.deleteEvent(tx, post.id))) throw notFound(TIMELINE_MSG.eventNotFound);
        await this.audit(tx, actor, 'timeline.delete', articleId, { title: post.title });
      },
    });
  }

  /** Console: events with their authors, any state but deleted. */
  async consoleList(q: {
    keyword: string;
    start: number;
    limit: number;
  }): Promise<Page<TimelineConsoleItem>> {
    const { rows, total } = await repo.listForConsole(this.db, {
      keyword: q.keyword,
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    const result = rows.map((r) => ({
      ...itemOf(r),
      date: r.eventDate,
      status: r.status,
      content_html: r.contentHtml,
      user: { user_id: r.userId, nickname: r.nickname },
    }));
    return toPage(result, q.start, q.limit, total);
  }

  async grant(actor: SysActor, userId: number): Promise<void> {
    await orMissing(
      this.db.transaction(async (tx) => {
        if (await repo.grant(tx, userId, actor.id)) {
          await this.audit(tx, actor, 'timeline.grant', userId, {}, 'user');
        }
      }),
      notFound(TIMELINE_MSG.memberNotFound),
    );
  }

  async revoke(actor: SysActor, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await repo.revoke(tx, userId))) throw notFound(TIMELINE_MSG.notGrantedMember);
      await this.audit(tx, actor, 'timeline.revoke', userId, {}, 'user');
    });
  }

  async grants(q: { start: number; limit: number }): Promise<Page<TimelineGrant>> {
    const { rows, total } = await repo.listGrants(this.db, {
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    const result = rows.map((r) => ({
      user_id: r.userId,
      nickname: r.nickname,
      phone: maskPhone(r.phone),
      create_time: formatServerTime(r.createdAt),
    }));
    return toPage(result, q.start, q.limit, total);
  }

  private audit(
    tx: Tx,
    actor: SysActor,
    action: string,
    targetId: string | number,
    detail: Record<string, unknown>,
    targetType = 'post',
  ) {
    return recordAudit(tx, actor, { action, targetType, targetId, detail });
  }
}
