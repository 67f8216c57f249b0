/** /timeline/{articleId} (SPEC §2): one event in its day's context, with the way to its article. */
import type { TimelineDay, TimelineItem } from '@common/timeline';
import { Link } from 'react-router';
import { dayLabel, TimelineDays } from './timeline-days';

export function TimelineEventPage({ item, day }: { item: TimelineItem; day: TimelineDay }) {
  return (
    <section className="panel timeline-page">
      <nav className="timeline-crumb" aria-label="位置">
        <Link to="/timeline">时间轴</Link> / {dayLabel(day.date)}
      </nav>
      <header className="timeline-page-head">
        <h1>{item.title}</h1>
        <Link to={`/a/${item.article_id}`} className="timeline-publish">
          阅读原文
        </Link>
      </header>
      <p className="timeline-lede">当日共 {day.list.length} 条事件</p>
      <TimelineDays days={[day]} current={item.article_id} />
    </section>
  );
}
