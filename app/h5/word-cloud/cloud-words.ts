/**
 * The hot-word picture on a phone is the server's SVG drawn inline (server/modules/word-cloud), so a tap
 * lands on a word's own <text> element. These read that SVG's shape: its words are the <text> elements
 * that keep the group's centred anchor; the caption sets text-anchor="end".
 */
import { searchUrl } from '~/features/search/search-scopes';

/** The SVG an empty cloud draws in place of words. */
const NO_WORDS = '暂无热词';

/** What tappedWord reads of the tapped element (an Element; a stub in tests). */
interface Tapped {
  closest(selector: 'text'): Pick<Element, 'hasAttribute' | 'textContent'> | null;
}

/** The word a tap on `target` picked, or null when it missed every word. */
export function tappedWord(target: Tapped | null): string | null {
  const text = target?.closest('text');
  if (!text || text.hasAttribute('text-anchor')) return null;
  const word = text.textContent?.trim() ?? '';
  return word && word !== NO_WORDS ? word : null;
}

/** Searching a word searches everything (全部), as the hot-search ranking does. */
export const wordSearchUrl = (word: string) => searchUrl(word, '1');
