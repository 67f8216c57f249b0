import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wechatTokens } from '../../db/schema';
import type { StoredToken, WechatTokenKind, WechatTokenStore } from '../../providers/wechat';

/** The database as the WeChat token store shared by all instances. */
export function wechatTokenStore(db: Db): WechatTokenStore {
  async function read(appId: string, kind: WechatTokenKind): Promise<StoredToken | undefined> {
    const [row] = await db
      .select({ value: wechatTokens.value, expiresAt: wechatTokens.expiresAt })
      .from(wechatTokens)
      .where(and(eq(wechatTokens.appId, appId), eq(wechatTokens.kind, kind)));
    return row;
  }

  async function write(appId: string, kind: WechatTokenKind, token: StoredToken): Promise<StoredToken> {
    // One statement: an instance whose fetch finished later but started earlier cannot replace a
    // longer-lived value; the row that stays is returned either way.
    const [row] = await db
      .insert(wechatTokens)
      .values({ appId, kind, value: token.value, expiresAt: token.expiresAt })
      .onConflictDoUpdate({
        target: [wechatTokens.appId, wechatTokens.kind],
        set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at`, updatedAt: sql`now()` },
        setWhere: sql`excluded.expires_at > ${wechatTokens.expiresAt}`,
      })
      .returning({ value: wechatTokens.value, expiresAt: wechatTokens.expiresAt });
    return row ?? ((await read(appId, kind)) as StoredToken);
  }

  return { read, write };
}
