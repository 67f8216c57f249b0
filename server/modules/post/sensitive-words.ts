import { readFileSync } from 'node:fs';

const BUNDLED = new URL('./sensitive-words.txt', import.meta.url);

/** The configurable word list that sends posts to review (issue 3). Matching ignores case and spaces. */
export class SensitiveWords {
  private readonly words: string[];

  constructor(file: string | URL = process.env.SENSITIVE_WORDS_FILE || BUNDLED) {
    this.words = readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => normalise(l))
      .filter((l) => l && !l.startsWith('#'));
  }

  /** The listed words the text contains, in list order. */
  find(text: string): string[] {
    const haystack = normalise(text);
    return this.words.filter((w) => haystack.includes(w));
  }
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, '');
