import { ExportOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { formatCount } from '@common/format';
import { Button } from 'antd';
import { Suspense } from 'react';
import { splitNamed } from '~/components/deferred';
import { useAuth } from '../auth/auth-context';
import { UnlockButton } from '../pay/unlock-button';
import { useUnlockedPost } from '../pay/use-unlock';
import { AttachmentList } from '../post-list/attachment-list';
import { AuthorLink } from '../post-list/author-link';
import { categoryName, PostTypeBadge } from '../post-list/post-badges';
import { PostStocks, PostTags, postTime } from '../post-list/post-card';
import type { Post } from '../post-list/post-types';
import { RelativeTime } from '../post-list/relative-time';
import { ReactionBar } from '../reactions/reaction-bar';
import { ArticleBody } from './article-body';
import { AuthorActions, AuthorCard } from './article-parts';
import { GateBox, LinkCard } from './reading-parts';
import './article.css';
// The comment section's look in the server HTML: its code is a chunk of its own (below).
import '../comments/comments.css';
import '~/styles/antd/segmented.css';
import '~/styles/antd/input.css';
import '~/styles/antd/empty.css';
import '~/styles/antd/spin.css';
import '~/styles/antd/avatar.css';
// The preview banner's (antd's Alert), likewise.
import '~/styles/antd/alert.css';

/**
 * Below the fold, with its list fetched after hydration anyway: the section (its editor, the order switch)
 * stays out of the page's first load; the server still renders it.
 */
const CommentSection = splitNamed(() => import('../comments/comment-section'), 'CommentSection');
const PreviewBanner = splitNamed(() => import('./preview-banner'), 'PreviewBanner');
/** Only ask posts carry a bounty; the rewarders row sits below the post: neither joins the first load. */
const BountyPanel = splitNamed(() => import('../bounty/bounty-panel'), 'BountyPanel');
const ArticleRewards = splitNamed(() => import('../reward/article-rewards'), 'ArticleRewards');

/** /a/{id} and /article-preview: the post, its reactions and comments (the preview shows the post only). */
export function ArticlePage({
  post: loaded,
  viewer = null,
  origin,
  preview = false,
}: {
  post: Post;
  /** Whose view `post` is (null: every reader's); reaction state kept from it starts over when it changes. */
  viewer?: number | null;
  origin: string;
  preview?: boolean;
}) {
  const { post, unlocked } = useUnlockedPost(loaded);
  const category = categoryName(post.category_id);
  const time = postTime(post);
  const viewerId = useAuth().user?.user_id ?? null;
  const own = viewerId === post.user.user_id;
  return (
    <div className="article-layout">
      <div className="article-main">
        <article className="panel article">
          {preview && (
            <Suspense fallback={null}>
              <PreviewBanner post={post} />
            </Suspense>
          )}
          {post.title && <h1 className="article-title">{post.title}</h1>}
          <PostStocks stocks={post.stock_list} />
          <div className="article-meta">
            <AuthorLink user={post.user} size={32} />
            <RelativeTime time={time} withTooltip />
            <PostTypeBadge type={post.type} />
            {category && <span className="article-category">{category}</span>}
            <span className="article-views" title="阅读">
              <EyeOutlined aria-hidden /> 阅读 {formatCount(post.view_count)}
            </span>
            {own && !preview && <AuthorActions articleId={post.article_id} />}
          </div>
          {!preview && post.type === 'ask' && (
            // The post fetched again shows the bounty as it now is (the hook's refetch, not only for unlocks).
            <Suspense fallback={null}>
              <BountyPanel post={post} viewerId={viewerId} onChanged={unlocked} />
            </Suspense>
          )}
          <LinkCard
            post={post}
            prefix="article-link"
            icon={<ExportOutlined className="article-link-icon" aria-hidden />}
          />
          {post.gate ? (
            <GateBox
              post={post}
              prefix="article-gate"
              icon={<LockOutlined className="article-gate-icon" aria-hidden />}
              loginButton={(login) => (
                <Button type="primary" onClick={login}>
                  登录
                </Button>
              )}
              unlockButton={!preview && <UnlockButton post={post} onUnlocked={unlocked} />}
            />
          ) : (
            <ArticleBody html={post.content} copyLimit={post.copy_limit === 1} />
          )}
          <AttachmentList attachments={post.attachments} />
          <PostTags tags={post.tags} />
          {post.interest_disclosure && (
            <p className="article-disclosure">利益披露：{post.interest_disclosure}</p>
          )}
          {!preview && (
            <ReactionBar
              key={`${post.article_id}:${viewer}`}
              post={post}
              shareUrl={`${origin}/a/${post.article_id}`}
              canReport={!own}
            />
          )}
          {!preview && (
            <Suspense fallback={null}>
              <ArticleRewards key={post.article_id} post={post} canReward={!own} />
            </Suspense>
          )}
        </article>
        {!preview && (
          <Suspense fallback={null}>
            <CommentSection key={post.article_id} post={post} onBountyChanged={unlocked} />
          </Suspense>
        )}
      </div>
      <aside className="article-side">
        <AuthorCard user={post.user} />
      </aside>
    </div>
  );
}
