/**
 * A member's 关注 / 粉丝 / 获赞 / 帖子 counts, each a link where it has a page, for both sites (the desktop
 * account sidebar, the phone's centre and home): no UI kit, each site styles it by `className`.
 */
import { formatCount } from '@common/format';
import { Link } from 'react-router';
import './member-stats.css';

interface Counts {
  follow_count: number;
  fans_count: number;
  like_count: number;
  posts: number;
}

/** Where each count links to; a count without one is plain text. */
interface Links {
  follow: string;
  fans: string;
  posts?: string;
}

export function MemberStats({
  counts,
  links,
  className,
}: {
  counts: Counts;
  links: Links;
  className: string;
}) {
  const stats = [
    { label: '关注', value: counts.follow_count, to: links.follow },
    { label: '粉丝', value: counts.fans_count, to: links.fans },
    { label: '获赞', value: counts.like_count, to: undefined },
    { label: '帖子', value: counts.posts, to: links.posts },
  ];
  return (
    <dl className={`member-stats ${className}`}>
      {stats.map((s) => (
        <div key={s.label}>
          <dd>{s.to ? <Link to={s.to}>{formatCount(s.value)}</Link> : formatCount(s.value)}</dd>
          <dt>{s.label}</dt>
        </div>
      ))}
    </dl>
  );
}

/** 粉丝 and 帖子 of a row in a follow or fan list. */
export const careCounts = (fans: number, posts: number) =>
  `粉丝 ${formatCount(fans)} · 帖子 ${formatCount(posts)}`;
