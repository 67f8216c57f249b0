/** The hot-word cloud picture (an SVG the server draws every 30 minutes; docs/api/search.md). */
import './word-cloud.css';

/**
 * The size the home sidebar shows the picture at (the SVG is drawn at 600 × 360 and scales; the
 * embedded frame page stretches it): the box is reserved before it loads, and it stays smaller than
 * the first list card's text, which is the page's Largest Contentful Paint rather than this picture.
 * The server sizes the SVG's text for this width (cloud-layout.ts): no label here is under 12 px.
 */
const WORD_CLOUD_WIDTH = 280;
const WORD_CLOUD_HEIGHT = 168;

/** The picture, or an empty box of its shape while its URL is on the way. */
export function WordCloudImage({ url }: { url: string | null }) {
  if (!url) return <div className="word-cloud-image word-cloud-placeholder" />;
  return (
    <img
      className="word-cloud-image"
      src={url}
      alt="今日热词"
      width={WORD_CLOUD_WIDTH}
      height={WORD_CLOUD_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
