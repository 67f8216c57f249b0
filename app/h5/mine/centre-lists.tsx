/**
 * The member's own lists on the phone, with the calls of the desktop /mine/* pages: 我的帖子
 * (/api/v2/user/article/mine, with state, 编辑 and 删除), 收藏与动态 (/api/v1/user/action/list) and 草稿箱
 * (/api/v1/article/draft/list), each page 1 from the loader and the rest as the list scrolls.
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import {
  ACTION_TABS,
  ACTION_TYPES,
  type ActionItem,
  MINE_ARTICLE_TABS,
  MINE_POST_STATE_LABEL,
} from '@common/member';
import type { PostType } from '@common/post';
import { POST_STATUS, POST_TYPE_LABEL } from '@common/post-vocab';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CommentContent } from '~/features/comments/comment-content';
import { continueUrl, draftTitle, modifyPath } from '~/features/editor/drafts';
import { deleteDraft } from '~/features/editor/editor-api';
import { deletePost } from '~/features/member/member-api';
import type { Post } from '~/features/post-list/post-types';
import { homePostKey } from '~/features/user-home/user-home-tabs';
import { InfiniteList } from '~/h5/posts/infinite-list';
import { type H5Post, H5PostCard, H5Time } from '~/h5/posts/post-card';
import type { InitialList } from '~/h5/posts/use-paged-list';
import { CENTRE_TITLES, type CentrePageName, centrePath } from './centre-pages';
import { deleteConfirmed } from './confirm-delete';
import { ForwardNote } from './forward-note';
import { PageTabs } from './page-tabs';
import './mine.css';

const keyOfAction = (item: ActionItem) =>
  item.action.comment ? `c${item.action.comment.comment_id}` : item.article_id;
const keyOfDraft = (draft: Post) => draft.article_id;

const STATE_CLASS: Record<number, string> = {
  [POST_STATUS.REVIEW]: 'h5-mine-state-review',
  [POST_STATUS.PUBLISHED]: 'h5-mine-state-published',
  [POST_STATUS.HIDDEN]: 'h5-mine-state-hidden',
};

/** Asks, deletes, then drops the row; nothing when the member cancelled or the call failed (already shown). */
/** A centre page whose tabs are the `type` of one API call, kept in its URL's ?type=. */
function TypedList<T>({
  name,
  tabs,
  path,
  tab,
  ...list
}: {
  name: CentrePageName;
  tabs: readonly { type: number; label: string }[];
  path: string;
  tab: number;
  initial: InitialList<T>;
  keyOf: (item: T) => string;
  emptyText: string;
  renderItem: (item: T, remove: () => void) => ReactNode;
}) {
  return (
    <>
      <PageTabs
        tabs={tabs.map((t) => ({ key: t.type, label: t.label }))}
        active={tab}
        hrefOf={(type) => `${centrePath(name)}?type=${type}`}
      />
      <InfiniteList
        source={{ path, query: { type: tab }, limit: LIST_PAGE_SIZE }}
        label={CENTRE_TITLES[name]}
        {...list}
      />
    </>
  );
}

export function MyPostsList({ tab, initial }: { tab: number; initial: InitialList<H5Post> }) {
  return (
    <TypedList
      name="article"
      tabs={MINE_ARTICLE_TABS}
      path="/api/v2/user/article/mine"
      tab={tab}
      initial={initial}
      keyOf={homePostKey}
      emptyText="暂无帖子"
      renderItem={(post, remove) => (
        <H5PostCard post={post}>
          {post.forward ? (
            <ForwardNote forward={post.forward} className="h5-mine-bar" />
          ) : (
            <div className="h5-mine-bar">
              <span className={`h5-mine-state ${STATE_CLASS[post.status] ?? ''}`}>
                {MINE_POST_STATE_LABEL[post.status]}
              </span>
              <span className="h5-mine-bar-actions">
                <Link to={modifyPath(post.article_id)}>编辑</Link>
                <button
                  type="button"
                  className="h5-mine-danger"
                  onClick={async () => {
                    if (await deleteConfirmed(() => deletePost(post.article_id))) remove();
                  }}
                >
                  删除
                </button>
              </span>
            </div>
          )}
        </H5PostCard>
      )}
    />
  );
}

const VERB: Record<number, string> = {
  [ACTION_TYPES.like]: '点赞于',
  [ACTION_TYPES.collect]: '收藏于',
  [ACTION_TYPES.comment]: '评论于',
};

export function MyActionsList({ tab, initial }: { tab: number; initial: InitialList<ActionItem> }) {
  return (
    <TypedList
      name="action"
      tabs={ACTION_TABS}
      path="/api/v1/user/action/list"
      tab={tab}
      initial={initial}
      keyOf={keyOfAction}
      emptyText="暂无内容"
      renderItem={(item) => (
        <>
          {item.action.comment && (
            <p className="h5-mine-comment">
              <CommentContent html={item.action.comment.content} />
            </p>
          )}
          <H5PostCard post={item}>
            <p className="h5-mine-bar">
              {VERB[tab]} <H5Time time={item.action.create_time} />
            </p>
          </H5PostCard>
        </>
      )}
    />
  );
}

/** Each draft opens the publish form with it (continueUrl, as the desktop 草稿箱). */
export function MyDraftsList({ initial, pageSize }: { initial: InitialList<Post>; pageSize: number }) {
  return (
    <InfiniteList
      source={{ path: '/api/v1/article/draft/list', query: {}, limit: pageSize }}
      initial={initial}
      keyOf={keyOfDraft}
      label={CENTRE_TITLES.draft}
      emptyText="暂无草稿"
      renderItem={(draft, remove) => (
        <div className="h5-mine-row">
          <Link to={continueUrl(draft)} className="h5-mine-row-main">
            <span className="h5-mine-row-title">{draftTitle(draft)}</span>
            <span className="h5-mine-row-meta">
              {POST_TYPE_LABEL[draft.type as PostType] ?? ''} · 创建于 {draft.create_time.slice(0, 16)}
            </span>
          </Link>
          <button
            type="button"
            className="h5-mine-danger"
            onClick={async () => {
              if (await deleteConfirmed(() => deleteDraft(draft.article_id))) remove();
            }}
          >
            删除
          </button>
        </div>
      )}
    />
  );
}
