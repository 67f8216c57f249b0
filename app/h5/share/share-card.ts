/** What a shared post shows: the page title, the link preview (Open Graph) and WeChat's share card. */
import { SITE_TITLE } from '@common/constants';
import type { Post } from '~/features/post-list/post-types';

export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute: WeChat refuses a card whose link is not on the signed page's domain. */
  link: string;
  /** Absolute, or empty when the post has no picture (WeChat then shows its default). */
  imgUrl: string;
}

export const h5ArticlePath = (articleId: string) => `/h5/article/${articleId}`;

/** WeChat cuts a card's description at about two lines. */
const DESC_MAX = 60;

function absolute(url: string, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/** The title, else the start of the summary (短文 have no title), as /a/{id} names the post. */
export function shareCard(post: Post, origin: string): ShareCard {
  return {
    title: post.title || post.summary.slice(0, 30) || '文章详情',
    desc: post.summary.slice(0, DESC_MAX) || SITE_TITLE,
    link: `${origin}${h5ArticlePath(post.article_id)}`,
    imgUrl: absolute(post.cover || post.image[0] || '', origin),
  };
}
