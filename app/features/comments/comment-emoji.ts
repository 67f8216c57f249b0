/**
 * `[名称]` emoji text in a comment's sanitised HTML becomes 24px images (SPEC §3). Only text between tags
 * is touched: a name inside an attribute (a link's href or title) must stay as it is.
 */
import { renderEmojiText } from '@common/emoji';

/** Sanitised HTML quotes every attribute and escapes '<' and '>' inside them, so tags split cleanly. */
const TAG = /(<[^>]*>)/;

export function renderCommentEmoji(html: string): string {
  if (!html.includes('[')) return html;
  return html
    .split(TAG)
    .map((part) => (part.startsWith('<') ? part : renderEmojiText(part)))
    .join('');
}
