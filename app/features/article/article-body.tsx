import { linkStockTags } from '@common/stock';
import { App } from 'antd';
import { type ClipboardEvent, type MouseEvent, useMemo } from 'react';
import { ImageViewer, useImageViewer } from './image-viewer';

export const COPY_BLOCKED_TEXT = '作者已禁止复制';

/**
 * The post body: HTML the server sanitised on save (sanitize-html allow-list), so it is rendered as is,
 * with its stock tags as links to the stock pages. A click on a body image (not an emoji) opens the image
 * viewer; `copyLimit` blocks copying.
 */
export function ArticleBody({ html, copyLimit }: { html: string; copyLimit: boolean }) {
  const { message } = App.useApp();
  const viewer = useImageViewer();
  // The viewer re-renders this on every drag step; a long body is scanned for tags only when it changes.
  const content = useMemo(() => linkStockTags(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || target.dataset.emoji !== undefined) return;
    // An image inside a link opens the viewer rather than the link.
    event.preventDefault();
    viewer.open(target.currentSrc || target.src, target.alt);
  };
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!copyLimit) return;
    event.preventDefault();
    message.warning(COPY_BLOCKED_TEXT);
  };

  return (
    <>
      <div
        className={copyLimit ? 'article-content no-copy' : 'article-content'}
        onClick={onClick}
        onCopy={onCopy}
        onCut={onCopy}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitizePostHtml) on save; the tag links are fixed markup around its text.
        dangerouslySetInnerHTML={{ __html: content }}
      />
      <ImageViewer viewer={viewer} />
    </>
  );
}
