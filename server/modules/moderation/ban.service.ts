import { formatServerTime, serverTimeIso } from '../../../common/format';
import { type MemberBanItem, MODERATION_MSG } from '../../../common/moderation';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionEnds } from '../../lib/stream-registry';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { houseAccountId } from '../console/house-account.repo';
import { isBanned, maskPhone } from '../user/user.service';
import * as repo from './moderation.repo';

export const toMemberBanItem = (r: repo.MemberRow): MemberBanItem => {
  const banned = isBanned(r);
  return {
    user_id: r.id,
    nickname: r.nickname,
    phone: maskPhone(r.phone),
    posts: r.posts,
    created_at: formatServerTime(r.createdAt),
    banned,
    banned_until: banned ? formatServerTime(r.bannedUntil) : '',
    ban_reason: banned ? r.banReason : '',
  };
};

/**
 * The console's 会员封禁 (issue 15). A ban sets users.status BANNED (until `banned_until`, or until lifted)
 * and revokes the member's sessions in one transaction; from then on every login path refuses them
 * (UserService, WechatService) and the session lookup never yields them, so they cannot post, comment,
 * message or react (plugins/session.ts tells their open pages why). Their open event streams end once
 * the ban has committed (ADR 27).
 */
export class BanService {
  constructor(
    private readonly db: Db,
    private readonly sessionEnds: SessionEnds,
  ) {}

  async find(keyword: string): Promise<MemberBanItem[]> {
    return (await repo.findMembers(this.db, keyword)).map(toMemberBanItem);
  }

  async banned(): Promise<MemberBanItem[]> {
    return (await repo.bannedMembers(this.db, 200)).map(toMemberBanItem);
  }

  async ban(
    actor: SysActor,
    userId: number,
    reason: string,
    until: string | null | undefined,
  ): Promise<MemberBanItem> {
    const end = until ? new Date(serverTimeIso(until)) : null;
    if (end && Number.isNaN(end.getTime())) throw badRequest(MODERATION_MSG.untilInvalid);
    if (end && end.getTime() <= Date.now()) throw badRequest(MODERATION_MSG.untilPast);
    if (userId === (await houseAccountId(this.db))) throw badRequest(MODERATION_MSG.houseAccount);
    const banned = await this.db.transaction(async (tx) => {
      const row = await repo.banMember(tx, userId, reason, end);
      if (!row) throw notFound(MODERATION_MSG.memberNotFound);
      await recordAudit(tx, actor, {
        action: 'member.ban',
        targetType: 'user',
        targetId: userId,
        detail: { reason, until: end ? formatServerTime(end) : null },
      });
      return toMemberBanItem(row);
    });
    this.sessionEnds.ended({ userId });
    return banned;
  }

  async unban(actor: SysActor, userId: number): Promise<MemberBanItem> {
    return this.db.transaction(async (tx) => {
      const row = await repo.unbanMember(tx, userId);
      if (!row) {
        const exists = await repo.findMember(tx, userId);
        throw exists ? badRequest(MODERATION_MSG.memberNotBanned) : notFound(MODERATION_MSG.memberNotFound);
      }
      await recordAudit(tx, actor, { action: 'member.unban', targetType: 'user', targetId: userId });
      return toMemberBanItem(row);
    });
  }
}
