import { highlightSegments } from '@common/highlight';

/** Text with the searched words marked. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return highlightSegments(text, words).map((segment, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never reorder.
    segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  );
}
