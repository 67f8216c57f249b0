/**
 * /timeline (SPEC §2): events grouped by day, newest first, a month at a time; scrolling to the end loads
 * the month before (skipping months without events) until the earliest event's month.
 */
import type { TimelineDay } from '@common/timeline';
import { previousMonth, TIMELINE_GRADES } from '@common/timeline-vocab';
import { Button, Empty, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timelineMonth } from './timeline-api';
import { TimelineDays } from './timeline-days';

/** Start loading the next month this far before the end comes into view. */
const PRELOAD_MARGIN = '600px';

export interface TimelinePageData {
  grade: number;
  month: string;
  days: TimelineDay[];
  earliest: string;
  canPublish: boolean;
}

/** Days of a later load appended; a day split across loads (never, by month) would merge. */
function append(days: TimelineDay[], more: TimelineDay[]): TimelineDay[] {
  const out = [...days];
  for (const day of more) {
    const last = out.at(-1);
    if (last?.date === day.date) out[out.length - 1] = { ...last, list: [...last.list, ...day.list] };
    else out.push(day);
  }
  return out;
}

const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

export function TimelinePage({ data }: { data: TimelinePageData }) {
  const [days, setDays] = useState(data.days);
  /** The oldest month loaded so far. */
  const [month, setMonth] = useState(data.month);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const hasMore = data.earliest !== '' && month > data.earliest;
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      // Months without events are passed over in the same load.
      let next = month;
      let more: TimelineDay[] = [];
      while (more.length === 0 && next > data.earliest) {
        next = previousMonth(next);
        more = await timelineMonth(next, data.grade);
      }
      setDays((current) => append(current, more));
      setMonth(next);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [month, data.earliest, data.grade]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || status !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, status, loadMore]);

  return (
    <section className="panel timeline-page">
      <header className="timeline-page-head">
        <h1>时间轴</h1>
        <nav className="timeline-grades" aria-label="事件等级">
          {[{ value: 0, label: '全部' }, ...TIMELINE_GRADES].map((g) => (
            <Link
              key={g.value}
              to={g.value ? `/timeline?grade=${g.value}` : '/timeline'}
              aria-current={g.value === data.grade ? 'page' : undefined}
            >
              {g.label}
            </Link>
          ))}
        </nav>
        {data.canPublish && (
          <Link to="/timeline/edit" className="timeline-publish">
            发布事件
          </Link>
        )}
      </header>
      {days.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无事件" />
      ) : (
        <TimelineDays days={days} />
      )}
      <div className="timeline-more" ref={sentinel}>
        {status === 'loading' && <Spin />}
        {status === 'error' && <Button onClick={() => void loadMore()}>加载失败，点击重试</Button>}
        {status === 'idle' && !hasMore && days.length > 0 && <span>没有更多了</span>}
        {status === 'idle' && hasMore && <span>{monthLabel(month)}之前的事件加载中…</span>}
      </div>
    </section>
  );
}
