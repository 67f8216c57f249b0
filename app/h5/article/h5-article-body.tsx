import { type ClipboardEvent, type MouseEvent, useMemo, useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { COPY_BLOCKED_TEXT, readingHtml } from '~/features/article/article-html';
import { showToast } from '~/h5/shell/toasts';

const H5ImageViewer = lazyNamed(() => import('./h5-image-viewer'), 'H5ImageViewer');

/** Body images a tap opens in the viewer: every image but the emoji. */
const VIEWABLE = 'img:not([data-emoji])';

interface Viewing {
  images: string[];
  index: number;
  /** Counts openings, so each one starts at the tapped image. */
  opening: number;
  visible: boolean;
}

/**
 * The post body: HTML the server sanitised on save, rendered as is (see article-body.tsx). A tap on a body
 * image opens antd-mobile's viewer (swipe between the body's images, pinch to zoom); `copyLimit` blocks
 * selecting and copying.
 */
export function H5ArticleBody({ html, copyLimit }: { html: string; copyLimit: boolean }) {
  const content = useMemo(() => readingHtml(html), [html]);
  const [viewing, setViewing] = useState<Viewing | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || target.dataset.emoji !== undefined) return;
    // An image inside a link opens the viewer rather than the link.
    event.preventDefault();
    const images = [...event.currentTarget.querySelectorAll<HTMLImageElement>(VIEWABLE)];
    setViewing((last) => ({
      images: images.map((image) => image.currentSrc || image.src),
      index: Math.max(0, images.indexOf(target)),
      opening: (last?.opening ?? 0) + 1,
      visible: true,
    }));
  };
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!copyLimit) return;
    event.preventDefault();
    showToast(COPY_BLOCKED_TEXT);
  };

  return (
    <>
      <div
        className={copyLimit ? 'h5a-content no-copy' : 'h5a-content'}
        onClick={onClick}
        onCopy={onCopy}
        onCut={onCopy}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitizePostHtml) on save; the tag links are fixed markup around its text.
        dangerouslySetInnerHTML={{ __html: content }}
      />
      <Deferred when={viewing !== null}>
        {viewing && (
          <H5ImageViewer
            key={viewing.opening}
            images={viewing.images}
            index={viewing.index}
            visible={viewing.visible}
            onClose={() => setViewing({ ...viewing, visible: false })}
          />
        )}
      </Deferred>
    </>
  );
}
