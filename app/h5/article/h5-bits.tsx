import { formatRelative } from '@common/format';

/** A member's round avatar, or the first character of their nickname without one. */
export function Avatar({ user, size }: { user: { nickname: string; avatar: string }; size: number }) {
  return user.avatar ? (
    <img className="h5a-avatar" src={user.avatar} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="h5a-avatar" style={{ width: size, height: size, fontSize: size / 2 }} aria-hidden>
      {user.nickname.slice(0, 1)}
    </span>
  );
}

/** The API's China-time 'YYYY-MM-DD HH:mm:ss' as an ISO string for <time dateTime>. */
const isoOf = (time: string) => (/^\d{4}-\d{2}-\d{2} /.test(time) ? `${time.replace(' ', 'T')}+08:00` : time);

/** A relative time (SPEC §9); the server's text is kept on hydration. */
export function TimeText({ time }: { time: string }) {
  return (
    <time className="h5a-time" dateTime={isoOf(time)} suppressHydrationWarning>
      {formatRelative(time)}
    </time>
  );
}
