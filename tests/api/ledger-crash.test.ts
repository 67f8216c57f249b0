import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, type Reply } from '../../bench/harness';
import { seedMembers, sessionOf } from '../../bench/load';
import { MONEY_MSG, type PayOrder } from '../../common/money';
import { rowsOf } from '../../server/db/client';
import { booksSummary } from '../../server/modules/ledger/ledger.repo';
import { LedgerService } from '../../server/modules/ledger/ledger.service';
import { type ApiDatabase, copySuiteDatabase, startApiProcess } from '../support/api-process';

/**
 * `kill -9` of a real server process in the middle of payments (issue 14 "Tests"): after a restart on the
 * same data, every payment acknowledged before the kill is in the journal exactly once, a retried pay of
 * an order already paid answers 订单已支付 instead of paying twice, and the books are exact. Runs on the
 * suite's database kind: a copy of the suite's migrated PostgreSQL template, or a PGlite data directory
 * unpacked from the suite's snapshot (recovered from its WAL after the kill).
 */
const TOKEN_PREFIX = 'ledger-crash-';
const PAYERS = 8;
const ORDERS_PER_PAYER = 100;
/** Acknowledged payments to wait for before the kill: the rest are in flight or not yet sent. */
const KILL_AFTER = 200;

let db: ApiDatabase;
beforeAll(async () => {
  db = await copySuiteDatabase('crash');
});
afterAll(() => db.remove());

/** The API server on the test's database, without the limits 800 payments from one address would hit. */
const startApi = () =>
  startApiProcess(db, { env: { RATE_LIMIT_PER_MINUTE: '1000000', ORDER_RATE_PER_MINUTE: '1000000' } });

it('loses no acknowledged payment and pays none twice across kill -9', async () => {
  const seeding = await db.open();
  await seeding.migrate();
  const [payee, ...payers] = await seedMembers(seeding, PAYERS + 1, {
    phonePrefix: '176',
    tokenPrefix: TOKEN_PREFIX,
    nickname: '崩溃测试',
  });
  const ledger = new LedgerService(seeding.db);
  for (const p of payers)
    await ledger.award({ userId: p, integral: 100_000, memo: '测试', key: `crash-${p}` });
  await seeding.close();

  let server = await startApi();
  const as = (userId: number) => sessionOf(TOKEN_PREFIX, userId);
  // The orders first, so each payment has an id to retry with after the crash.
  const orders: { id: number; payer: number; integral: number }[] = [];
  await Promise.all(
    payers.map(async (payer) => {
      for (let i = 0; i < ORDERS_PER_PAYER; i++) {
        const integral = randomInt(1, 50);
        const res = await call<PayOrder>(
          server.base,
          '/api/v1/user/gift',
          { user_id: payee, integral },
          as(payer),
        );
        expect(res.errCode, res.msg).toBe('0');
        orders.push({ id: res.data.pay_order_id, payer, integral });
      }
    }),
  );

  const acked = new Set<number>();
  let killed = false;
  const running = server;
  // Each payer pays its own orders one after another until the server dies under it.
  const clients = payers.map(async (payer) => {
    for (const o of orders.filter((x) => x.payer === payer)) {
      if (killed) return;
      const res = await call<PayOrder>(
        running.base,
        '/api/v1/pay-order/pay',
        { pay_order_id: o.id, pay_type: 3 },
        as(payer),
      ).catch(() => null);
      if (!res) return;
      expect(res.errCode, res.msg).toBe('0');
      acked.add(o.id);
      if (acked.size >= KILL_AFTER && !killed) {
        killed = true;
        running.child.kill('SIGKILL');
      }
    }
  });
  await Promise.all(clients);
  await running.exited;
  expect(killed).toBe(true);

  server = await startApi();
  try {
    // Every order paid again with its id: the acknowledged ones answer 订单已支付, the rest pay now or
    // answer the same when their payment had committed before the kill without its answer reaching us.
    // Each payer pays again one order after another, as the payers did before the kill.
    const replies = new Array<Reply<PayOrder>>(orders.length);
    await Promise.all(
      payers.map(async (payer) => {
        for (const [i, o] of orders.entries()) {
          if (o.payer !== payer) continue;
          replies[i] = await call<PayOrder>(
            server.base,
            '/api/v1/pay-order/pay',
            { pay_order_id: o.id, pay_type: 3 },
            as(o.payer),
          );
        }
      }),
    );
    const paidBeforeUnseen = orders.filter(
      (o, i) => !acked.has(o.id) && replies[i].msg === MONEY_MSG.alreadyPaid,
    );
    console.log(
      `kill -9 after ${acked.size} acknowledged payments; ${paidBeforeUnseen.length} committed without an answer`,
    );
    replies.forEach((r, i) => {
      if (acked.has(orders[i].id)) expect(r.msg).toBe(MONEY_MSG.alreadyPaid);
      else expect([MONEY_MSG.alreadyPaid, '成功']).toContain(r.msg);
    });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  const database = await db.open();
  try {
    expect(await new LedgerService(database.db).check()).toEqual([]);
    const entries = rowsOf<{ id: string; pay_status: number; entries: string }>(
      await database.db.execute(sql`
        select o.id, o.pay_status, (select count(*) from ledger_entries e where e.pay_order_id = o.id) as entries
        from pay_orders o where o.kind = 'gift'`),
    );
    expect(entries).toHaveLength(orders.length);
    expect(entries.every((e) => e.pay_status === 2 && Number(e.entries) === 1)).toBe(true);
    // Every order paid exactly once: the payee holds what they all paid, less the burned shares.
    const spent = orders.reduce((s, o) => s + o.integral, 0);
    const { integral } = await booksSummary(database.db);
    expect(integral.members).toBe(PAYERS * 100_000 - integral.burned);
    const [held] = rowsOf<{ balance: string }>(
      await database.db.execute(
        sql`select balance from ledger_accounts where user_id = ${payee} and asset = 'integral'`,
      ),
    );
    expect(Number(held.balance)).toBe(spent - integral.burned);
  } finally {
    await database.close();
  }
});
