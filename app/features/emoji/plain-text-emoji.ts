/** Plain text with `[名称]` emoji names (list excerpts, summaries) as HTML: escaped, known names as images. */
import { renderEmojiText } from '@common/emoji';
import { escapeHtml } from '@common/html';

export function plainTextEmojiHtml(text: string): string {
  return renderEmojiText(escapeHtml(text));
}
