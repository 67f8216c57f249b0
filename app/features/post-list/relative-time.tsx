import { formatDateTime, formatRelative } from '@common/format';
import { Tooltip } from 'antd';
import './post-list.css';

/** The API's China-time 'YYYY-MM-DD HH:mm:ss' as an ISO string for <time dateTime>. */
const isoOf = (time: string) => (/^\d{4}-\d{2}-\d{2} /.test(time) ? `${time.replace(' ', 'T')}+08:00` : time);

/**
 * A relative time (SPEC §9). The server and the browser compute it a moment apart; the server's text is
 * kept on hydration rather than flagged as a mismatch.
 */
export function RelativeTime({ time, withTooltip = false }: { time: string; withTooltip?: boolean }) {
  const node = (
    <time className="relative-time" dateTime={isoOf(time)} suppressHydrationWarning>
      {formatRelative(time)}
    </time>
  );
  return withTooltip ? <Tooltip title={formatDateTime(time, 'YYYY-MM-DD HH:mm:ss')}>{node}</Tooltip> : node;
}
