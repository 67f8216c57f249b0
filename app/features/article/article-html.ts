/**
 * The post body's HTML as every reading page shows it, free of any UI kit: the desktop page (article-body.tsx)
 * and the phone's (app/h5/article) share it.
 */
import { linkStockTags } from '@common/stock-vocab';

export const COPY_BLOCKED_TEXT = '作者已禁止复制';

/** `loading="lazy"` on every image of the body HTML that does not say how it loads. */
export const lazyImages = (body: string) => body.replace(/<img(?![^>]*\sloading=)/g, '<img loading="lazy"');

/**
 * The sanitised body with its stock tags as links to the stock pages; its images load as they near the
 * viewport, so the title and first paragraph paint first (LCP).
 */
export const readingHtml = (body: string) => lazyImages(linkStockTags(body));
