/** Timeline events grouped by day (SPEC §2 /timeline): the day, then each event's grade, title, text, themes and source. */
import type { TimelineDay, TimelineItem } from '@common/timeline';
import { timelineDayLabel, timelineGradeLabel } from '@common/timeline-vocab';
import { Link } from 'react-router';
import { searchUrl } from '~/features/search/search-scopes';
import './timeline.css';

export const dayLabel = timelineDayLabel;

export function GradeBadge({ grade }: { grade: number }) {
  return <span className={`timeline-grade timeline-grade-${grade}`}>{timelineGradeLabel(grade)}</span>;
}

export function TimelineEvent({ item, current = false }: { item: TimelineItem; current?: boolean }) {
  return (
    <article className={current ? 'timeline-event timeline-event-current' : 'timeline-event'}>
      <header>
        <GradeBadge grade={item.timeline.grade} />
        <time dateTime={item.create_time.replace(' ', 'T')}>{item.create_time.slice(11, 16)}</time>
        <h3>
          <Link to={`/timeline/${item.article_id}`}>{item.title}</Link>
        </h3>
      </header>
      {item.content && <p className="timeline-event-text">{item.content}</p>}
      <footer>
        {item.timeline.theme_list.map((theme) => (
          <Link key={theme} className="timeline-theme" to={searchUrl(theme, '2')}>
            #{theme}
          </Link>
        ))}
        {item.timeline.source && <span className="timeline-source">来源：{item.timeline.source}</span>}
        <Link className="timeline-origin" to={`/a/${item.article_id}`}>
          原文
        </Link>
      </footer>
    </article>
  );
}

export function TimelineDays({ days, current }: { days: TimelineDay[]; current?: string }) {
  return (
    <ol className="timeline-days">
      {days.map((day) => (
        <li key={day.date} className="timeline-day">
          <h2 className="timeline-day-title">
            <time dateTime={day.date}>{dayLabel(day.date)}</time>
          </h2>
          <ol className="timeline-day-events">
            {day.list.map((item) => (
              <li key={item.article_id}>
                <TimelineEvent item={item} current={item.article_id === current} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
