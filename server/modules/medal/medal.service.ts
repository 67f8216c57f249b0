import { formatServerTime } from '../../../common/format';
import { MEDAL_MSG, type Medal } from '../../../common/medal';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findUserById } from '../user/user.repo';
import * as repo from './medal.repo';

/** Medals members hold. users.medal_count changes with the row, in the same transaction, only when the row did. */
export class MedalService {
  constructor(private readonly db: Db) {}

  /** Anyone may see a member's medals (SPEC §4: the call stays silent for visitors). */
  async list(userId: number): Promise<Medal[]> {
    const [user, rows] = await Promise.all([
      findUserById(this.db, userId),
      repo.listUserMedals(this.db, userId),
    ]);
    if (!user) throw notFound(MEDAL_MSG.noUser);
    return rows.map((m) => ({
      medal_id: m.id,
      code: m.code,
      name: m.name,
      icon: m.icon,
      description: m.description,
      create_time: formatServerTime(m.createdAt),
    }));
  }

  /** Gives a member a medal of the catalogue (editors' tools, the demo seed); true when it is new. */
  grant(userId: number, code: string): Promise<boolean> {
    return this.change(userId, code, 1);
  }

  /** Takes a medal back; true when the member held it. */
  revoke(userId: number, code: string): Promise<boolean> {
    return this.change(userId, code, -1);
  }

  private async change(userId: number, code: string, delta: 1 | -1): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await findUserById(tx, userId))) throw notFound(MEDAL_MSG.noUser);
      const medalId = await repo.findMedalId(tx, code);
      if (medalId === undefined) throw notFound(MEDAL_MSG.noMedal);
      const changed =
        delta === 1
          ? await repo.insertUserMedal(tx, userId, medalId)
          : await repo.deleteUserMedal(tx, userId, medalId);
      if (changed) await repo.adjustMedalCount(tx, userId, delta);
      return changed;
    });
  }
}
