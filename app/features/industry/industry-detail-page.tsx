/**
 * /industryChain/{id} (SPEC §2): one item: its related stocks (to their pages), write-up, images in the
 * image viewer, and browse and forward counts; 转发 copies the item's link.
 */
import { ShareAltOutlined } from '@ant-design/icons';
import type { IndustryItem } from '@common/industry';
import { industryPath, parseIndustryImgs } from '@common/industry-vocab';
import { stockPath } from '@common/stock-vocab';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '~/components/deferred';
import { useFeedback } from '~/components/feedback';
import { useImageViewer } from '~/features/article/use-image-viewer';
import { copyText } from '~/features/reactions/copy-text';
import { countIndustryBrowse, countIndustryForward } from './industry-api';
// The image viewer's look lives with the article page's.
import '~/features/article/article.css';
import './industry.css';

const ImageViewer = lazyNamed(() => import('~/features/article/image-viewer'), 'ImageViewer');

export function IndustryDetailPage({ item, origin }: { item: IndustryItem; origin: string }) {
  const { message } = useFeedback();
  const viewer = useImageViewer();
  const [counts, setCounts] = useState({ browse: item.browse_count, forward: item.forward_count });
  const images = parseIndustryImgs(item.imgs);

  // The browse counts once the page is really seen (a browser, not the server's render).
  useEffect(() => {
    countIndustryBrowse(item.industry_id).then(
      (c) => setCounts({ browse: c.browse_count, forward: c.forward_count }),
      () => {},
    );
  }, [item.industry_id]);

  const forward = async () => {
    const copied = await copyText(new URL(industryPath(item.industry_id), origin).href);
    if (!copied) {
      void message.error('复制失败，请手动复制地址栏链接');
      return;
    }
    void message.success('链接已复制，快去分享吧');
    countIndustryForward(item.industry_id).then(
      (c) => setCounts({ browse: c.browse_count, forward: c.forward_count }),
      () => {},
    );
  };

  return (
    <section className="panel industry-page">
      <nav className="industry-crumb" aria-label="位置">
        <Link to="/industryChain">产业库</Link> / {item.theme}
      </nav>
      <header className="industry-detail-head">
        <h1>{item.title}</h1>
        <div className="industry-detail-meta">
          <time dateTime={item.date}>{item.date}</time>
          <span>浏览 {counts.browse}</span>
          <span>转发 {counts.forward}</span>
          <Button icon={<ShareAltOutlined />} onClick={() => void forward()}>
            转发
          </Button>
        </div>
      </header>
      {item.stock_list.length > 0 && (
        <section className="industry-related" aria-label="相关股票">
          <h2>相关股票</h2>
          <ul>
            {item.stock_list.map((s) => (
              <li key={s.stock_id}>
                <Link to={stockPath(s.stock_id)}>
                  {s.name}
                  <small>{s.code}</small>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div
        className="article-content industry-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizePostHtml) when stored
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
      {images.length > 0 && (
        <ul className="industry-images" aria-label="图片">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" onClick={() => viewer.open(src, `${item.theme}图${i + 1}`)}>
                <img src={src} alt={`${item.theme}图${i + 1}`} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer.state.open && (
        <Suspense fallback={null}>
          <ImageViewer viewer={viewer} />
        </Suspense>
      )}
    </section>
  );
}
