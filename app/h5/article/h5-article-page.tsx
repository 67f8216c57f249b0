/**
 * The phone's reading page (issue 13 item 2): the post as /a/{id} shows it, the author with 关注, the
 * comments and a fixed action bar. Its first load is plain markup and this page's own code: antd-mobile
 * (the comments, the share sheet, the image viewer, toasts) loads when it is needed.
 */

import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FileExcelOutlined from '@ant-design/icons-svg/es/asn/FileExcelOutlined';
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import FileWordOutlined from '@ant-design/icons-svg/es/asn/FileWordOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { formatCount, formatFileSize } from '@common/format';
import { CATEGORIES, STORED_POST_TYPE_LABEL } from '@common/post-vocab';
import type { FollowState } from '@common/social';
import { stockPath } from '@common/stock-vocab';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '~/components/deferred';
import { userLinkHref } from '~/features/article/leaving-url';
import { GateBox, LinkCard } from '~/features/article/reading-parts';
import { useAuth } from '~/features/auth/auth-context';
import { useUnlockedPost } from '~/features/pay/use-unlock';
import { type AttachmentKind, attachmentKind } from '~/features/post-list/attachment-kind';
import type { Post } from '~/features/post-list/post-types';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { searchUrl } from '~/features/search/search-scopes';
import { FOLLOW_ACTIONS, followUser } from '~/features/user-home/user-home-api';
import { h5HomePath } from '~/h5/posts/paths';
import { Icon } from '~/h5/shell/icon';
import { useSubmit } from '~/lib/use-submit';
import { H5UnlockButton } from '../money/unlock-button';
import { shareCard } from '../share/share-card';
import { useWxShare } from '../share/use-wx-share';
import { H5ActionBar } from './h5-action-bar';
import { H5ArticleBody } from './h5-article-body';
import { Avatar, TimeText } from './h5-bits';
import type { Composing } from './h5-comments';
import './h5-article.css';

/** Fetched after hydration anyway (as on /a/{id}); the server renders the heading in its place. */
const H5Comments = lazyNamed(() => import('./h5-comments'), 'H5Comments');
/** Who rewarded the post is fetched after hydration too; 打赏 and its sheet come with it. */
const H5ArticleRewards = lazyNamed(() => import('../money/article-rewards'), 'H5ArticleRewards');

export function H5ArticlePage({
  post: loaded,
  viewer,
  origin,
}: {
  post: Post;
  viewer: number | null;
  origin: string;
}) {
  // Once the reader pays to unlock it, the post fetched again (whole).
  const { post, unlocked } = useUnlockedPost(loaded);
  const { user } = useAuth();
  const own = user?.user_id === post.user.user_id;
  const [composing, setComposing] = useState<Composing>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const card = shareCard(post, origin);
  useWxShare(card);
  const category = CATEGORIES.find((c) => c.id === post.category_id)?.name;

  return (
    <div className="h5a-page">
      <article className="h5a">
        {post.title && <h1 className="h5a-title">{post.title}</h1>}
        <div className="h5a-meta">
          <Link className="h5a-author" to={h5HomePath(post.user.user_id)}>
            <Avatar user={post.user} size={28} />
            <span className="h5a-author-name">{post.user.nickname || '用户'}</span>
          </Link>
          <TimeText time={post.check_time ?? post.create_time} />
          <span className={`h5a-badge h5a-badge-${post.type}`}>{STORED_POST_TYPE_LABEL[post.type]}</span>
          {category && <span className="h5a-category">{category}</span>}
          <span className="h5a-views">
            <Icon icon={EyeOutlined} /> 阅读 {formatCount(post.view_count)}
          </span>
        </div>
        <Stocks stocks={post.stock_list} />
        <LinkCard
          post={post}
          prefix="h5a-link"
          icon={<Icon icon={ExportOutlined} className="h5a-link-icon" />}
        />
        {post.gate ? (
          <GateBox
            post={post}
            prefix="h5a-gate"
            icon={<Icon icon={LockOutlined} className="h5a-gate-icon" />}
            loginButton={(login) => (
              <button type="button" className="h5a-button primary" onClick={login}>
                登录
              </button>
            )}
            unlockButton={<H5UnlockButton post={post} onUnlocked={unlocked} />}
          />
        ) : (
          <H5ArticleBody html={post.content} copyLimit={post.copy_limit === 1} />
        )}
        <Attachments attachments={post.attachments} />
        {post.tags.length > 0 && (
          <ul className="h5a-tags" aria-label="标签">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={searchUrl(tag, '2')}>#{tag}</Link>
              </li>
            ))}
          </ul>
        )}
        {post.interest_disclosure && <p className="h5a-disclosure">利益披露：{post.interest_disclosure}</p>}
      </article>
      {hydrated && (
        <Suspense fallback={null}>
          <H5ArticleRewards key={post.article_id} post={post} canReward={!own} />
        </Suspense>
      )}
      <AuthorCard key={`${post.user.user_id}:${viewer}`} author={post.user} own={own} />
      <section className="h5a-comments" id="comments" aria-label="评论">
        {hydrated ? (
          <Suspense fallback={<CommentsHeading count={post.comment_count} />}>
            <H5Comments
              key={`${post.article_id}:${viewer}`}
              post={post}
              composing={composing}
              onComposing={setComposing}
            />
          </Suspense>
        ) : (
          <CommentsHeading count={post.comment_count} />
        )}
      </section>
      <H5ActionBar
        key={`${post.article_id}:${viewer}`}
        post={post}
        own={own}
        shareUrl={card.link}
        onComment={() => setComposing({ kind: 'post' })}
      />
    </div>
  );
}

export function CommentsHeading({ count }: { count: number }) {
  return (
    <h2 className="h5a-comments-title">
      评论 <span className="h5a-comments-count">{count}</span>
    </h2>
  );
}

function Stocks({ stocks }: { stocks: Post['stock_list'] }) {
  if (stocks.length === 0) return null;
  return (
    <ul className="h5a-stocks" aria-label="相关股票">
      {stocks.map((s) => (
        <li key={s.stock_id}>
          <Link to={stockPath(s.stock_id)}>{s.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §3: fixed icons for Excel, Word and PDF, the image itself, else a placeholder. */
const ATTACHMENT_ICONS: Record<Exclude<AttachmentKind, 'image'>, IconDefinition> = {
  excel: FileExcelOutlined,
  word: FileWordOutlined,
  pdf: FilePdfOutlined,
  other: FileOutlined,
};

function Attachments({ attachments }: { attachments: Post['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="h5a-attachments" aria-label="附件">
      {attachments.map((file) => {
        const kind = attachmentKind(file.url);
        return (
          <li key={file.url}>
            <a href={userLinkHref(file.url)} target="_blank" rel="noopener noreferrer nofollow">
              {kind === 'image' ? (
                <img
                  className="h5a-attachment-thumb"
                  src={file.url}
                  alt=""
                  loading="lazy"
                  width={32}
                  height={32}
                />
              ) : (
                <Icon icon={ATTACHMENT_ICONS[kind]} className={`h5a-attachment-icon ${kind}`} />
              )}
              <span className="h5a-attachment-name">{file.name}</span>
              {file.size !== undefined && (
                <span className="h5a-attachment-size">{formatFileSize(file.size)}</span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

type FollowAction = (typeof FOLLOW_ACTIONS)[keyof typeof FOLLOW_ACTIONS];

/** The author's card: their home, their style line and 关注 (not on one's own post). */
function AuthorCard({ author, own }: { author: Post['user']; own: boolean }) {
  const requireLogin = useRequireLogin();
  const [relation, setRelation] = useState<Pick<FollowState, 'follow_status' | 'follow_type'>>(author);
  const { submit, pending } = useSubmit<FollowAction>(async (action) => {
    setRelation(await followUser(author.user_id, action));
  });
  const following = relation.follow_status === 1;
  return (
    <section className="h5a-author-card" aria-label="作者">
      <Link className="h5a-author-card-head" to={h5HomePath(author.user_id)}>
        <Avatar user={author} size={44} />
        <span className="h5a-author-card-text">
          <strong>{author.nickname || '用户'}</strong>
          {author.style_str && <span>{author.style_str}</span>}
        </span>
      </Link>
      {!own && (
        <button
          type="button"
          className={following ? 'h5a-button' : 'h5a-button primary'}
          aria-pressed={following}
          disabled={pending}
          onClick={requireLogin(
            () => void submit(following ? FOLLOW_ACTIONS.unfollow : FOLLOW_ACTIONS.follow),
          )}
        >
          {following ? '已关注' : '关注'}
        </button>
      )}
    </section>
  );
}
