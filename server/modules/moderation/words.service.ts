import { formatServerTime } from '../../../common/format';
import { MODERATION_MSG, type SensitiveWordItem, WORD_MAX } from '../../../common/moderation';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { normaliseWord, type SensitiveWords } from '../post/sensitive-words';
import * as repo from './words.repo';

/**
 * The console's 敏感词 page (issue 15). The list lives in sensitive_words; after a change this instance's
 * copy (SensitiveWords, which the PostService matches with) is dropped at once, other instances reload
 * theirs within SENSITIVE_WORDS_MAX_AGE_MS.
 */
export class WordsService {
  constructor(
    private readonly db: Db,
    private readonly words: SensitiveWords,
  ) {}

  async list(): Promise<SensitiveWordItem[]> {
    return (await repo.listWords(this.db)).map((r) => ({
      word: r.word,
      created_at: formatServerTime(r.createdAt),
      created_by: r.createdBy,
    }));
  }

  /** Adds words (normalised: case and spaces ignored); the ones newly listed. */
  async add(actor: SysActor, raw: string[]): Promise<string[]> {
    const words = [...new Set(raw.map(normaliseWord).filter(Boolean))];
    if (words.length === 0) throw badRequest(MODERATION_MSG.wordEmpty);
    if (words.some((w) => [...w].length > WORD_MAX)) throw badRequest(MODERATION_MSG.wordTooLong);
    const added = await this.db.transaction(async (tx) => {
      const inserted = await repo.insertWords(tx, words, actor.username);
      if (inserted.length > 0) {
        await recordAudit(tx, actor, {
          action: 'words.add',
          targetType: 'sensitive_word',
          targetId: inserted.join(',').slice(0, 200),
          detail: { words: inserted },
        });
      }
      return inserted;
    });
    this.words.invalidate();
    return added;
  }

  async remove(actor: SysActor, raw: string): Promise<void> {
    const word = normaliseWord(raw);
    await this.db.transaction(async (tx) => {
      if (!(await repo.deleteWord(tx, word))) throw notFound(MODERATION_MSG.wordNotFound);
      await recordAudit(tx, actor, { action: 'words.remove', targetType: 'sensitive_word', targetId: word });
    });
    this.words.invalidate();
  }
}
