import { highlightSegments } from '@common/highlight';
import { EmojiText } from '~/features/emoji/emoji-text';

/** Text with the searched words marked; excerpts (`emoji`) show `[名称]` emoji names as images, as lists do. */
export function Highlighted({
  text,
  words,
  emoji = false,
}: {
  text: string;
  words: readonly string[];
  emoji?: boolean;
}) {
  const show = (part: string) => (emoji ? <EmojiText text={part} /> : part);
  return highlightSegments(text, words).map((segment, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never reorder.
    segment.hit ? <mark key={i}>{show(segment.text)}</mark> : <span key={i}>{show(segment.text)}</span>,
  );
}
