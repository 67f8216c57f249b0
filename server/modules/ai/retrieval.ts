import { AI_LIMITS, type AiSourceType } from '../../../common/ai';
import { FLUCTUATION_POST_TYPE, POST_STATUS } from '../../../common/post';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/sanitize';
import type { Passage } from '../../providers/llm';
import * as announcementRepo from '../announcement/announcement.repo';
import { findPostsByIds } from '../post/post.repo';
import { bodyGated } from '../post/post-gate';
import { searchQuery } from '../search/post-index';
import * as searchRepo from '../search/search.repo';
import { STOP_WORDS } from '../search/stop-words';
import type { StockRow } from '../stock/stock.repo';
import type { StockDirectory } from '../stock/stock-directory';

/** Candidates read per source before ranking them together. */
const POSTS_READ = 12;
const RECORDS_READ = 6;
/** Stocks of one question searched one by one (a question naming ten stocks reads the first few). */
const STOCKS_MAX = 3;
/** A passage's quoted text, at most. */
const PASSAGE_CHARS = 160;
/** A passage's title, at most. */
const TITLE_CHARS = 60;
/** Being about a stock the question names outweighs a couple of shared words. */
const STOCK_BONUS = 4;

const STOP = new Set<string>(STOP_WORDS);
const SENTENCE_END = /(?<=[。！？!?；;\n])/;

interface Candidate extends Omit<Passage, 'text'> {
  /** Plain text to rank and quote from. */
  body: string;
  stockIds: number[];
}

/**
 * Finds what the site says about a question (issue 17 §2): the full-text index of posts (异动 analyses
 * are posts of type 'action') and of announcements and 互动易 Q&A, through their own repos' searches,
 * with any word of the question matching (a question is not a keyword list: requiring every word would
 * find nothing). Stocks the question names narrow each search to them and rank their passages first.
 * Only published posts whose body is open to everyone are read: a gated body never reaches a prompt.
 */
export class Retrieval {
  constructor(
    private readonly db: Db,
    private readonly directory: StockDirectory,
  ) {}

  async passages(question: string, limit: number = AI_LIMITS.passages): Promise<Passage[]> {
    const seg = await this.directory.segmenter();
    const stocks = (await this.stocksIn(question)).slice(0, STOCKS_MAX);
    const words = seg
      .queryWords(question)
      .filter((w) => !STOP.has(w) && (w.length > 1 || /[a-z0-9]/.test(w)));
    const tsquery = anyWord([...words, ...stocks.map((s) => s.name.toLowerCase())]);
    if (!tsquery) return [];
    const stockIds = stocks.map((s) => s.id);
    const [posts, records] = await Promise.all([
      this.posts(tsquery, stockIds),
      this.records(tsquery, stockIds),
    ]);
    const seen = new Set<string>();
    const ranked = [...posts, ...records]
      .map((c, order) => ({ c, order, score: score(c, words, stockIds) }))
      .filter((r) => r.score > 0 && !seen.has(r.c.link) && seen.add(r.c.link))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit);
    return ranked.map(({ c }) => ({
      type: c.type,
      title: c.title,
      link: c.link,
      text: bestSentences(c.body, words) || c.title,
    }));
  }

  /** Stocks named (by name, or a `$name(code)$` tag) or written as a six-digit code. */
  private async stocksIn(question: string): Promise<StockRow[]> {
    const found = new Map((await this.directory.mentioned(question)).map((s) => [s.id, s]));
    for (const [code] of question.matchAll(/(?<!\d)\d{6}(?!\d)/g)) {
      for (const s of await this.directory.search(code, true)) found.set(s.id, s);
    }
    return [...found.values()];
  }

  /** Posts ranked by the search index: about the named stocks when there are any, else all. */
  private async posts(tsquery: string, stockIds: number[]): Promise<Candidate[]> {
    const windows = await Promise.all(
      (stockIds.length ? stockIds : [undefined]).map((stockId) =>
        searchRepo.searchWindow(this.db, { tsquery, stockId, order: searchRepo.SEARCH_ORDERS.relevance }),
      ),
    );
    let ids = [...new Set(windows.flatMap((w) => w.slice(0, POSTS_READ)))];
    // Nothing about the stock itself: what the site says in general about the question's words.
    if (ids.length === 0 && stockIds.length) {
      ids = (
        await searchRepo.searchWindow(this.db, { tsquery, order: searchRepo.SEARCH_ORDERS.relevance })
      ).slice(0, POSTS_READ);
    }
    const rows = await findPostsByIds(this.db, ids);
    return rows
      .filter((p) => p.status === POST_STATUS.PUBLISHED && !bodyGated(p))
      .map((p) => {
        const body = htmlToText(p.contentHtml);
        const type: AiSourceType = p.type === FLUCTUATION_POST_TYPE ? 'action' : 'post';
        return {
          type,
          title: clip(p.title || body, TITLE_CHARS),
          link: `/a/${p.articleId}`,
          body: `${p.title}\n${body}`,
          stockIds: p.stockIds,
        };
      });
  }

  /** Announcements (titles) and Q&A (questions and answers), newest first within the matches. */
  private async records(tsquery: string, stockIds: number[]): Promise<Candidate[]> {
    const filter = { tsquery, stockIds: stockIds.length ? stockIds : undefined };
    const [announcements, qa, snap] = await Promise.all([
      announcementRepo.searchAnnouncements(this.db, filter, 0, RECORDS_READ),
      announcementRepo.searchQa(this.db, filter, 0, RECORDS_READ),
      this.directory.current(),
    ]);
    const nameOf = (id: number, code: string) => snap.byId.get(id)?.name ?? code;
    return [
      ...announcements.rows.map((a) => ({
        type: 'announcement' as const,
        title: clip(`${nameOf(a.stockId, a.code)}：${a.title}`, TITLE_CHARS),
        link: `/announcement/${a.id}`,
        body: `${nameOf(a.stockId, a.code)} ${a.title}`,
        stockIds: [a.stockId],
      })),
      ...qa.rows.map((q) => ({
        type: 'interaction' as const,
        title: clip(`${nameOf(q.stockId, q.code)}：${q.question}`, TITLE_CHARS),
        // The Q&A tab of /announcement, searched for the stock (a record has no page of its own).
        link: `/announcement?tab=qa&stock=${encodeURIComponent(q.code)}`,
        body: q.answer ? `${q.question}\n${q.answer}` : q.question,
        stockIds: [q.stockId],
      })),
    ];
  }
}

/** A tsquery matching any of the words (search/post-index.ts escapes and bounds each). */
function anyWord(words: string[]): string | null {
  const terms = [...new Set(words)].flatMap((w) => searchQuery([w]) ?? []);
  return terms.length ? terms.join(' | ') : null;
}

/** Shared words (longer words count more) plus the bonus for being about a stock the question names. */
function score(c: Candidate, words: string[], stockIds: number[]): number {
  const text = c.body.toLowerCase();
  let s = 0;
  for (const w of words) if (text.includes(w)) s += Math.min(w.length, 4);
  if (stockIds.some((id) => c.stockIds.includes(id))) s += STOCK_BONUS;
  return s;
}

/** The sentences sharing most words with the question, in their order, up to PASSAGE_CHARS. */
export function bestSentences(text: string, words: string[]): string {
  const sentences = text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
  const scored = sentences.map((s, i) => {
    const lower = s.toLowerCase();
    return { s, i, score: words.reduce((n, w) => n + (lower.includes(w) ? Math.min(w.length, 4) : 0), 0) };
  });
  const picked: typeof scored = [];
  let length = 0;
  for (const c of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (c.score === 0 && picked.length > 0) break;
    if (length + c.s.length > PASSAGE_CHARS && picked.length > 0) continue;
    picked.push(c);
    length += c.s.length;
    if (length >= PASSAGE_CHARS) break;
  }
  return clip(
    picked
      .sort((a, b) => a.i - b.i)
      .map((c) => c.s)
      .join(' '),
    PASSAGE_CHARS,
  );
}

const clip = (s: string, max: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
