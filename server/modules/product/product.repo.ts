import { and, asc, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { PAY_STATUS } from '../../../common/money';
import { PRODUCT_STATUS } from '../../../common/product';
import type { DbOrTx } from '../../db/client';
import { payOrders, productArticles, productSubscriptions, products, users } from '../../db/schema';

/** All SQL of red-book products. Every status change is one guarded UPDATE: the row lock decides races. */

export type ProductRow = typeof products.$inferSelect;
export type ProductArticleRow = typeof productArticles.$inferSelect;
export type SubscriptionRow = typeof productSubscriptions.$inferSelect;
export type PayOrderRow = typeof payOrders.$inferSelect;

const s = productSubscriptions;

/** A subscription in effect now (status 4 before its end). */
const inEffect = and(eq(s.status, PRODUCT_STATUS.IN_EFFECT), gt(s.expiresAt, sql`now()`));

/** An unpaid order that can still be paid. */
const payable = and(eq(payOrders.payStatus, PAY_STATUS.WAITING), gt(payOrders.expiresAt, sql`now()`));

/** The status the API shows: 5 and 6 are read from the end date and the pay order (common/product.ts). */
const shownStatus = sql<number>`case
  when ${s.status} = ${PRODUCT_STATUS.IN_EFFECT} and ${s.expiresAt} <= now() then ${PRODUCT_STATUS.EXPIRED}
  when ${s.status} = ${PRODUCT_STATUS.WAITING_PAY}
    and (${payOrders.payStatus} <> ${PAY_STATUS.WAITING} or ${payOrders.expiresAt} <= now())
    then ${PRODUCT_STATUS.CLOSED}
  else ${s.status} end`.mapWith(Number);

/** The order list's tab filters (status 0 lists everything, closed orders included). */
const STATUS_FILTERS: Record<number, SQL | undefined> = {
  0: undefined,
  [PRODUCT_STATUS.WAITING_PAY]: and(eq(s.status, PRODUCT_STATUS.WAITING_PAY), payable),
  [PRODUCT_STATUS.WAITING_SIGN]: eq(s.status, PRODUCT_STATUS.WAITING_SIGN),
  [PRODUCT_STATUS.IN_REVIEW]: eq(s.status, PRODUCT_STATUS.IN_REVIEW),
  [PRODUCT_STATUS.IN_EFFECT]: inEffect,
  [PRODUCT_STATUS.EXPIRED]: and(eq(s.status, PRODUCT_STATUS.IN_EFFECT), lte(s.expiresAt, sql`now()`)),
};

/*
 * The correlated subqueries below name the outer row's columns in raw SQL: drizzle leaves a column
 * unqualified in a one-table select or an UPDATE, where the subquery's own table would capture it.
 */

/** The viewer's access to each product: when it ends (null: none, or a visitor). */
const accessUntil = (viewerId: number | null) =>
  sql<Date | null>`(select max(a.expires_at) from ${s} a
    where a.user_id = ${viewerId ?? 0} and a.product_id = "products"."id"
      and a.status = ${PRODUCT_STATUS.IN_EFFECT} and a.expires_at > now())`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );

const articleCount = sql<number>`(select count(*) from ${productArticles} pa
  where pa.product_id = "products"."id")`.mapWith(Number);

const productColumns = (viewerId: number | null) => ({
  product: products,
  articleCount,
  accessUntil: accessUntil(viewerId),
});
export type ProductWithAccess = { product: ProductRow; articleCount: number; accessUntil: Date | null };

export async function listProducts(db: DbOrTx, viewerId: number | null): Promise<ProductWithAccess[]> {
  return db.select(productColumns(viewerId)).from(products).orderBy(asc(products.sort), asc(products.id));
}

export async function findProduct(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
): Promise<ProductWithAccess | undefined> {
  const [row] = await db.select(productColumns(viewerId)).from(products).where(eq(products.id, id));
  return row;
}

export async function listArticles(
  db: DbOrTx,
  productId: number,
  q: { offset: number; limit: number },
): Promise<{ rows: Omit<ProductArticleRow, 'contentHtml'>[]; total: number }> {
  const where = eq(productArticles.productId, productId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: productArticles.id,
        productId: productArticles.productId,
        title: productArticles.title,
        summary: productArticles.summary,
        createdAt: productArticles.createdAt,
      })
      .from(productArticles)
      .where(where)
      .orderBy(desc(productArticles.createdAt), desc(productArticles.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(productArticles).where(where),
  ]);
  return { rows, total: n };
}

export async function findArticle(db: DbOrTx, id: number): Promise<ProductArticleRow | undefined> {
  const [row] = await db.select().from(productArticles).where(eq(productArticles.id, id));
  return row;
}

export async function insertSubscription(
  db: DbOrTx,
  sub: { userId: number; productId: number; payOrderId: number },
): Promise<SubscriptionRow> {
  const [row] = await db.insert(s).values(sub).returning();
  return row;
}

/** The member's newest unpaid order of a product that can still be paid: ordering again answers it. */
export async function openOrderOf(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<PayOrderRow | undefined> {
  const [row] = await db
    .select({ order: payOrders })
    .from(s)
    .innerJoin(payOrders, eq(payOrders.id, s.payOrderId))
    .where(
      and(
        eq(s.userId, userId),
        eq(s.productId, productId),
        eq(s.status, PRODUCT_STATUS.WAITING_PAY),
        payable,
      ),
    )
    .orderBy(desc(s.id))
    .limit(1);
  return row?.order;
}

/** Payment received: 待支付 → 待签约, in the payment's transaction. */
export async function markPaid(tx: DbOrTx, payOrderId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(s)
    .set({ status: PRODUCT_STATUS.WAITING_SIGN })
    .where(and(eq(s.payOrderId, payOrderId), eq(s.status, PRODUCT_STATUS.WAITING_PAY)))
    .returning();
  return row;
}

/** The subscriber signed: 待签约 → 审核中. */
export async function markSigned(
  db: DbOrTx,
  id: number,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(s)
    .set({ status: PRODUCT_STATUS.IN_REVIEW, signedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.userId, userId), eq(s.status, PRODUCT_STATUS.WAITING_SIGN)))
    .returning();
  return row;
}

/**
 * An editor approved: 审核中 → 生效中 for the product's period, counted from now or, for a renewal, from
 * the end of the member's access to the product.
 */
/**
 * Locks the member's subscriptions of the product this one belongs to: two renewals approved at once then
 * run one after the other, the second starting where the first one's period ends.
 */
export async function lockSiblings(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`select p.id from ${s} p
    where (p.user_id, p.product_id) = (select user_id, product_id from ${s} where id = ${id})
    order by p.id for update`);
}

export async function markApproved(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const prior = sql`(select max(p.expires_at) from ${s} p
    where p.user_id = "product_subscriptions"."user_id" and p.product_id = "product_subscriptions"."product_id"
      and p.status = ${PRODUCT_STATUS.IN_EFFECT} and p.id <> "product_subscriptions"."id")`;
  const [row] = await db
    .update(s)
    .set({
      status: PRODUCT_STATUS.IN_EFFECT,
      approvedAt: sql`now()`,
      expiresAt: sql`greatest(now(), coalesce(${prior}, now()))
        + make_interval(days => (select pr.period_days from ${products} pr
          where pr.id = "product_subscriptions"."product_id"))`,
    })
    .where(and(eq(s.id, id), eq(s.status, PRODUCT_STATUS.IN_REVIEW)))
    .returning();
  return row;
}

/** An editor sent it back: 审核中 → 待签约, to be signed again. */
export async function markReturned(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(s)
    .set({ status: PRODUCT_STATUS.WAITING_SIGN, signedAt: null })
    .where(and(eq(s.id, id), eq(s.status, PRODUCT_STATUS.IN_REVIEW)))
    .returning();
  return row;
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(s).where(eq(s.id, id));
  return row;
}

const orderColumns = {
  sub: s,
  shownStatus,
  productName: products.name,
  price: products.price,
  periodDays: products.periodDays,
  order: payOrders,
};
export type OrderRow = {
  sub: SubscriptionRow;
  shownStatus: number;
  productName: string;
  price: number;
  periodDays: number;
  order: PayOrderRow;
};

const ordersFrom = (db: DbOrTx) =>
  db
    .select(orderColumns)
    .from(s)
    .innerJoin(products, eq(products.id, s.productId))
    .innerJoin(payOrders, eq(payOrders.id, s.payOrderId));

export async function listOrders(
  db: DbOrTx,
  userId: number,
  q: { status: number; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(s.userId, userId), STATUS_FILTERS[q.status]);
  const [rows, [{ n }]] = await Promise.all([
    ordersFrom(db).where(where).orderBy(desc(s.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(s).innerJoin(payOrders, eq(payOrders.id, s.payOrderId)).where(where),
  ]);
  return { rows, total: n };
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await ordersFrom(db).where(eq(s.id, id));
  return row;
}

/** The member's subscription of a product that matters most: one in effect, else the newest. */
export async function latestOrder(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<OrderRow | undefined> {
  const [row] = await ordersFrom(db)
    .where(and(eq(s.userId, userId), eq(s.productId, productId)))
    .orderBy(sql`(${inEffect}) desc`, desc(s.id))
    .limit(1);
  return row;
}

/** Subscriptions waiting for an editor, oldest first, with who signed. */
export async function listInReview(db: DbOrTx, limit: number) {
  return db
    .select({
      id: s.id,
      productName: products.name,
      userId: s.userId,
      nickname: users.nickname,
      phone: users.phone,
      signedAt: s.signedAt,
      money: payOrders.money,
      payType: payOrders.payType,
    })
    .from(s)
    .innerJoin(products, eq(products.id, s.productId))
    .innerJoin(users, eq(users.id, s.userId))
    .innerJoin(payOrders, eq(payOrders.id, s.payOrderId))
    .where(eq(s.status, PRODUCT_STATUS.IN_REVIEW))
    .orderBy(asc(s.id))
    .limit(limit);
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Red-book search: products whose name or summary, and articles whose title, contain the keyword.
 * The catalogue is an editor's handful of products and their articles, so a bounded scan is enough.
 */
export async function search(db: DbOrTx, keyword: string, q: { offset: number; limit: number }) {
  const pattern = likePattern(keyword);
  const productWhere = or(
    sql`lower(${products.name}) like ${pattern}`,
    sql`lower(${products.summary}) like ${pattern}`,
  );
  const articleWhere = sql`lower(${productArticles.title}) like ${pattern}`;
  const productHits = db
    .select({
      productId: products.id,
      productName: products.name,
      articleId: sql<number | null>`null::bigint`.mapWith((v) => (v === null ? null : Number(v))),
      title: products.name,
      summary: products.summary,
      rank: sql<number>`0`.as('rank'),
      sort: products.sort,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(productWhere);
  const articleHits = db
    .select({
      productId: products.id,
      productName: products.name,
      articleId: productArticles.id,
      title: productArticles.title,
      summary: productArticles.summary,
      rank: sql<number>`1`.as('rank'),
      sort: products.sort,
      createdAt: productArticles.createdAt,
    })
    .from(productArticles)
    .innerJoin(products, eq(products.id, productArticles.productId))
    .where(articleWhere);
  const [rows, [{ n: productCount }], [{ n: articleCount }]] = await Promise.all([
    unionAll(productHits, articleHits)
      .orderBy(sql`rank`, sql`sort`, sql`created_at desc`)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(products).where(productWhere),
    db.select({ n: count() }).from(productArticles).where(articleWhere),
  ]);
  return { rows, total: productCount + articleCount };
}
