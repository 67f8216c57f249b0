import type { Segmenter } from './segmenter';

/**
 * The search document of a post as a tsvector literal, built here rather than by PostgreSQL's parser so
 * that the lexemes are exactly jieba's words on PGlite and on any server locale. Weights carry the scopes
 * of SPEC §2: A title and tags, B summary, C body. A gated post (fans-only, read limit, paid) is findable
 * by its title and tags only, so search never reveals words of a body its reader could not open.
 */
export interface SearchDocument {
  title: string;
  tags: string[];
  summary: string;
  /** Body as plain text. */
  text: string;
  gated: boolean;
}

export type Weight = 'A' | 'B' | 'C';

/** tsvector limits: positions up to 16383; few positions per lexeme are enough for ranking. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 16;
const MAX_LEXEME_CHARS = 64;
const MAX_BODY_CHARS = 20_000;

export function searchVector(seg: Segmenter, doc: SearchDocument): string {
  const parts: [Weight, string][] = [['A', [doc.title, ...doc.tags].join(' ')]];
  if (!doc.gated) parts.push(['B', doc.summary], ['C', doc.text.slice(0, MAX_BODY_CHARS)]);
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const [weight, text] of parts) {
    for (const token of seg.indexTokens(text)) {
      pos = Math.min(pos + 1, MAX_POSITION);
      const lexeme = token.slice(0, MAX_LEXEME_CHARS);
      const list = positions.get(lexeme) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${pos}${weight}`);
      positions.set(lexeme, list);
    }
  }
  // Lexemes are letter/digit runs (segmenter.ts), so they never hold a quote or backslash to escape.
  return [...positions].map(([lexeme, list]) => `'${lexeme}':${list.join(',')}`).join(' ');
}

/**
 * A tsquery literal matching every word, optionally only in the given weights (title and tag: A;
 * summary: B). Null when the query has no searchable word.
 */
export function searchQuery(words: string[], weights = ''): string | null {
  const terms = words.map((w) => `'${w.slice(0, MAX_LEXEME_CHARS)}'${weights ? `:${weights}` : ''}`);
  return terms.length ? terms.join(' & ') : null;
}
