import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { COMPLAINT_STATUS, comments, complaints, posts, USER_STATUS, users } from '../../db/schema';
import { notBanned, revokeAllSessions } from '../user/user.repo';

// ---- posts and comments ------------------------------------------------------------------------------

const postColumns = {
  articleId: posts.articleId,
  title: posts.title,
  summary: posts.summary,
  userId: posts.userId,
  nickname: users.nickname,
  status: posts.status,
  sensitiveWords: posts.sensitiveWords,
  createdAt: posts.createdAt,
};
export type ModerationPostRow = {
  articleId: string;
  title: string;
  summary: string;
  userId: number;
  nickname: string;
  status: number;
  sensitiveWords: string[];
  createdAt: Date;
};

/** Posts the sensitive-word list held, oldest first (the order they are worked through). */
export function postsInReview(db: DbOrTx, limit: number, offset: number): Promise<ModerationPostRow[]> {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.status, POST_STATUS.REVIEW))
    .orderBy(asc(posts.id))
    .limit(limit)
    .offset(offset);
}

export async function countInReview(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.status, POST_STATUS.REVIEW));
  return row.n;
}

/** A post by its article id in any state but draft (drafts are private to their author). */
export async function findPost(db: DbOrTx, articleId: string): Promise<ModerationPostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.articleId, articleId), sql`${posts.status} <> ${POST_STATUS.DRAFT}`))
    .limit(1);
  return row;
}

export interface ModerationCommentRow {
  id: number;
  articleId: string;
  contentHtml: string;
  userId: number;
  nickname: string;
  status: number;
  createdAt: Date;
}

export async function findComment(db: DbOrTx, commentId: number): Promise<ModerationCommentRow | undefined> {
  const [row] = await db
    .select({
      id: comments.id,
      articleId: posts.articleId,
      contentHtml: comments.contentHtml,
      userId: comments.userId,
      nickname: users.nickname,
      status: comments.status,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

// ---- complaints ----------------------------------------------------------------------------------------

export type ComplaintRow = typeof complaints.$inferSelect & { reporterNickname: string };

export async function listComplaints(
  db: DbOrTx,
  status: number,
  limit: number,
  offset: number,
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const reporter = alias(users, 'reporter');
  const [rows, [total]] = await Promise.all([
    db
      .select({ complaint: complaints, reporterNickname: reporter.nickname })
      .from(complaints)
      .innerJoin(reporter, eq(reporter.id, complaints.userId))
      .where(eq(complaints.status, status))
      // Open ones oldest first (worked through in order); resolved ones newest first.
      .orderBy(status === COMPLAINT_STATUS.OPEN ? asc(complaints.id) : desc(complaints.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(complaints).where(eq(complaints.status, status)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.complaint, reporterNickname: r.reporterNickname })),
    total: total.n,
  };
}

/** The texts of complaints' targets, keyed `type:id`: one query per target type. */
export async function complaintTargets(
  db: DbOrTx,
  targets: { targetType: string; targetId: string }[],
): Promise<Map<string, { text: string; articleId: string | null; userId: number }>> {
  const out = new Map<string, { text: string; articleId: string | null; userId: number }>();
  const ids = (type: string) => [
    ...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId)),
  ];
  const numeric = (list: string[]) => list.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const articleIds = ids('article');
  const commentIds = numeric(ids('comment'));
  const userIds = numeric(ids('user'));
  const [postRows, commentRows, userRows] = await Promise.all([
    articleIds.length
      ? db
          .select({
            articleId: posts.articleId,
            title: posts.title,
            summary: posts.summary,
            userId: posts.userId,
          })
          .from(posts)
          .where(inArray(posts.articleId, articleIds))
      : [],
    commentIds.length
      ? db
          .select({
            id: comments.id,
            contentHtml: comments.contentHtml,
            articleId: posts.articleId,
            userId: comments.userId,
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(inArray(comments.id, commentIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, userIds))
      : [],
  ]);
  for (const p of postRows) {
    out.set(`article:${p.articleId}`, {
      text: p.title || p.summary,
      articleId: p.articleId,
      userId: p.userId,
    });
  }
  for (const c of commentRows) {
    out.set(`comment:${c.id}`, { text: c.contentHtml, articleId: c.articleId, userId: c.userId });
  }
  for (const u of userRows) out.set(`user:${u.id}`, { text: u.nickname, articleId: null, userId: u.id });
  return out;
}

/** Locks an open complaint until the transaction ends; undefined when it is gone or resolved. */
export async function lockOpenComplaint(
  tx: DbOrTx,
  id: number,
): Promise<typeof complaints.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.status, COMPLAINT_STATUS.OPEN)))
    .for('update')
    .limit(1);
  return row;
}

/** Resolves open complaints (this one, or with `sameTarget` every open one about its target). */
export async function resolveComplaints(
  tx: DbOrTx,
  c: { id: number; targetType: string; targetId: string },
  status: number,
  by: string,
  sameTarget: boolean,
): Promise<number[]> {
  const which = sameTarget
    ? and(eq(complaints.targetType, c.targetType), eq(complaints.targetId, c.targetId))
    : eq(complaints.id, c.id);
  const rows = await tx
    .update(complaints)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: by })
    .where(and(which, eq(complaints.status, COMPLAINT_STATUS.OPEN)))
    .returning({ id: complaints.id });
  return rows.map((r) => r.id);
}

// ---- members -------------------------------------------------------------------------------------------

export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'nickname' | 'phone' | 'countryCode' | 'posts' | 'createdAt' | 'status' | 'bannedUntil' | 'banReason'
>;

const memberColumns = {
  id: users.id,
  nickname: users.nickname,
  phone: users.phone,
  countryCode: users.countryCode,
  posts: users.posts,
  createdAt: users.createdAt,
  status: users.status,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
};

/** Members by id, exact phone, or nickname containing the keyword; the 20 best. */
export function findMembers(db: DbOrTx, keyword: string): Promise<MemberRow[]> {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  const byId = /^\d{1,15}$/.test(keyword) ? [eq(users.id, Number(keyword)), eq(users.phone, keyword)] : [];
  return db
    .select(memberColumns)
    .from(users)
    .where(or(...byId, ilike(users.nickname, `%${escaped}%`)))
    .orderBy(asc(users.id))
    .limit(20);
}

export async function findMember(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Members banned now, most recently changed first. */
export function bannedMembers(db: DbOrTx, limit: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(sql`not ${notBanned()}`)
    .orderBy(desc(users.updatedAt))
    .limit(limit);
}

/** Bans the member and ends every session of theirs, in the caller's transaction. */
export async function banMember(
  tx: DbOrTx,
  id: number,
  reason: string,
  until: Date | null,
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ status: USER_STATUS.BANNED, bannedUntil: until, banReason: reason, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(memberColumns);
  if (row) await revokeAllSessions(tx, id);
  return row;
}

/** Lifts a ban; undefined when the member is not banned now. */
export async function unbanMember(tx: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ status: USER_STATUS.ACTIVE, bannedUntil: null, banReason: '', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`not ${notBanned()}`))
    .returning(memberColumns);
  return row;
}
