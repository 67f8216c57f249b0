import type { DbOrTx } from '../../db/client';
import type { Attachment } from '../../db/schema';
import { followsAmong } from '../follow/follow.repo';
import { unlockedAmong } from '../reward/reward.repo';
import { findUserById } from '../user/user.repo';
import type { PostRow } from './post.repo';

/**
 * The read gate (SPEC §2 publish options, docs/decisions/0009): the one place that decides what of a
 * post a reader may see. Every producer of post content (list and detail items, search snippets, share
 * titles, the hot board, notice previews) asks it, so a closed body cannot leak through a side door.
 */

export interface ReadGate {
  reason: 'login' | 'fans_only' | 'read_limit' | 'paid';
  message: string;
}

/** A member as the gate sees them; a visitor is `null`. */
export interface Reader {
  id: number;
  createdAt: Date;
  /** The authors (of the posts at hand) the reader follows, each with whether specially. */
  follows: ReadonlyMap<number, boolean>;
  /** The priced posts (of those at hand) the reader has paid to unlock. */
  unlocked: ReadonlySet<number>;
}

export type GatedPost = Pick<PostRow, 'fansLimit' | 'readLimit' | 'readIntegral'> & {
  userId?: number;
  id?: number;
};

/**
 * Why the reader may not open the body, or null when they may. The author always may; otherwise
 * fans-only, read-limit (days of membership) and 工分 price each close it, shown honestly with a reason.
 */
export function readGate(post: GatedPost, reader: Reader | null): ReadGate | null {
  if (reader && reader.id === post.userId) return null;
  if ((post.fansLimit || post.readLimit > 0) && !reader) {
    return { reason: 'login', message: '登录后即可阅读全文' };
  }
  if (post.fansLimit && !(post.userId !== undefined && reader?.follows.has(post.userId))) {
    return { reason: 'fans_only', message: '该文章仅对作者的粉丝开放，关注作者后即可阅读全文' };
  }
  if (reader && post.readLimit > 0) {
    const days = (Date.now() - reader.createdAt.getTime()) / 86_400_000;
    if (days < post.readLimit) {
      return { reason: 'read_limit', message: `注册满${post.readLimit}天的用户才能阅读全文` };
    }
  }
  if (post.readIntegral > 0 && !(post.id !== undefined && reader?.unlocked.has(post.id))) {
    return { reason: 'paid', message: `支付${post.readIntegral}工分即可阅读全文` };
  }
  return null;
}

/**
 * Whether a visitor is kept out: what content shown to everyone alike (the hot board, the word cloud,
 * the search index, share titles) may not quote.
 */
export const bodyGated = (p: GatedPost) => readGate(p, null) !== null;

/** Image URLs of a sanitised body, emoji excluded; lists show them as thumbnails. */
export function bodyImages(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b([^>]*)>/g)) {
    if (/\bdata-emoji=/.test(m[1])) continue;
    const src = /\bsrc="([^"]+)"/.exec(m[1])?.[1];
    if (src) out.push(src.replaceAll('&amp;', '&'));
    if (out.length === 9) break;
  }
  return out;
}

/** What of a post the reader sees: everything from its body, or (closed) none of it, with the reason. */
export interface PostView {
  gate: ReadGate | null;
  /** The start of the body as plain text. */
  summary: string;
  html: string;
  images: string[];
  cover: string;
  attachments: Attachment[];
  linkUrl: string;
}

export function viewOf(p: PostRow, reader: Reader | null): PostView {
  const gate = readGate(p, reader);
  if (gate) return { gate, summary: '', html: '', images: [], cover: '', attachments: [], linkUrl: '' };
  return {
    gate,
    summary: p.summary,
    html: p.contentHtml,
    images: bodyImages(p.contentHtml),
    cover: p.cover,
    attachments: p.attachments,
    linkUrl: p.linkUrl,
  };
}

/**
 * The reader of a page of posts: one query for the member (their join date), one for their follows among
 * the posts' authors and, when some posts are priced, one for which of those they unlocked, however many
 * posts the page holds.
 */
export async function readerOf(
  db: DbOrTx,
  viewerId: number | null,
  posts: readonly { userId: number; id?: number; readIntegral?: number }[],
): Promise<Reader | null> {
  if (!viewerId) return null;
  const priced = posts.flatMap((p) => (p.id !== undefined && (p.readIntegral ?? 0) > 0 ? [p.id] : []));
  const [user, follows, unlocked] = await Promise.all([
    findUserById(db, viewerId),
    followsAmong(db, viewerId, [...new Set(posts.map((p) => p.userId))]),
    priced.length > 0 ? unlockedAmong(db, viewerId, priced) : new Set<number>(),
  ]);
  return user ? { id: user.id, createdAt: user.createdAt, follows, unlocked } : null;
}
