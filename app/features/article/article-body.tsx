import { Suspense } from 'react';
import { lazyNamed } from '~/components/deferred';
import { useFeedback } from '~/components/feedback';
import { ReadingContent } from './reading-content';
import { useImageViewer } from './use-image-viewer';

const ImageViewer = lazyNamed(() => import('./image-viewer'), 'ImageViewer');

/** The post body (reading-content.tsx); a click on a body image opens the image viewer. */
export function ArticleBody({ html, copyLimit }: { html: string; copyLimit: boolean }) {
  const { message } = useFeedback();
  const viewer = useImageViewer();

  return (
    <>
      <ReadingContent
        html={html}
        copyLimit={copyLimit}
        className="article-content"
        onImage={(image) => viewer.open(image.currentSrc || image.src, image.alt)}
        warn={(text) => message.warning(text)}
      />
      {viewer.state.open && (
        <Suspense fallback={null}>
          <ImageViewer viewer={viewer} />
        </Suspense>
      )}
    </>
  );
}
