import { formatServerTime } from '../../../common/format';
import { type Relation, relationOf } from '../../../common/relation';
import type { StockItem } from '../../../common/stock';
import type { PostAuthor, PostRow } from './post.repo';

export interface ReadGate {
  reason: 'login' | 'fans_only' | 'read_limit' | 'paid';
  message: string;
}

export interface Viewer {
  id: number;
  createdAt: Date;
}

/**
 * Who may read the full body (SPEC §2 publish options). The author always may; otherwise fans-only,
 * read-limit (days of membership) and 工分 price each close the body, shown honestly with a reason.
 */
export function readGate(
  post: PostRow,
  viewer: Viewer | null,
  viewerFollowsAuthor: boolean,
): ReadGate | null {
  if (viewer?.id === post.userId) return null;
  if ((post.fansLimit || post.readLimit > 0) && !viewer) {
    return { reason: 'login', message: '登录后即可阅读全文' };
  }
  if (post.fansLimit && !viewerFollowsAuthor) {
    return { reason: 'fans_only', message: '该文章仅对作者的粉丝开放，关注作者后即可阅读全文' };
  }
  if (viewer && post.readLimit > 0) {
    const days = (Date.now() - viewer.createdAt.getTime()) / 86_400_000;
    if (days < post.readLimit) {
      return { reason: 'read_limit', message: `注册满${post.readLimit}天的用户才能阅读全文` };
    }
  }
  if (post.readIntegral > 0) {
    return { reason: 'paid', message: `支付${post.readIntegral}工分即可阅读全文（工分支付即将开放）` };
  }
  return null;
}

/** Whether some readers cannot open the body (fans-only, read limit or a 工分 price). */
export const bodyGated = (p: Pick<PostRow, 'fansLimit' | 'readLimit' | 'readIntegral'>) =>
  p.fansLimit || p.readLimit > 0 || p.readIntegral > 0;

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

export interface ItemOptions {
  author: PostAuthor | undefined;
  /** The viewer's relation to the author; none for visitors. */
  relation?: Relation;
  reaction?: number;
  collected?: boolean;
  /** Include the body (detail); lists send the summary only. */
  withContent?: boolean;
  gate?: ReadGate | null;
  viewerId?: number;
  stocks?: StockItem[];
}

const time = (d: Date | null) => (d ? formatServerTime(d) : null);

/** The post item of the API (docs/api/posts.md; field names from REFERENCE.md). */
export function toPostItem(p: PostRow, o: ItemOptions) {
  const gate = o.gate ?? null;
  // A summary is the start of the body: hide it wherever the body is closed, lists included (their
  // items compute no gate), so a short fans-only or paid post cannot be read from its preview.
  const hideSummary = gate !== null || (!o.withContent && bodyGated(p) && o.viewerId !== p.userId);
  const images = bodyImages(p.contentHtml);
  return {
    article_id: p.articleId,
    type: p.type,
    back_garden: p.section,
    category_id: p.categoryId,
    title: p.title,
    summary: hideSummary ? '' : p.summary,
    content: o.withContent && !gate ? p.contentHtml : '',
    cover: p.cover,
    image: gate ? [] : images,
    tags: p.tags,
    stock_list: o.stocks ?? [],
    link_url: p.linkUrl,
    link_title: p.linkTitle,
    attachments: gate ? [] : p.attachments,
    user: {
      user_id: p.userId,
      nickname: o.author?.nickname ?? '',
      avatar: o.author?.avatar ?? '',
      style_str: o.author?.styleStr ?? '',
      medal_count: o.author?.medalCount ?? 0,
      ...(o.relation ?? relationOf(undefined)),
    },
    like_count: p.likeCount,
    step_count: p.stepCount,
    collect_count: p.collectCount,
    forward_count: p.forwardCount,
    comment_count: p.commentCount,
    view_count: p.viewCount,
    is_like: o.reaction ?? 0,
    is_collect: o.collected ? 1 : 0,
    read_limit: p.readLimit,
    fans_limit: p.fansLimit ? 1 : 0,
    copy_limit: p.copyLimit ? 1 : 0,
    read_integral: p.readIntegral,
    interest_disclosure: p.interestDisclosure,
    status: p.status,
    is_top: p.isTop ? 1 : 0,
    create_time: formatServerTime(p.createdAt),
    check_time: time(p.checkTime),
    new_interaction_time: time(p.newInteractionTime),
    gate,
    is_author: o.viewerId === p.userId ? 1 : 0,
  };
}

export type PostItem = ReturnType<typeof toPostItem>;
