import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { CloudWord } from '../../db/schema';
import { chinaDate } from '../../lib/time';
import { bodyGated } from '../post/post-gate';
import type { StockDirectory } from '../stock/stock-directory';
import { renderCloudSvg } from './cloud-layout';
import { CLOUD_TAGS, isCloudWord } from './hot-words';
import * as repo from './word-cloud.repo';

/** How long a cloud stays current, and how often the timer renews it. */
const REFRESH_MS = 30 * 60_000;
const WINDOW_MS = 24 * 3600_000;
/** A busy day's cloud reads at most this many of its newest posts. */
const WINDOW_MAX_POSTS = 2000;
/** Below this many posts in the window, the cloud is drawn from the latest FALLBACK_POSTS instead. */
const MIN_WINDOW_POSTS = 10;
const FALLBACK_POSTS = 200;
const CLOUD_WORDS = 60;
/** Posts segmented between pauses that let other requests run (about 15 ms of work each). */
const POSTS_PER_SLICE = 100;
/** Keywords kept per slice: enough that what a slice leaves out is too rare to matter. */
const KEYWORDS_PER_SLICE = 300;
/** Old clouds are kept this long, for pages that still link them. */
const KEEP_MS = 7 * 24 * 3600_000;

/** Keys as generated (China date and 8 hex digits of the SVG's SHA-1); no other key can exist. */
const CLOUD_KEY = /^\d{8}-[0-9a-f]{8}$/;

const cloudUrl = (key: string) => `/word-cloud/${key}.svg`;

/**
 * The hot-word cloud (SPEC §1, §7): the TF-IDF keywords of the last 24 hours' posts, drawn as an SVG that
 * is stored under a content-derived key, so its URL is immutable and cacheable for a year.
 */
export class WordCloudService {
  private latest?: repo.StoredCloud;
  private running?: Promise<repo.StoredCloud>;
  private timer?: NodeJS.Timeout;
  /** Every new visitor's browser fetches the current SVG once. */
  private readonly svgs = new LRUCache<string, string>({ max: 16 });

  constructor(
    private readonly db: Db,
    private readonly stocks: StockDirectory,
  ) {}

  /**
   * A cloud at most REFRESH_MS old: this process's last one, else the newest stored (another instance may
   * have drawn it), else a new one.
   */
  private async current(): Promise<repo.StoredCloud> {
    if (!this.isFresh(this.latest)) {
      const newest = await repo.newestCloud(this.db);
      this.latest = this.isFresh(newest) ? newest : await this.regenerate();
    }
    return this.latest;
  }

  /** The current cloud's URL (the sidebar's image, /api/v1/search/word-cloud). */
  async currentUrl(): Promise<string> {
    return cloudUrl((await this.current()).key);
  }

  /** The current cloud's SVG itself, for a page that draws it inline (the phone's, whose words are taps). */
  async currentSvg(): Promise<string | undefined> {
    return this.svg((await this.current()).key);
  }

  /**
   * Draws and stores a cloud of the current posts. Calls while one is being drawn share it; other
   * instances may draw at the same time, which the content-derived keys make harmless.
   */
  regenerate(): Promise<repo.StoredCloud> {
    this.running ??= this.generate()
      .then((cloud) => {
        this.latest = cloud;
        return cloud;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** The stored SVG of a key, or undefined when there is no such cloud. */
  async svg(key: string): Promise<string | undefined> {
    if (!CLOUD_KEY.test(key)) return undefined;
    const cached = this.svgs.get(key);
    if (cached) return cached;
    const svg = await repo.cloudSvg(this.db, key);
    if (svg) this.svgs.set(key, svg);
    return svg;
  }

  /** Renews the cloud every REFRESH_MS; the timer never keeps the process alive. */
  start(onError: (err: unknown) => void): void {
    this.stop();
    this.timer = setInterval(() => {
      this.regenerate().catch(onError);
    }, REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private isFresh(cloud: repo.StoredCloud | undefined): cloud is repo.StoredCloud {
    return !!cloud && Date.now() - cloud.createdAt.getTime() < REFRESH_MS;
  }

  /**
   * A quiet day (fewer than MIN_WINDOW_POSTS posts in 24 hours) would give a cloud of a handful of
   * words, so it is drawn from the latest posts instead, and its caption says 近期 rather than 今日.
   */
  private async generate(): Promise<repo.StoredCloud> {
    let sources = await repo.latestPublished(this.db, WINDOW_MAX_POSTS, new Date(Date.now() - WINDOW_MS));
    const today = sources.length >= MIN_WINDOW_POSTS;
    if (!today) sources = await repo.latestPublished(this.db, FALLBACK_POSTS);
    const words = await this.hotWords(sources);
    const svg = renderCloudSvg(
      words,
      today
        ? { title: '今日热词', note: `近24小时 ${sources.length} 篇帖子` }
        : { title: '近期热词', note: `近24小时帖子较少，取最近 ${sources.length} 篇` },
    );
    const hash = createHash('sha1').update(svg).digest('hex').slice(0, 8);
    const cloud = await repo.saveCloud(this.db, {
      key: `${chinaDate().replaceAll('-', '')}-${hash}`,
      words,
      svg,
    });
    await repo.deleteCloudsBefore(this.db, new Date(Date.now() - KEEP_MS));
    return cloud;
  }

  /**
   * TF-IDF keywords of the posts' titles and summaries taken together, so a word ranks by how much the
   * day's posts say it (a summary is at most 200 characters, so no single post can fill the cloud); only
   * words that name something (hot-words.ts), stock names and market terms whole.
   * Summaries count only for posts every reader may open, since a summary is the start of the body.
   * The text is segmented a slice of posts at a time, pausing between slices: a slice's weights are
   * frequencies within it times IDF, so weighted by the slice's length they add up to the whole text's.
   */
  private async hotWords(sources: repo.CloudSource[]): Promise<CloudWord[]> {
    const segmenter = await this.stocks.segmenter();
    // Keyed lower-case, so AI and ai are one word, shown as first met (in the newest posts).
    const totals = new Map<string, CloudWord>();
    let length = 0;
    for (let i = 0; i < sources.length; i += POSTS_PER_SLICE) {
      if (i > 0) await yieldToLoop();
      const text = sources
        .slice(i, i + POSTS_PER_SLICE)
        .map((p) => (bodyGated(p) ? p.title : `${p.title}\n${p.summary}`))
        .join('\n');
      length += text.length;
      for (const { keyword, weight } of segmenter.keywords(text, KEYWORDS_PER_SLICE, CLOUD_TAGS)) {
        if (!isCloudWord(keyword)) continue;
        const id = keyword.toLowerCase();
        const total = totals.get(id);
        if (total) total.weight += weight * text.length;
        else totals.set(id, { word: keyword, weight: weight * text.length });
      }
    }
    return [...totals.values()]
      .sort((a, b) => b.weight - a.weight)
      .slice(0, CLOUD_WORDS)
      .map((w) => ({ word: w.word, weight: Math.round((w.weight / length) * 1e6) / 1e6 }));
  }
}
