/**
 * /announcement/{id} (SPEC §2): an announcement's title, company, type and time, its PDF through the
 * leaving page (the exchanges' sites are not ours; the import only accepts https links), and the
 * company's other recent announcements.
 */
import type { AnnouncementItem } from '@common/announcement';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import './announcement.css';
import { pdfHref } from './pdf-link';

export function AnnouncementDetail({
  announcement: a,
  related,
}: {
  announcement: AnnouncementItem;
  related: AnnouncementItem[];
}) {
  const href = pdfHref(a.pdf_url);
  return (
    <section className="panel announcement-detail">
      <nav className="announcement-crumbs" aria-label="位置">
        <Link to="/announcement">搜公告</Link> ›{' '}
        <Link to={`/announcement?stock=${encodeURIComponent(a.stock.code)}`}>{a.stock.name}</Link>
      </nav>
      <h1>{a.title}</h1>
      <p className="announcement-meta">
        <Link to={`/stock/s/${a.stock.stock_id}`}>
          {a.stock.name} <span className="announcement-code">{a.stock.code}</span>
        </Link>
        <Tag>{a.type}</Tag>
        <time>{a.publish_time}</time>
      </p>
      {href ? (
        <Button type="primary" href={href} className="announcement-pdf">
          查看公告原文（PDF）
        </Button>
      ) : (
        <p className="announcement-empty">原文链接不可用</p>
      )}
      <p className="announcement-note">公告原文由交易所指定信息披露平台提供，请以原文为准。</p>
      {related.length > 0 && (
        <section className="announcement-related">
          <h2>{a.stock.name}的其他公告</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <Link to={`/announcement/${r.id}`}>{r.title}</Link>
                <time>{r.publish_time.slice(0, 10)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
