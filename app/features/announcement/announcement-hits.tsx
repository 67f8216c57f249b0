/** The search page's 公告 scope (/search/new?type=announcement): matching announcements, newest first. */
import type { AnnouncementItem } from '@common/announcement';
import { Link } from 'react-router';
import { Highlighted } from '~/features/search/highlighted';
import './announcement.css';

export function AnnouncementHits({ hits, keyword }: { hits: AnnouncementItem[]; keyword: string }) {
  const words = keyword.split(/\s+/).filter(Boolean);
  return (
    <ul className="search-hit-list announcement-hits">
      {hits.map((a) => (
        <li key={a.id} className="announcement-hit">
          <h3>
            <Link to={`/announcement/${a.id}`}>
              <Highlighted text={a.title} words={words} />
            </Link>
          </h3>
          <p className="announcement-meta">
            <Link to={`/stock/s/${a.stock.stock_id}`}>
              {a.stock.name} <span className="announcement-code">{a.stock.code}</span>
            </Link>
            <span className="announcement-type">{a.type}</span>
            <time>{a.publish_time}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
