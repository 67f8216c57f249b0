import { formatServerTime } from '../../../common/format';
import { relationOf } from '../../../common/relation';
import type { StockItem } from '../../../common/stock';
import type { BountyRow } from '../bounty/bounty.repo';
import type { PostAuthor, PostRow } from './post.repo';
import { type Reader, viewOf } from './post-gate';

export interface ItemOptions {
  author: PostAuthor | undefined;
  /** The reader the item is for (null for visitors): the read gate decides what of the body they see. */
  reader: Reader | null;
  reaction?: number;
  collected?: boolean;
  /** Detail, preview and drafts carry the body's HTML as `content`; lists its plain-text start. */
  withBody?: boolean;
  stocks?: StockItem[];
  /** The ask post's bounty (bounty.repo.ts), if it has one. */
  bounty?: BountyRow;
}

const time = (d: Date | null) => (d ? formatServerTime(d) : null);

/**
 * The post item of the API (docs/api/posts.md; field names from REFERENCE.md). Everything taken from the
 * body goes through the read gate (post-gate.ts), lists included.
 */
export function toPostItem(p: PostRow, o: ItemOptions) {
  const view = viewOf(p, o.reader);
  const viewerId = o.reader?.id;
  return {
    article_id: p.articleId,
    type: p.type,
    back_garden: p.section,
    category_id: p.categoryId,
    title: p.title,
    summary: view.summary,
    // The real API's `content`: the body in a detail, its plain text in lists.
    content: o.withBody ? view.html : view.summary,
    cover: view.cover,
    image: view.images,
    tags: p.tags,
    stock_list: o.stocks ?? [],
    link_url: view.linkUrl,
    link_title: p.linkTitle,
    attachments: view.attachments,
    user_id: p.userId,
    user: {
      user_id: p.userId,
      nickname: o.author?.nickname ?? '',
      avatar: o.author?.avatar ?? '',
      style_str: o.author?.styleStr ?? '',
      medal_count: o.author?.medalCount ?? 0,
      ...relationOf(o.reader?.follows.get(p.userId)),
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
    gate: view.gate,
    is_author: viewerId === p.userId ? 1 : 0,
    bounty: o.bounty
      ? {
          integral: o.bounty.integral,
          status: o.bounty.status,
          deadline: formatServerTime(o.bounty.deadline),
          winner_comment_id: o.bounty.winnerCommentId,
        }
      : null,
  };
}

export type PostItem = ReturnType<typeof toPostItem>;
