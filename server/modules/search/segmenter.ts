import { createHash } from 'node:crypto';
import { Jieba, type Keyword, TfIdf } from '@node-rs/jieba';
import { dict, idf } from '@node-rs/jieba/dict.js';
import { MARKET_TERMS } from './market-terms';
import { STOP_WORDS } from './stop-words';

/** Runs of letters or digits: what a token keeps once punctuation, spaces and symbols are gone. */
const WORD_RUN = /[\p{L}\p{N}]+/gu;
/** Added words outrank the base dictionary's splits (宁德|时代), as a long known word should. */
const CUSTOM_WORD_FREQ = 100_000;

/** Lower-cased letter/digit runs of jieba's tokens; punctuation and whitespace tokens vanish. */
function normalise(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) for (const m of token.toLowerCase().matchAll(WORD_RUN)) out.push(m[0]);
  return out;
}

const STOP_SET = new Set(STOP_WORDS);

let tfIdf: TfIdf | undefined;
function keywordExtractor(): TfIdf {
  if (!tfIdf) {
    tfIdf = TfIdf.withDict(idf);
    // No stopWords here: @node-rs/jieba 2.0.2 throws converting a Set ("Undefined into rust type
    // String"), so keywords() drops them instead.
    tfIdf.setConfig({ minKeywordLength: 2, useHmm: false });
  }
  return tfIdf;
}

/** Building jieba with the base dictionary takes ~0.35 s, so instances are shared per word list. */
const instances = new Map<string, Jieba>();
const MAX_INSTANCES = 4;

function jiebaWith(words: string[]): Jieba {
  const key = createHash('sha1').update(words.join('\n')).digest('hex');
  let jieba = instances.get(key);
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    if (words.length > 0) {
      jieba.loadDict(Buffer.from(words.map((w) => `${w} ${CUSTOM_WORD_FREQ} n`).join('\n')));
    }
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value as string);
    instances.set(key, jieba);
  }
  return jieba;
}

/**
 * Chinese word segmentation with the site's dictionary (DESIGN §2): jieba's base dictionary plus market
 * terms and the stock names it is given. Posts are indexed in search mode (宁德时代 also yields 宁德 and
 * 时代) and queries are cut precisely, both without HMM so that the same text always splits the same
 * way whatever surrounds it; an unknown word falls apart into single characters on both sides alike.
 */
export class Segmenter {
  private readonly jieba: Jieba;
  /** The market terms and stock names added to jieba's dictionary. */
  private readonly added: ReadonlySet<string>;

  constructor(extraWords: Iterable<string> = []) {
    const words = new Set<string>(MARKET_TERMS);
    for (const w of extraWords) if (w && !/\s/.test(w)) words.add(w);
    this.jieba = jiebaWith([...words].sort());
    this.added = words;
  }

  /** Tokens to index, in order, with the sub-words of long words (search mode). */
  indexTokens(text: string): string[] {
    return text ? normalise(this.jieba.cutForSearch(text, false)) : [];
  }

  /** The distinct words of a query, in order. */
  queryWords(text: string): string[] {
    return [...new Set(normalise(this.jieba.cut(text, false)))];
  }

  /** Words of a text as written (not lower-cased), for finding stock names in it. */
  words(text: string): string[] {
    return text ? this.jieba.cut(text, false) : [];
  }

  /**
   * TF-IDF keywords, stop words removed (the hot-word cloud). With `tags`, only words jieba tags with one
   * of these parts of speech, and the added market terms and stock names whatever their tag: an added
   * word jieba already knew keeps its own tag (涨停 is a verb there), a new one is tagged n.
   */
  keywords(text: string, topK: number, tags?: ReadonlySet<string>): Keyword[] {
    // Tags depend on the word alone (no HMM), so one tagging of the text gives every keyword's tag.
    const tagOf = new Map(tags ? this.jieba.tag(text, false).map((t) => [t.word, t.tag]) : []);
    const keep = (word: string) =>
      !STOP_SET.has(word) && (!tags || this.added.has(word) || tags.has(tagOf.get(word) ?? ''));
    // Asking for as many more as there are stop words (and, when filtering by tag, three times as many:
    // about half of a text's keywords are verbs, adjectives or adverbs) still leaves topK once dropped.
    return keywordExtractor()
      .extractKeywords(this.jieba, text, (tags ? 3 * topK : topK) + STOP_SET.size)
      .filter((k) => keep(k.keyword))
      .slice(0, topK);
  }
}
