import { linkStockTags } from '@common/stock-vocab';
import { renderCommentEmoji } from './comment-emoji';
import '~/features/emoji/emoji.css';

/**
 * The comment's sanitised HTML (the server's allow-list: text, <br>, links, emoji images), with `[名称]`
 * emoji text shown as images and stock tags as links. Free of any UI kit (desktop and phone).
 */
export function CommentContent({ html }: { html: string }) {
  const content = renderCommentEmoji(linkStockTags(html));
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitizeCommentHtml); emoji images and tag links are fixed markup.
    <span className="comment-content" dangerouslySetInnerHTML={{ __html: content }} />
  );
}
