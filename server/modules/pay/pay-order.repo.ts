import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type OrderKind, PAY_STATUS } from '../../../common/money';
import type { DbOrTx } from '../../db/client';
import { payOrders } from '../../db/schema';

/** All SQL of pay orders. Status changes are single guarded UPDATEs: the row lock decides every race. */

export type PayOrderRow = typeof payOrders.$inferSelect;
export type NewPayOrder = typeof payOrders.$inferInsert;

export async function insertOrder(db: DbOrTx, order: NewPayOrder): Promise<PayOrderRow> {
  const [row] = await db.insert(payOrders).values(order).returning();
  return row;
}

export async function findOrder(db: DbOrTx, id: number): Promise<PayOrderRow | undefined> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.id, id));
  return row;
}

export async function findOrderByNo(db: DbOrTx, orderNo: string): Promise<PayOrderRow | undefined> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.orderNo, orderNo));
  return row;
}

/** Marks the member's open, unexpired order paid; undefined when it is not (any more) payable by them. */
export async function markPaid(
  db: DbOrTx,
  id: number,
  userId: number,
  payType: number,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .update(payOrders)
    .set({ payStatus: PAY_STATUS.PAID, payType, paidAt: sql`now()` })
    .where(
      and(
        eq(payOrders.id, id),
        eq(payOrders.userId, userId),
        eq(payOrders.payStatus, PAY_STATUS.WAITING),
        sql`${payOrders.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

/**
 * Marks an order paid by WeChat. A closed order is accepted too: WeChat took the money (a scan just
 * before expiry), so it is honoured. Undefined when it was already paid (a replayed notify).
 */
export async function markPaidByWechat(
  db: DbOrTx,
  id: number,
  transactionId: string,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .update(payOrders)
    .set({ payStatus: PAY_STATUS.PAID, payType: 2, paidAt: sql`now()`, wechatTxnId: transactionId })
    .where(and(eq(payOrders.id, id), inArray(payOrders.payStatus, [PAY_STATUS.WAITING, PAY_STATUS.CLOSED])))
    .returning();
  return row;
}

/** Records the code_url of the order's WeChat Native order, unless another request recorded one first. */
export async function setCodeUrl(db: DbOrTx, id: number, codeUrl: string): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .update(payOrders)
    .set({ codeUrl })
    .where(and(eq(payOrders.id, id), eq(payOrders.payStatus, PAY_STATUS.WAITING), isNull(payOrders.codeUrl)))
    .returning();
  return row;
}

/** The member's open, unexpired order of this kind and price, newest first (to reuse instead of piling up). */
export async function findOpenOrder(
  db: DbOrTx,
  userId: number,
  kind: OrderKind,
  money: number,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.userId, userId),
        eq(payOrders.kind, kind),
        eq(payOrders.money, money),
        eq(payOrders.payStatus, PAY_STATUS.WAITING),
        sql`${payOrders.expiresAt} > now() + interval '10 minutes'`,
      ),
    )
    .orderBy(desc(payOrders.id))
    .limit(1);
  return row;
}

export async function closeOrder(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(payOrders)
    .set({ payStatus: PAY_STATUS.CLOSED })
    .where(and(eq(payOrders.id, id), eq(payOrders.payStatus, PAY_STATUS.WAITING)))
    .returning({ id: payOrders.id });
  return rows.length > 0;
}

/** Closes expired open orders that never reached WeChat, in one statement; answers how many. */
export async function closeExpiredLocal(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(payOrders)
    .set({ payStatus: PAY_STATUS.CLOSED })
    .where(
      and(
        eq(payOrders.payStatus, PAY_STATUS.WAITING),
        isNull(payOrders.codeUrl),
        lt(payOrders.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: payOrders.id });
  return rows.length;
}

/** Open orders placed at WeChat that are expired, or quiet for `quietSeconds`: to query (and close). */
export async function wechatOrdersToQuery(db: DbOrTx, quietSeconds: number, limit: number) {
  return db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.payStatus, PAY_STATUS.WAITING),
        isNotNull(payOrders.codeUrl),
        or(
          lt(payOrders.expiresAt, sql`now()`),
          lt(payOrders.createdAt, sql`now() - make_interval(secs => ${quietSeconds})`),
        ),
      ),
    )
    .orderBy(payOrders.expiresAt)
    .limit(limit);
}

export async function listOrders(
  db: DbOrTx,
  userId: number,
  q: { kind?: OrderKind; offset: number; limit: number },
): Promise<{ rows: PayOrderRow[]; total: number }> {
  const where = and(eq(payOrders.userId, userId), q.kind ? eq(payOrders.kind, q.kind) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(payOrders).where(where).orderBy(desc(payOrders.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payOrders).where(where),
  ]);
  return { rows, total: n };
}
