import { type ClipboardEvent, type MouseEvent, Suspense, useMemo } from 'react';
import { lazyNamed } from '~/components/deferred';
import { useFeedback } from '~/components/feedback';
import { COPY_BLOCKED_TEXT, readingHtml } from './article-html';
import { useImageViewer } from './use-image-viewer';

const ImageViewer = lazyNamed(() => import('./image-viewer'), 'ImageViewer');

/**
 * The post body: HTML the server sanitised on save (sanitize-html allow-list), so it is rendered as is,
 * with its stock tags as links to the stock pages. A click on a body image (not an emoji) opens the image
 * viewer; `copyLimit` blocks copying.
 */
export function ArticleBody({ html, copyLimit }: { html: string; copyLimit: boolean }) {
  const { message } = useFeedback();
  const viewer = useImageViewer();
  // The viewer re-renders this on every drag step; a long body is scanned for tags only when it changes.
  const content = useMemo(() => readingHtml(html), [html]);

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
      {viewer.state.open && (
        <Suspense fallback={null}>
          <ImageViewer viewer={viewer} />
        </Suspense>
      )}
    </>
  );
}
