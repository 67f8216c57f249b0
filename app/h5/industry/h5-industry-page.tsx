/**
 * /h5/share_industry/{industry_id} (SPEC §2): an industry-chain item on a phone, the page its shares
 * open: related stocks, write-up, images (antd-mobile's viewer), counts and a share that copies the link.
 */
import type { IndustryItem } from '@common/industry';
import { industryShareH5Path, parseIndustryImgs } from '@common/industry-vocab';
import { stockPath } from '@common/stock-vocab';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { countIndustryBrowse, countIndustryForward } from '~/features/industry/industry-api';
import { copyText } from '~/features/reactions/copy-text';
import { useWxShare } from '~/h5/share/use-wx-share';
import { showToast } from '~/h5/shell/toasts';
import './h5-industry.css';

const H5ImageViewer = lazyNamed(() => import('~/h5/article/h5-image-viewer'), 'H5ImageViewer');

export function H5IndustryPage({ item, origin }: { item: IndustryItem; origin: string }) {
  const images = parseIndustryImgs(item.imgs);
  const link = new URL(industryShareH5Path(item.industry_id), origin).href;
  const [counts, setCounts] = useState({ browse: item.browse_count, forward: item.forward_count });
  const [viewing, setViewing] = useState<{ index: number; visible: boolean; opening: number } | null>(null);
  useWxShare({
    title: item.title,
    desc: item.content.replace(/<[^>]+>/g, '').slice(0, 60),
    link,
    imgUrl: '',
  });

  useEffect(() => {
    countIndustryBrowse(item.industry_id).then(
      (c) => setCounts({ browse: c.browse_count, forward: c.forward_count }),
      () => {},
    );
  }, [item.industry_id]);

  const share = async () => {
    const copied = await copyText(link);
    void showToast(copied ? '链接已复制，快去分享吧' : '复制失败，请手动复制');
    if (!copied) return;
    countIndustryForward(item.industry_id).then(
      (c) => setCounts({ browse: c.browse_count, forward: c.forward_count }),
      () => {},
    );
  };

  return (
    <article className="h5-industry">
      <h1>{item.title}</h1>
      <p className="h5-industry-meta">
        <time dateTime={item.date}>{item.date}</time>
        <span>浏览 {counts.browse}</span>
        <span>转发 {counts.forward}</span>
      </p>
      {item.stock_list.length > 0 && (
        <ul className="h5-industry-stocks" aria-label="相关股票">
          {item.stock_list.map((s) => (
            <li key={s.stock_id}>
              <a href={stockPath(s.stock_id)}>{s.name}</a>
            </li>
          ))}
        </ul>
      )}
      <div
        className="h5-industry-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizePostHtml) when stored
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
      {images.length > 0 && (
        <ul className="h5-industry-images" aria-label="图片">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() =>
                  setViewing((last) => ({ index: i, visible: true, opening: (last?.opening ?? 0) + 1 }))
                }
              >
                <img src={src} alt={`${item.theme}图${i + 1}`} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button block color="primary" onClick={() => void share()}>
        分享给朋友
      </Button>
      <Deferred when={viewing !== null}>
        {viewing && (
          <H5ImageViewer
            key={viewing.opening}
            images={images}
            index={viewing.index}
            visible={viewing.visible}
            onClose={() => setViewing({ ...viewing, visible: false })}
          />
        )}
      </Deferred>
    </article>
  );
}
