import { useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { ReadingContent } from '~/features/article/reading-content';
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
 * The post body (reading-content.tsx). A tap on a body image opens antd-mobile's viewer (swipe between the
 * body's images, pinch to zoom).
 */
export function H5ArticleBody({ html, copyLimit }: { html: string; copyLimit: boolean }) {
  const [viewing, setViewing] = useState<Viewing | null>(null);

  const onImage = (target: HTMLImageElement, body: HTMLDivElement) => {
    const images = [...body.querySelectorAll<HTMLImageElement>(VIEWABLE)];
    setViewing((last) => ({
      images: images.map((image) => image.currentSrc || image.src),
      index: Math.max(0, images.indexOf(target)),
      opening: (last?.opening ?? 0) + 1,
      visible: true,
    }));
  };

  return (
    <>
      <ReadingContent
        html={html}
        copyLimit={copyLimit}
        className="h5a-content"
        onImage={onImage}
        warn={showToast}
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
