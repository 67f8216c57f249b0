/**
 * The home sidebar's 公告 card (SPEC §2, §3 "Announcement (sidebar): title, link"): editors' links first,
 * then the newest announcements. Loaded after the page is up, like the other secondary cards.
 */
import type { SidebarAnnouncement } from '@common/announcement';
import { Card } from 'antd';
import { Link } from 'react-router';
import { leavingUrl } from '~/features/article/leaving-url';
import { useSidebarData } from '~/features/sidebar/use-sidebar-data';
import './announcement-links-card.css';

export function AnnouncementLinksCard() {
  const { data, failed } = useSidebarData<SidebarAnnouncement[]>('/api/v2/article/announcement');
  return (
    <Card size="small" title="公告" extra={<Link to="/announcement">更多</Link>}>
      {failed ? (
        <p className="sidebar-empty">加载失败</p>
      ) : data && data.length === 0 ? (
        <p className="sidebar-empty">暂无公告</p>
      ) : (
        <ul className="sidebar-announcements" aria-label="公告">
          {(data ?? []).map((a) => (
            <li key={`${a.link}|${a.title}`}>
              {a.link.startsWith('/') ? (
                <Link to={a.link} title={a.title}>
                  {a.title}
                </Link>
              ) : (
                <a href={leavingUrl(a.link)} title={a.title}>
                  {a.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
