import { type ComplaintInput, INTERACTION_MSG } from '../../../common/interaction';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import * as repo from './complaint.repo';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Midnight of the current China calendar day (complaints are de-duplicated per day). */
export function chinaDayStart(now = Date.now()): Date {
  return new Date(Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

const numericId = (raw: string): number | null => {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/** Reports of posts, comments and members (/api/v1/complaint/add); editors review them later. */
export class ComplaintService {
  constructor(
    private readonly db: Db,
    private readonly limiter: Limiter,
  ) {}

  async add(userId: number, input: ComplaintInput): Promise<void> {
    await this.limiter.consume(String(userId));
    if (!(await this.targetExists(input.target_type, input.target_id))) {
      throw notFound(INTERACTION_MSG.complaintTargetNotFound);
    }
    const complaint: repo.ComplaintInsert = {
      userId,
      targetType: input.target_type,
      targetId: input.target_id,
      reason: input.reason,
      detail: input.detail,
    };
    await this.db.transaction(async (tx) => {
      await repo.lockComplaintKey(tx, complaint);
      if (await repo.complaintExistsSince(tx, complaint, chinaDayStart())) {
        throw conflict(INTERACTION_MSG.complaintDuplicate);
      }
      await repo.insertComplaint(tx, complaint);
    });
  }

  private async targetExists(type: ComplaintInput['target_type'], rawId: string): Promise<boolean> {
    if (type === 'article') return repo.publishedPostExists(this.db, rawId);
    const id = numericId(rawId);
    if (id === null) return false;
    return type === 'comment' ? repo.visibleCommentExists(this.db, id) : repo.userExists(this.db, id);
  }
}
