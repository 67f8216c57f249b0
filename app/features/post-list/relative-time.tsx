import { formatDateTime, formatRelative, serverTimeIso } from '@common/format';
import { type Intent, useIntent } from '~/components/use-intent';
import './post-list.css';

const loadTooltip = () => import('./time-tooltip').then((m) => m.TimeTooltip);

/**
 * A relative time (SPEC §9). The server and the browser compute it a moment apart; the server's text is
 * kept on hydration rather than flagged as a mismatch.
 */
export function RelativeTime({ time, withTooltip = false }: { time: string; withTooltip?: boolean }) {
  return withTooltip ? <TimeWithTooltip time={time} /> : timeText(time);
}

/** The `<time>` itself; a stand-in passes the handlers that load its tooltip. */
const timeText = (time: string, triggers?: Intent<unknown>['triggers']) => (
  <time className="relative-time" dateTime={serverTimeIso(time)} suppressHydrationWarning {...triggers}>
    {formatRelative(time)}
  </time>
);

/**
 * The full time in antd's Tooltip, whose code (and its popup machinery) loads when the pointer first
 * comes over the time or it takes the focus: a page's first load carries the bare time only.
 */
function TimeWithTooltip({ time }: { time: string }) {
  const intent = useIntent(loadTooltip);
  const Tooltip = intent.loaded;
  if (!Tooltip) return timeText(time, intent.triggers);
  return (
    <Tooltip title={formatDateTime(time, 'YYYY-MM-DD HH:mm:ss')} defaultOpen={intent.pointed()}>
      {timeText(time)}
    </Tooltip>
  );
}
