/** The home sidebar's timeline preview (SPEC §2, §9): the 10 newest events' titles by day. */
import type { TimelineNewsDay } from '@common/timeline';
import { Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useSidebarData } from '~/features/sidebar/use-sidebar-data';
import './timeline-preview.css';

export function TimelinePreviewCard() {
  const { data, failed } = useSidebarData<TimelineNewsDay[]>('/api/v1/timeline/news');
  return (
    <Card size="small" title="时间轴" extra={<Link to="/timeline">更多</Link>} className="timeline-preview">
      {!data ? (
        failed ? (
          <p className="sidebar-empty">加载失败</p>
        ) : (
          <Skeleton active title={false} />
        )
      ) : data.length === 0 ? (
        <p className="sidebar-empty">暂无事件</p>
      ) : (
        data.map((day) => (
          <section key={day.date} className="timeline-preview-day">
            <h3>
              <time dateTime={day.date}>{day.date.slice(5)}</time>
            </h3>
            <ul>
              {day.list.map((item) => (
                <li key={item.article_id} className={item.grade === 3 ? 'timeline-preview-major' : undefined}>
                  <Link to={`/timeline/${item.article_id}`} title={item.title}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Card>
  );
}
