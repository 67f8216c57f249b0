import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { invites } from '../../db/schema';

export interface InviteOutcome {
  inviterExists: boolean;
  phoneRegistered: boolean;
  recorded: boolean;
}

/**
 * Records `phone` as invited by `inviterId` in one statement: only when the inviter exists and the phone
 * is not registered, and only for the first inviter (the (country_code, phone) unique index decides
 * between concurrent ones). The flags say which condition stopped it.
 */
export async function insertInvite(
  db: DbOrTx,
  v: { inviterId: number; countryCode: string; phone: string; type: number },
): Promise<InviteOutcome> {
  const result = await db.execute(sql`
    with inviter as (select id from users where id = ${v.inviterId}),
    registered as (select 1 from users where country_code = ${v.countryCode} and phone = ${v.phone}),
    inserted as (
      insert into invites (inviter_id, country_code, phone, type)
      select id, ${v.countryCode}::text, ${v.phone}::text, ${v.type}::smallint from inviter
      where not exists (select 1 from registered)
      on conflict (country_code, phone) do nothing
      returning 1
    )
    select exists (select 1 from inviter) as inviter_exists,
      exists (select 1 from registered) as phone_registered,
      exists (select 1 from inserted) as recorded`);
  const [row] = rowsOf<{ inviter_exists: boolean; phone_registered: boolean; recorded: boolean }>(result);
  return {
    inviterExists: row.inviter_exists,
    phoneRegistered: row.phone_registered,
    recorded: row.recorded,
  };
}

/** How many phones a member invited, and how many of them have registered. */
export async function inviteCounts(
  db: DbOrTx,
  inviterId: number,
): Promise<{ invited: number; registered: number }> {
  const [row] = await db
    .select({
      invited: count(),
      registered: count(invites.inviteeId),
    })
    .from(invites)
    .where(eq(invites.inviterId, inviterId));
  return { invited: row.invited, registered: row.registered };
}

/**
 * Marks the invitation of a phone as taken up by the member who just registered with it; meant for the
 * registration transaction, so a member exists with its invitation claimed or not at all.
 */
export async function claimInvite(
  db: DbOrTx,
  countryCode: string,
  phone: string,
  userId: number,
): Promise<void> {
  await db
    .update(invites)
    .set({ inviteeId: userId, registeredAt: sql`now()` })
    .where(and(eq(invites.countryCode, countryCode), eq(invites.phone, phone), isNull(invites.inviteeId)));
}
