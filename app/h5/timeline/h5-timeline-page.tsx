/**
 * /h5/time-article (SPEC §2): the timeline on a phone: events by day, newest first, pages loaded as the
 * reader scrolls; each event opens its article.
 */
import type { TimelineDay } from '@common/timeline';
import { timelineDayLabel, timelineGradeLabel } from '@common/timeline-vocab';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useState } from 'react';
import { Link } from 'react-router';
import { h5ArticlePath } from '~/h5/posts/paths';
import { api } from '~/lib/api';
import './h5-timeline.css';

export const H5_TIMELINE_PAGE = 20;

function merge(days: TimelineDay[], more: TimelineDay[]): TimelineDay[] {
  const out = [...days];
  for (const day of more) {
    const last = out.at(-1);
    if (last?.date === day.date) out[out.length - 1] = { ...last, list: [...last.list, ...day.list] };
    else out.push(day);
  }
  return out;
}

const countOf = (days: TimelineDay[]) => days.reduce((n, d) => n + d.list.length, 0);

export function H5TimelinePage({ initial }: { initial: TimelineDay[] }) {
  const [days, setDays] = useState(initial);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(countOf(initial) === H5_TIMELINE_PAGE);

  const loadMore = async () => {
    const more = await api<TimelineDay[]>('/api/v1/timeline/list', {
      start: page + 1,
      limit: H5_TIMELINE_PAGE,
    });
    setDays((current) => merge(current, more));
    setPage(page + 1);
    setHasMore(countOf(more) === H5_TIMELINE_PAGE);
  };

  return (
    <section className="h5-timeline">
      <h1 className="h5-timeline-title">时间轴</h1>
      {days.length === 0 && <p className="h5-list-empty">暂无事件</p>}
      <ol className="h5-timeline-days">
        {days.map((day) => (
          <li key={day.date}>
            <h2>
              <time dateTime={day.date}>{timelineDayLabel(day.date)}</time>
            </h2>
            <ol>
              {day.list.map((item) => (
                <li key={item.article_id} className="h5-timeline-event">
                  <div className="h5-timeline-head">
                    <span className={`h5-timeline-grade h5-timeline-grade-${item.timeline.grade}`}>
                      {timelineGradeLabel(item.timeline.grade)}
                    </span>
                    <time dateTime={item.create_time.replace(' ', 'T')}>
                      {item.create_time.slice(11, 16)}
                    </time>
                  </div>
                  <Link to={h5ArticlePath(item.article_id)} className="h5-timeline-link">
                    {item.title}
                  </Link>
                  {item.content && <p>{item.content}</p>}
                  <div className="h5-timeline-meta">
                    {item.timeline.theme_list.map((theme) => (
                      <span key={theme}>#{theme}</span>
                    ))}
                    {item.timeline.source && <span>来源：{item.timeline.source}</span>}
                  </div>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
    </section>
  );
}
