import type { Db, Tx } from '../../db/client';
import { STOCK_LINK_SOURCE } from '../../db/schema';
import { htmlToText } from '../../lib/sanitize';
import * as postRepo from '../post/post.repo';
import { bodyGated } from '../post/post-gate';
import type { StockDirectory } from '../stock/stock-directory';
import { searchVector } from './post-index';

const REINDEX_BATCH = 500;

export interface PostIndexEntry {
  links: Omit<postRepo.StockLink, 'postId'>[];
  vector: string;
}

/**
 * What a post's text makes of it beyond its columns: stock tags turned into stored tag spans, the stocks
 * it is about (tags first, then names found in the text) and its search document.
 */
export class PostIndexer {
  constructor(
    private readonly db: Db,
    readonly stocks: StockDirectory,
  ) {}

  /**
   * Builds the entry of a post about to be written. Call it before the writing transaction opens: the
   * stock directory may read the database, which PGlite would queue behind that transaction.
   */
  async build(post: Omit<postRepo.IndexSourceRow, 'id'>): Promise<PostIndexEntry & { html: string }> {
    const { html, tagged } = await this.stocks.tagHtml(post.contentHtml);
    const text = htmlToText(html);
    const named = await this.stocks.mentioned(`${post.title}\n${post.tags.join(' ')}\n${text}`);
    const taggedIds = new Set(tagged.map((t) => t.id));
    const links = [
      ...tagged.map((t, i) => ({ stockId: t.id, source: STOCK_LINK_SOURCE.tag, position: i })),
      ...named
        .filter((n) => !taggedIds.has(n.id))
        .map((n, i) => ({ stockId: n.id, source: STOCK_LINK_SOURCE.detected, position: i })),
    ];
    const vector = searchVector(await this.stocks.segmenter(), {
      title: post.title,
      tags: post.tags,
      summary: post.summary,
      text,
      gated: bodyGated(post),
    });
    return { html, links, vector };
  }

  /** Stores a written post's stock links and search document, in the writing transaction. */
  async store(tx: Tx, postId: number, entry: PostIndexEntry): Promise<void> {
    await postRepo.upsertSearchVectors(tx, [{ postId, vector: entry.vector }]);
    await postRepo.replacePostStocks(
      tx,
      [postId],
      entry.links.map((l) => ({ ...l, postId })),
    );
  }

  /**
   * (Re)builds the entries of stored posts in batches: all of them (after the stock list changed,
   * `npm run search:reindex`) or only those never indexed (seeds, the bench data set, data written before
   * search existed). Returns how many posts it indexed.
   */
  async reindex(onlyMissing: boolean): Promise<number> {
    let after = 0;
    let done = 0;
    for (;;) {
      const rows = await postRepo.postsToIndex(this.db, after, REINDEX_BATCH, onlyMissing);
      if (rows.length === 0) break;
      const built = await Promise.all(rows.map(async (row) => ({ row, ...(await this.build(row)) })));
      await this.db.transaction(async (tx) => {
        await postRepo.upsertSearchVectors(
          tx,
          built.map((b) => ({ postId: b.row.id, vector: b.vector })),
        );
        await postRepo.updateBodies(
          tx,
          built.filter((b) => b.html !== b.row.contentHtml).map((b) => ({ id: b.row.id, html: b.html })),
        );
        await postRepo.replacePostStocks(
          tx,
          rows.map((r) => r.id),
          built.flatMap((b) => b.links.map((l) => ({ ...l, postId: b.row.id }))),
        );
      });
      after = rows[rows.length - 1].id;
      done += rows.length;
    }
    return done;
  }
}
