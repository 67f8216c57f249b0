/**
 * One post in a mobile list: author, time, title, summary, thumbnails, stocks and counters, the body
 * linking to /h5/article/{id} and the author to their mobile home. `children` adds a bar under the card
 * (a list's own context: forwarded when, state, edit and delete).
 */

import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { formatCount } from '@common/format';
import { CATEGORIES, STORED_POST_TYPE_LABEL } from '@common/post-vocab';
import type { homePostItemSchema } from '@common/social';
import { stockPath } from '@common/stock-vocab';
import Avatar from 'antd-mobile/es/components/avatar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmojiText } from '~/features/emoji/emoji-text';
import { TimeText } from '~/h5/article/h5-bits';
import { Icon } from '~/h5/shell/icon';
import { h5ArticlePath, h5HomePath } from './paths';
import './posts.css';

const THUMBNAILS_MAX = 3;
const STOCKS_MAX = 3;

/** A relative time in a list's look. */
export const H5Time = ({ time }: { time: string }) => <TimeText time={time} className="h5-time" />;

/** An avatar with the nickname's first character when there is no picture. */
export function H5Avatar({ src, name, size }: { src: string; name: string; size: number }) {
  return src ? (
    <Avatar src={src} alt="" style={{ '--size': `${size}px`, '--border-radius': '50%' }} />
  ) : (
    <span
      className="h5-avatar-letter"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden
    >
      {name.slice(0, 1)}
    </span>
  );
}

/** A post item, or a home's forwarded one (with `forward`). */
export type H5Post = z.infer<typeof homePostItemSchema>;

export function H5PostCard({ post, children }: { post: H5Post; children?: ReactNode }) {
  const href = h5ArticlePath(post.article_id);
  const category = CATEGORIES.find((c) => c.id === post.category_id)?.name;
  const thumbnails = post.image.slice(0, THUMBNAILS_MAX);
  const counters = [
    { icon: <Icon icon={LikeOutlined} />, label: '赞', value: post.like_count },
    { icon: <Icon icon={MessageOutlined} />, label: '评论', value: post.comment_count },
    { icon: <Icon icon={StarOutlined} />, label: '收藏', value: post.collect_count },
    { icon: <Icon icon={EyeOutlined} />, label: '阅读', value: post.view_count },
  ];
  return (
    <article className="h5-post-card">
      <header className="h5-post-head">
        <Link to={h5HomePath(post.user.user_id)} className="h5-post-author">
          <H5Avatar src={post.user.avatar} name={post.user.nickname} size={28} />
          <span className="h5-post-author-name">{post.user.nickname || '用户'}</span>
        </Link>
        <H5Time time={post.check_time ?? post.create_time} />
        <span className="h5-post-badges">
          {post.is_top === 1 && <span className="h5-post-badge h5-post-badge-top">置顶</span>}
          <span className="h5-post-badge">{STORED_POST_TYPE_LABEL[post.type]}</span>
          {category && <span className="h5-post-badge">{category}</span>}
        </span>
      </header>
      <Link to={href} className="h5-post-body">
        {post.title && <h3 className="h5-post-title">{post.title}</h3>}
        {post.summary && (
          <p className="h5-post-summary">
            <EmojiText text={post.summary} />
          </p>
        )}
        {post.gate && <p className="h5-post-gate">{post.gate.message}</p>}
        {thumbnails.length > 0 && (
          <span className="h5-post-images">
            {thumbnails.map((src) => (
              <img key={src} src={src} alt="" loading="lazy" width={110} height={80} />
            ))}
          </span>
        )}
      </Link>
      {post.stock_list.length > 0 && (
        <ul className="h5-post-stocks" aria-label="相关股票">
          {post.stock_list.slice(0, STOCKS_MAX).map((s) => (
            <li key={s.stock_id}>
              <Link to={stockPath(s.stock_id)}>{s.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <footer className="h5-post-counters">
        {counters.map((c) => (
          <span key={c.label} className="h5-post-counter">
            {c.icon}
            <span className="visually-hidden">{c.label}</span>
            {formatCount(c.value)}
          </span>
        ))}
      </footer>
      {children}
    </article>
  );
}
