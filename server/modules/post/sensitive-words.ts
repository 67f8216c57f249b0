import { readFileSync } from 'node:fs';
import type { DbOrTx } from '../../db/client';
import { allWords } from '../moderation/words.repo';

/** How long an instance may use its copy of the list: other instances' console edits show within it. */
export const SENSITIVE_WORDS_MAX_AGE_MS = 30_000;

/** Words are compared ignoring case and spaces; the list stores them in this form. */
export const normaliseWord = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/**
 * A word list file (SENSITIVE_WORDS_FILE): one word per line, `#` starts a comment. Its words hold posts
 * in addition to the database's list, and cannot be removed in the console.
 */
export function readWordFile(file: string | URL): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => normaliseWord(l))
    .filter((l) => l && !l.startsWith('#'));
}

/**
 * The list that sends posts to review (issue 3), kept in the database since issue 15 (the console's
 * 敏感词 page). Each instance keeps a copy: reloaded at most SENSITIVE_WORDS_MAX_AGE_MS after the last
 * load, and at once after this instance changed the list (`invalidate`).
 */
export class SensitiveWords {
  private words: string[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<string[]> | null = null;
  /** Bumped by invalidate(): a load that started before a change must not be kept as fresh. */
  private generation = 0;
  private readonly extra: string[];

  constructor(
    private readonly db: DbOrTx,
    file: string | URL | undefined = process.env.SENSITIVE_WORDS_FILE || undefined,
    private readonly maxAgeMs = SENSITIVE_WORDS_MAX_AGE_MS,
  ) {
    this.extra = file ? readWordFile(file) : [];
  }

  /** The listed words the text contains, in list order. */
  async find(text: string): Promise<string[]> {
    const haystack = normaliseWord(text);
    const words = await this.current();
    return [...new Set([...words, ...this.extra])].filter((w) => haystack.includes(w));
  }

  /** Forgets the copy: the next find reads the list again (call it after the change committed). */
  invalidate(): void {
    this.generation++;
    this.loadedAt = Number.NEGATIVE_INFINITY;
    this.loading = null;
  }

  private current(): Promise<string[]> | string[] {
    if (Date.now() - this.loadedAt < this.maxAgeMs) return this.words;
    if (!this.loading) {
      const generation = this.generation;
      const loading = allWords(this.db).then(
        (words) => {
          if (generation === this.generation) {
            this.words = words;
            this.loadedAt = Date.now();
          }
          if (this.loading === loading) this.loading = null;
          return words;
        },
        (err) => {
          if (this.loading === loading) this.loading = null;
          throw err;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }
}
