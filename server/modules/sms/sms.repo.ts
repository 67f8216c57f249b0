import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsCodes } from '../../db/schema';

interface PhoneKey {
  countryCode: string;
  phone: string;
  purpose: string;
}

/**
 * Serialises concurrent sends for one phone and one IP until the transaction ends, so the resend and
 * daily-cap checks that follow cannot be raced.
 */
export async function lockSendKeys(tx: DbOrTx, phoneKey: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:phone:${phoneKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:ip:${ip}`}))`);
}

export async function lastSentAt(tx: DbOrTx, countryCode: string, phone: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.countryCode, countryCode), eq(smsCodes.phone, phone)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function countSentSince(
  tx: DbOrTx,
  by: { countryCode: string; phone: string } | { ip: string },
  since: Date,
): Promise<number> {
  const where =
    'ip' in by
      ? and(eq(smsCodes.ip, by.ip), gt(smsCodes.createdAt, since))
      : and(
          eq(smsCodes.countryCode, by.countryCode),
          eq(smsCodes.phone, by.phone),
          gt(smsCodes.createdAt, since),
        );
  const [row] = await tx.select({ n: count() }).from(smsCodes).where(where);
  return row.n;
}

export async function insertCode(
  tx: DbOrTx,
  values: PhoneKey & { codeHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await tx.insert(smsCodes).values(values);
}

/** The newest code of this purpose that can still be tried; older codes are superseded by a resend. */
const latestOpenCode = (k: PhoneKey) => sql`(
  select ${smsCodes.id} from ${smsCodes}
  where ${smsCodes.countryCode} = ${k.countryCode} and ${smsCodes.phone} = ${k.phone}
    and ${smsCodes.purpose} = ${k.purpose}
  order by ${smsCodes.createdAt} desc, ${smsCodes.id} desc limit 1
)`;

export type AttemptResult = { status: 'ok' } | { status: 'wrong'; attempts: number } | { status: 'none' };

/**
 * One atomic statement: counts a wrong try or marks the code verified. A code that expired, was used,
 * or reached maxTries matches no row, so concurrent guesses can never exceed maxTries.
 */
export async function attemptCode(
  tx: DbOrTx,
  k: PhoneKey,
  codeHash: string,
  maxTries: number,
): Promise<AttemptResult> {
  const rows = await tx
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + case when ${smsCodes.codeHash} = ${codeHash} then 0 else 1 end`,
      verifiedAt: sql`case when ${smsCodes.codeHash} = ${codeHash} then coalesce(${smsCodes.verifiedAt}, now()) else ${smsCodes.verifiedAt} end`,
    })
    .where(
      and(
        sql`${smsCodes.id} = ${latestOpenCode(k)}`,
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        sql`${smsCodes.attempts} < ${maxTries}`,
      ),
    )
    .returning({ ok: sql<boolean>`${smsCodes.codeHash} = ${codeHash}`, attempts: smsCodes.attempts });
  if (rows.length === 0) return { status: 'none' };
  return rows[0].ok ? { status: 'ok' } : { status: 'wrong', attempts: rows[0].attempts };
}

/** Marks the latest verified code used; true when there was one still within its verified window. */
export async function consumeVerified(tx: DbOrTx, k: PhoneKey, windowSec: number): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        sql`${smsCodes.id} = ${latestOpenCode(k)}`,
        isNotNull(smsCodes.verifiedAt),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.verifiedAt} > now() - make_interval(secs => ${windowSec})`,
      ),
    )
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
