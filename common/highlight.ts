/** Search-result highlighting (docs/api/search.md: the page marks the query's segmented `words`). */

export interface Segment {
  text: string;
  hit: boolean;
}

const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/**
 * Splits text into runs that match one of the words (case-insensitive) and runs that do not. Longer words
 * are tried first, so 贵州茅台 wins over 茅台 where both match. Words are matched literally: the API
 * echoes what the member typed, so their regex characters are escaped.
 */
export function highlightSegments(text: string, words: readonly string[]): Segment[] {
  if (!text) return [];
  const terms = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (terms.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(terms.map((t) => t.replace(REGEX_SYNTAX, '\\$&')).join('|'), 'giu');
  const segments: Segment[] = [];
  const push = (part: string, hit: boolean) => {
    const last = segments.at(-1);
    // Adjacent hits of different words (贵州|茅台) read as one mark.
    if (last && last.hit === hit) last.text += part;
    else segments.push({ text: part, hit });
  };
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) push(text.slice(at, match.index), false);
    push(match[0], true);
    at = match.index + match[0].length;
  }
  if (at < text.length) push(text.slice(at), false);
  return segments;
}
