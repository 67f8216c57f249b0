import { BLOCK_MSG } from '../../../common/block';
import { formatServerTime } from '../../../common/format';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound, orMissing } from '../../lib/errors';
import { type Page, toPage } from '../post/post.service';
import { findUserById } from '../user/user.repo';
import * as repo from './block.repo';

export interface BlockedUser {
  user_id: number;
  nickname: string;
  avatar: string;
  profile: string;
  create_time: string;
}

/** The blacklist, and the check other services make before an action aimed at a member. */
export class BlockService {
  constructor(private readonly db: Db) {}

  async add(userId: number, blockedId: number): Promise<void> {
    if (userId === blockedId) throw badRequest(BLOCK_MSG.self);
    if (!(await findUserById(this.db, blockedId))) throw notFound(BLOCK_MSG.userNotFound);
    await orMissing(repo.addBlock(this.db, userId, blockedId), notFound(BLOCK_MSG.userNotFound));
  }

  async remove(userId: number, blockedId: number): Promise<void> {
    await repo.removeBlock(this.db, userId, blockedId);
  }

  async list(userId: number, q: { start: number; limit: number }): Promise<Page<BlockedUser>> {
    const { rows, total } = await repo.listBlocked(this.db, userId, q.limit, (q.start - 1) * q.limit);
    const items = rows.map((r) => ({
      user_id: r.id,
      nickname: r.nickname,
      avatar: r.avatar,
      profile: r.profile,
      create_time: formatServerTime(r.createdAt),
    }));
    return toPage(items, q.start, q.limit, total);
  }

  /** Refuses an action of `actorId` aimed at `targetId` (message, comment, follow) when the target blocked them. */
  async assertNotBlocked(db: DbOrTx, targetId: number, actorId: number): Promise<void> {
    if (targetId !== actorId && (await repo.hasBlocked(db, targetId, actorId))) {
      throw forbidden(BLOCK_MSG.blockedByPeer);
    }
  }
}
