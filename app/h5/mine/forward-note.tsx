/** 转发于 <time>：<comment> over or under a forwarded post in a member's list. */
import { H5Time } from '~/h5/posts/post-card';

export function ForwardNote({
  forward,
  className,
}: {
  forward: { comment: string; create_time: string };
  className: string;
}) {
  return (
    <p className={className}>
      转发于 <H5Time time={forward.create_time} />
      {forward.comment && `：${forward.comment}`}
    </p>
  );
}
