/** The hot-word cloud picture (an SVG the server draws every 30 minutes; docs/api/search.md). */
import './word-cloud.css';

/** The SVG's own size, so the page keeps its space while it loads. */
const WIDTH = 600;
const HEIGHT = 360;

/** The picture, or an empty box of its shape while its URL is on the way. */
export function WordCloudImage({ url }: { url: string | null }) {
  if (!url) return <div className="word-cloud-image word-cloud-placeholder" />;
  return <img className="word-cloud-image" src={url} alt="今日热词" width={WIDTH} height={HEIGHT} />;
}
