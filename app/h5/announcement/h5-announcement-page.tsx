/**
 * /h5/announcement/{id}: an announcement at phone width — title, company, type, time, the PDF through the
 * leaving page (https only) and the company's other recent announcements.
 */
import type { AnnouncementItem } from '@common/announcement';
import { Link } from 'react-router';
import { pdfHref } from '~/features/announcement/pdf-link';
import './h5-announcement.css';

export function H5AnnouncementPage({
  announcement: a,
  related,
}: {
  announcement: AnnouncementItem;
  related: AnnouncementItem[];
}) {
  const href = pdfHref(a.pdf_url);
  return (
    <article className="h5-announcement">
      <h1>{a.title}</h1>
      <p className="h5-announcement-meta">
        <span>
          {a.stock.name} {a.stock.code}
        </span>
        <span className="h5-announcement-type">{a.type}</span>
        <time>{a.publish_time}</time>
      </p>
      {href ? (
        <a className="h5-announcement-pdf" href={href}>
          查看公告原文（PDF）
        </a>
      ) : (
        <p className="h5-announcement-note">原文链接不可用</p>
      )}
      <p className="h5-announcement-note">公告原文由交易所指定信息披露平台提供，请以原文为准。</p>
      {related.length > 0 && (
        <section className="h5-announcement-related">
          <h2>{a.stock.name}的其他公告</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <Link to={`/h5/announcement/${r.id}`}>{r.title}</Link>
                <time>{r.publish_time.slice(0, 10)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
