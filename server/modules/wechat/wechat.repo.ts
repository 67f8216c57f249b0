import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wechatIdentities } from '../../db/schema';
import type { WechatProfile } from '../../providers/wechat';

export type WechatIdentityRow = typeof wechatIdentities.$inferSelect;

/** Records a fresh authorisation; the profile fields follow WeChat's latest values. */
export async function upsertIdentity(db: DbOrTx, p: WechatProfile): Promise<void> {
  await db
    .insert(wechatIdentities)
    .values({ openId: p.openId, unionId: p.unionId, nickname: p.nickname, avatar: p.avatar })
    .onConflictDoUpdate({
      target: wechatIdentities.openId,
      set: {
        unionId: sql`coalesce(excluded.union_id, ${wechatIdentities.unionId})`,
        nickname: sql`excluded.nickname`,
        avatar: sql`excluded.avatar`,
        authorizedAt: sql`now()`,
      },
    });
}

export function findIdentity(db: DbOrTx, openId: string): Promise<WechatIdentityRow | undefined> {
  return db.query.wechatIdentities.findFirst({ where: eq(wechatIdentities.openId, openId) });
}

/** Binds only an unbound identity, so two concurrent registrations cannot both claim it. */
export async function bindIdentity(db: DbOrTx, openId: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(wechatIdentities)
    .set({ userId })
    .where(and(eq(wechatIdentities.openId, openId), isNull(wechatIdentities.userId)))
    .returning({ id: wechatIdentities.id });
  return rows.length > 0;
}
