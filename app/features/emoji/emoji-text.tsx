import { plainTextEmojiHtml } from './plain-text-emoji';
import './emoji.css';

/** Plain text with its `[名称]` emoji names shown as the 24px images, as in post bodies (SPEC §3). */
export function EmojiText({ text }: { text: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is escaped first; emoji images are fixed markup (plainTextEmojiHtml).
    <span dangerouslySetInnerHTML={{ __html: plainTextEmojiHtml(text) }} />
  );
}
