import { INVITE_MSG, type InviteBody, type InviteInfo, invitePath } from '../../../common/invite';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import type { AreaService } from '../area/area.service';
import { findUserById } from '../user/user.repo';
import { toUserSummary, USER_MSG } from '../user/user.service';
import * as repo from './invite.repo';

/**
 * The new-user campaign: an inviter's share page and the visitor's phone. The invitation is claimed at
 * registration (`claimInvite` in the registration transaction).
 */
export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly perIp: Limiter,
    private readonly areas: AreaService,
  ) {}

  /** The inviter's public summary; the inviter alone also gets their figures and share path. */
  async info(userId: number, type: number, viewerId: number | null): Promise<InviteInfo> {
    const [user, counts] = await Promise.all([
      findUserById(this.db, userId),
      viewerId === userId ? repo.inviteCounts(this.db, userId) : null,
    ]);
    if (!user) throw notFound(INVITE_MSG.userNotFound);
    return {
      user: toUserSummary(user),
      type,
      mine: counts && {
        invited_count: counts.invited,
        registered_count: counts.registered,
        share_path: invitePath(userId, type),
      },
    };
  }

  /**
   * Records a visitor's phone for the inviter. The first inviter of a phone keeps it: a later one gets
   * `recorded: false` rather than an error, since the visitor can still register.
   */
  async invite(body: InviteBody, ip: string): Promise<{ recorded: boolean }> {
    await this.perIp.consume(ip);
    // Keyed like registration (one phone, one account), so the claim at registration finds it.
    const { country_code, phone } = await this.areas.canonicalPhone(body);
    const outcome = await repo.insertInvite(this.db, {
      inviterId: body.user_id,
      countryCode: country_code,
      phone,
      type: body.type,
    });
    if (!outcome.inviterExists) throw notFound(INVITE_MSG.userNotFound);
    if (outcome.phoneRegistered) throw conflict(USER_MSG.phoneTaken);
    return { recorded: outcome.recorded };
  }
}
