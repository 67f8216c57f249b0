import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brokerOffers, brokers } from '../../db/schema';

export type BrokerRowDb = typeof brokers.$inferSelect;
export type OfferRowDb = typeof brokerOffers.$inferSelect;
export type BrokerValues = Pick<
  typeof brokers.$inferInsert,
  'name' | 'logoUrl' | 'intro' | 'sortNo' | 'enabled'
>;
export type OfferValues = Pick<
  typeof brokerOffers.$inferInsert,
  'brokerId' | 'title' | 'benefits' | 'steps' | 'link' | 'validFrom' | 'validTo' | 'sortNo' | 'enabled'
>;

const brokerOrder = [asc(brokers.sortNo), asc(brokers.id)];
const offerOrder = [asc(brokerOffers.sortNo), asc(brokerOffers.id)];

/** An offer the public may see on `today` (China date): it and its broker enabled, today in its range. */
function live(today: string): SQL {
  return and(
    eq(brokers.enabled, true),
    eq(brokerOffers.enabled, true),
    or(isNull(brokerOffers.validFrom), lte(brokerOffers.validFrom, today)),
    or(isNull(brokerOffers.validTo), gte(brokerOffers.validTo, today)),
  ) as SQL;
}

export function enabledBrokers(db: DbOrTx): Promise<BrokerRowDb[]> {
  return db
    .select()
    .from(brokers)
    .where(eq(brokers.enabled, true))
    .orderBy(...brokerOrder);
}

export function liveOffers(db: DbOrTx, today: string): Promise<OfferRowDb[]> {
  return db
    .select({ offer: brokerOffers })
    .from(brokerOffers)
    .innerJoin(brokers, eq(brokers.id, brokerOffers.brokerId))
    .where(live(today))
    .orderBy(...offerOrder)
    .then((rows) => rows.map((r) => r.offer));
}

export async function findLiveOffer(
  db: DbOrTx,
  id: number,
  today: string,
): Promise<{ offer: OfferRowDb; broker: BrokerRowDb } | undefined> {
  const [row] = await db
    .select({ offer: brokerOffers, broker: brokers })
    .from(brokerOffers)
    .innerJoin(brokers, eq(brokers.id, brokerOffers.brokerId))
    .where(and(eq(brokerOffers.id, id), live(today)));
  return row;
}

/**
 * Counts one 去开户 press in a single statement (no read-then-write: concurrent presses all count), only
 * on an offer that is live; answers its link, or undefined when it is not.
 */
export async function countClick(db: DbOrTx, id: number, today: string): Promise<string | undefined> {
  const [row] = await db
    .update(brokerOffers)
    .set({ clicks: sql`${brokerOffers.clicks} + 1` })
    .from(brokers)
    .where(and(eq(brokerOffers.id, id), eq(brokers.id, brokerOffers.brokerId), live(today)))
    .returning({ link: brokerOffers.link });
  return row?.link;
}

// ---- console -------------------------------------------------------------------------------------------

export function listBrokers(db: DbOrTx): Promise<BrokerRowDb[]> {
  return db
    .select()
    .from(brokers)
    .orderBy(...brokerOrder);
}

export function listOffers(db: DbOrTx): Promise<OfferRowDb[]> {
  return db
    .select()
    .from(brokerOffers)
    .orderBy(...offerOrder);
}

export async function insertBroker(db: DbOrTx, values: BrokerValues): Promise<BrokerRowDb> {
  const [row] = await db.insert(brokers).values(values).returning();
  return row;
}

export async function updateBroker(
  db: DbOrTx,
  id: number,
  values: BrokerValues,
): Promise<BrokerRowDb | undefined> {
  const [row] = await db
    .update(brokers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(brokers.id, id))
    .returning();
  return row;
}

/** Deletes the broker and (cascade) its offers. */
export async function deleteBroker(db: DbOrTx, id: number): Promise<BrokerRowDb | undefined> {
  const [row] = await db.delete(brokers).where(eq(brokers.id, id)).returning();
  return row;
}

export async function insertOffer(db: DbOrTx, values: OfferValues): Promise<OfferRowDb> {
  const [row] = await db.insert(brokerOffers).values(values).returning();
  return row;
}

/** Edits an offer; its click count stays. */
export async function updateOffer(
  db: DbOrTx,
  id: number,
  values: OfferValues,
): Promise<OfferRowDb | undefined> {
  const [row] = await db
    .update(brokerOffers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(brokerOffers.id, id))
    .returning();
  return row;
}

export async function deleteOffer(db: DbOrTx, id: number): Promise<OfferRowDb | undefined> {
  const [row] = await db.delete(brokerOffers).where(eq(brokerOffers.id, id)).returning();
  return row;
}
