import {
  EyeOutlined,
  LikeOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { formatCount } from '@common/format';
import type { StockItem } from '@common/stock';
import { stockPath } from '@common/stock-vocab';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { EmojiText } from '~/features/emoji/emoji-text';
import { searchUrl } from '~/features/search/search-scopes';
import { h5ArticlePath } from '~/h5/posts/paths';
import { leavingUrl } from '../article/leaving-url';
import { AttachmentList } from './attachment-list';
import { AuthorLink } from './author-link';
import { categoryName, PostTypeBadge } from './post-badges';
import type { Post } from './post-types';
import { RelativeTime } from './relative-time';
import './post-list.css';

const THUMBNAILS_MAX = 3;
/** Stock chips a card shows (tagged ones first), to stay one line; the article page lists them all. */
export const CARD_STOCKS_MAX = 3;

const articlePath = (articleId: string) => `/a/${articleId}`;

/**
 * Where this reader opens a post: on a phone the mobile article itself rather than /a/{id}, which would
 * only redirect there (SPEC §2). The root loader's isMobile is the same user-agent test that keys the
 * page cache by device, so a cached list never hands a phone the desktop's links or the reverse.
 */
export function useArticlePath(): (articleId: string) => string {
  const root = useRouteLoaderData('root') as { isMobile?: boolean } | undefined;
  return root?.isMobile ? h5ArticlePath : articlePath;
}

/** The time a list shows: when the post went public, else when it was written. */
export const postTime = (post: Pick<Post, 'check_time' | 'create_time'>) =>
  post.check_time ?? post.create_time;

/** A post's tags, each searching titles and tags. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="标签">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={searchUrl(tag, '2')}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The stocks a post is about, each linking to the stock's page. */
export function PostStocks({ stocks }: { stocks: StockItem[] }) {
  if (stocks.length === 0) return null;
  return (
    <ul className="post-stocks" aria-label="相关股票">
      {stocks.map((s) => (
        <li key={s.stock_id}>
          <Link to={stockPath(s.stock_id)} title={`${s.name} ${s.symbol}`}>
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A link post's target, through the leaving page. */
export function LinkLine({ post }: { post: Pick<Post, 'link_url' | 'link_title'> }) {
  if (!post.link_url) return null;
  return (
    <a
      className="post-link-line"
      href={leavingUrl(post.link_url)}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      <LinkOutlined aria-hidden />
      <span>{post.link_title || post.link_url}</span>
    </a>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <span className="post-counter" title={label}>
      {icon}
      <span className="visually-hidden">{label}</span>
      {formatCount(value)}
    </span>
  );
}

/**
 * One post in a list: the community lists, a member's posts and search results alike. A search passes
 * its own `title` and `summary` (the matched excerpt, its words marked); by default the post's own.
 */
export function PostCard({
  post,
  title = post.title,
  summary = post.summary && <EmojiText text={post.summary} />,
}: {
  post: Post;
  title?: ReactNode;
  summary?: ReactNode;
}) {
  const href = useArticlePath()(post.article_id);
  const category = categoryName(post.category_id);
  const thumbnails = post.image.slice(0, THUMBNAILS_MAX);
  return (
    <article className="post-card">
      <header className="post-card-head">
        <AuthorLink user={post.user} />
        <RelativeTime time={postTime(post)} />
        <span className="post-card-badges">
          {post.is_top === 1 && <span className="post-top-badge">置顶</span>}
          <PostTypeBadge type={post.type} />
          {category && <span className="post-category">{category}</span>}
        </span>
      </header>
      {post.title && (
        <h3 className="post-card-title">
          <Link to={href}>{title}</Link>
        </h3>
      )}
      {post.type === 'link' && <LinkLine post={post} />}
      {summary && (
        <Link to={href} className="post-card-summary">
          {summary}
        </Link>
      )}
      {post.gate && (
        <Link to={href} className="post-card-gate">
          <LockOutlined aria-hidden /> {post.gate.message}
        </Link>
      )}
      {thumbnails.length > 0 && (
        <Link to={href} className="post-card-images" aria-label="查看图片">
          {thumbnails.map((src) => (
            // The size post-list.css shows them at, so the card keeps its height while they load.
            <img key={src} src={src} alt="" loading="lazy" width={160} height={110} />
          ))}
        </Link>
      )}
      {post.type === 'documents' && <AttachmentList attachments={post.attachments} compact />}
      <PostStocks stocks={post.stock_list.slice(0, CARD_STOCKS_MAX)} />
      <PostTags tags={post.tags} />
      <footer className="post-counters">
        <Counter icon={<LikeOutlined />} label="赞" value={post.like_count} />
        <Counter icon={<MessageOutlined />} label="评论" value={post.comment_count} />
        <Counter icon={<StarOutlined />} label="收藏" value={post.collect_count} />
        <Counter icon={<EyeOutlined />} label="阅读" value={post.view_count} />
      </footer>
    </article>
  );
}
