import { formatRelative, serverTimeIso } from '@common/format';

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

/** A relative time (SPEC §9); the server's text is kept on hydration (it was computed a moment earlier). */
export function TimeText({ time, className = 'h5a-time' }: { time: string; className?: string }) {
  return (
    <time className={className} dateTime={serverTimeIso(time)} suppressHydrationWarning>
      {formatRelative(time)}
    </time>
  );
}
