import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedMembers } from '../../bench/load';
import { PAY_TYPE } from '../../common/constants';
import { INTEGRAL_SUPPLY, MONEY_MSG, MONEY_RULES, type PayOrder, shareOf } from '../../common/money';
import { SESSION_COOKIE } from '../../common/user';
import { rowsOf } from '../../server/db/client';
import { booksSummary } from '../../server/modules/ledger/ledger.repo';
import { payByLocalWechat } from '../support/pay';
import { createTestApp, grantEnergy, type TestApp, type TestClient } from '../support/test-app';

/**
 * The ledger's invariants under concurrent load through the API (issue 14 "Tests"): whatever the order
 * in which transfers commit or are refused, the books re-sum exactly, no balance goes below zero, the
 * 工分 supply stays whole, and the journal holds each acknowledged payment once and nothing else.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_PER_MINUTE: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

type Member = TestClient & { userId: number };

/**
 * Transfers raced through the API. On PostgreSQL they interleave on 20 connections, which is what this
 * test is for, so all 10,000 run there (CI's PostgreSQL suite). PGlite has one connection: there they
 * queue one after another whatever their number, so 1,000 check the same books at a tenth of the cost.
 */
const TRANSFERS = inject('pgTemplate') ? 10_000 : 1_000;

/** Members straight in the tables with a session each (as the ledger bench seeds them). */
async function members(n: number, phonePrefix: string): Promise<Member[]> {
  const tokenPrefix = `ledger-test-${phonePrefix}-`;
  const ids = await seedMembers(t.database, n, {
    phonePrefix,
    tokenPrefix,
    nickname: `账本测试${phonePrefix}-`,
  });
  return ids.map((userId) => {
    const c = t.client();
    c.cookies.set(SESSION_COOKIE, `${tokenPrefix}${userId}`);
    return Object.assign(c, { userId });
  });
}

/** Runs `n` calls, `inFlight` at a time. */
async function concurrently(n: number, inFlight: number, call: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < n) await call(next++);
    }),
  );
}

const integralOf = async (userIds: number[]) =>
  new Map(
    rowsOf<{ user_id: string; balance: string }>(
      await t.database.db.execute(sql`
        select user_id, balance from ledger_accounts
        where asset = 'integral' and user_id in ${sql.raw(`(${userIds.join(',')})`)}`),
    ).map((r) => [Number(r.user_id), Number(r.balance)]),
  );

async function expectBooksExact() {
  expect(await t.app.services.ledger.check()).toEqual([]);
  const { integral } = await booksSummary(t.database.db);
  expect(integral.members + integral.treasury + integral.escrow + integral.burned).toBe(INTEGRAL_SUPPLY);
  const [negative] = rowsOf<{ n: string }>(
    await t.database.db.execute(
      sql`select count(*) as n from ledger_accounts where balance < 0 and not overdraft`,
    ),
  );
  expect(Number(negative.n)).toBe(0);
}

describe(`${TRANSFERS.toLocaleString('en')} concurrent random transfers`, () => {
  it('keep the books exact and journal each acknowledged payment once', async () => {
    const group = await members(200, '174');
    const awarded = new Map<number, number>();
    for (const m of group) {
      const integral = randomInt(1, 400);
      awarded.set(m.userId, integral);
      await t.app.services.ledger.award({ userId: m.userId, integral, memo: '测试', key: `inv-${m.userId}` });
    }
    const acked: { id: number; from: number; to: number; integral: number }[] = [];
    let refused = 0;
    const errors: string[] = [];
    const started = Date.now();
    await concurrently(TRANSFERS, 20, async () => {
      const from = group[randomInt(group.length)];
      let to = group[randomInt(group.length)];
      while (to === from) to = group[randomInt(group.length)];
      // Up to 60: a member starts with 200 on average, so a good share of transfers are refused.
      const integral = randomInt(1, 61);
      const res = await from.post<PayOrder>('/api/v1/user/gift', {
        user_id: to.userId,
        integral,
        pay_type: PAY_TYPE.WORK_POINTS,
      });
      if (res.errCode === '0')
        acked.push({ id: res.data.pay_order_id, from: from.userId, to: to.userId, integral });
      else if (res.msg === MONEY_MSG.integralShort) refused++;
      else errors.push(res.msg);
    });
    console.log(
      `${TRANSFERS} transfers in ${((Date.now() - started) / 1000).toFixed(1)} s: ${acked.length} paid, ${refused} refused`,
    );
    expect(errors).toEqual([]);
    expect(acked.length + refused).toBe(TRANSFERS);
    expect(refused).toBeGreaterThan(0);
    expect(acked.length).toBeGreaterThan(TRANSFERS / 10);

    await expectBooksExact();
    // Each member: awarded − sent + received (less the burned share), and nothing else.
    const expected = new Map(awarded);
    for (const g of acked) {
      expected.set(g.from, expected.get(g.from)! - g.integral);
      expected.set(g.to, expected.get(g.to)! + g.integral - shareOf(g.integral, MONEY_RULES.transferBurnBp));
    }
    const balances = await integralOf(group.map((m) => m.userId));
    expect(Object.fromEntries(balances)).toEqual(Object.fromEntries(expected));

    // The journal: one entry per acknowledged order, none for a refused one (its order stays unpaid).
    const ids = group.map((m) => m.userId).join(',');
    const orders = rowsOf<{ id: string; pay_status: number; entries: string }>(
      await t.database.db.execute(sql`
        select o.id, o.pay_status, (select count(*) from ledger_entries e where e.pay_order_id = o.id) as entries
        from pay_orders o where o.kind = 'gift' and o.user_id in ${sql.raw(`(${ids})`)}`),
    );
    expect(orders).toHaveLength(TRANSFERS);
    const paid = orders.filter((o) => o.pay_status === 2);
    expect(paid.map((o) => Number(o.id)).sort((a, b) => a - b)).toEqual(
      acked.map((g) => g.id).sort((a, b) => a - b),
    );
    expect(paid.every((o) => Number(o.entries) === 1)).toBe(true);
    expect(orders.filter((o) => o.pay_status !== 2).every((o) => Number(o.entries) === 0)).toBe(true);
  });
});

describe('no sequence of API calls reaches a negative balance', () => {
  it('holds under a random mix of gifts, rewards, unlocks and raced pays', async () => {
    const group = await members(12, '175');
    for (const m of group) {
      await t.app.services.ledger.award({
        userId: m.userId,
        integral: randomInt(0, 30) + 1,
        memo: '测试',
        key: `neg-${m.userId}`,
      });
    }
    // A little wallet money for some, through the WeChat stand-in (the only way fen come in).
    for (const m of group.slice(0, 4)) {
      const order = await m.post<PayOrder>('/api/v1/user/wallet/recharge', { money: '1' });
      expect(order.errCode, order.msg).toBe('0');
      await payByLocalWechat(t, m, order.data.pay_order_id);
    }
    const articles: { id: string; author: Member }[] = [];
    for (const author of group.slice(0, 4)) {
      // Pricing a post takes 50 养分 (ENERGY_POWERS): minted for the author here.
      await grantEnergy(t, author.userId);
      const res = await author.post<{ article_id: string }>('/api/v1/article/add', {
        type: 'garden',
        content: `<p>付费短文 ${author.userId}，解锁后可读全文</p>`,
        read_integral: randomInt(1, 15),
      });
      expect(res.errCode, res.msg).toBe('0');
      articles.push({ id: res.data.article_id, author });
    }
    const pick = <T>(xs: T[]) => xs[randomInt(xs.length)];
    const outcomes = new Map<string, number>();
    const note = (msg: string) => outcomes.set(msg, (outcomes.get(msg) ?? 0) + 1);
    const ops: (() => Promise<void>)[] = [
      async () => {
        const [a, b] = [pick(group), pick(group)];
        if (a === b) return;
        note(
          (await a.post('/api/v1/user/gift', { user_id: b.userId, integral: randomInt(1, 20), pay_type: 3 }))
            .msg,
        );
      },
      async () => {
        const post = pick(articles);
        const fan = pick(group);
        const money = `${randomInt(1, 3)}.${randomInt(0, 100).toString().padStart(2, '0')}`;
        const pay_type = pick([PAY_TYPE.WALLET, PAY_TYPE.WORK_POINTS]);
        note((await fan.post('/api/v1/article/reward', { article_id: post.id, money, pay_type })).msg);
      },
      async () => {
        note(
          (await pick(group).post('/api/v1/article/unlock', { article_id: pick(articles).id, pay_type: 3 }))
            .msg,
        );
      },
      async () => {
        // One order, its pay call sent five times at once: at most one succeeds.
        const [a, b] = [pick(group), pick(group)];
        if (a === b) return;
        const order = await a.post<PayOrder>('/api/v1/user/gift', {
          user_id: b.userId,
          integral: randomInt(1, 10),
        });
        if (order.errCode !== '0') {
          note(order.msg);
          return;
        }
        const pays = await Promise.all(
          Array.from({ length: 5 }, () =>
            a.post('/api/v1/pay-order/pay', { pay_order_id: order.data.pay_order_id, pay_type: 3 }),
          ),
        );
        expect(pays.filter((p) => p.errCode === '0').length).toBeLessThanOrEqual(1);
        for (const p of pays) note(p.msg);
      },
    ];
    await concurrently(400, 8, async () => pick(ops)());
    console.log('outcomes:', Object.fromEntries(outcomes));
    // The mix did reach the edges: overdrafts refused, and raced pays refused as already paid.
    expect(outcomes.get(MONEY_MSG.integralShort)).toBeGreaterThan(0);
    expect(outcomes.get(MONEY_MSG.alreadyPaid)).toBeGreaterThan(0);
    const balances = await integralOf(group.map((m) => m.userId));
    expect([...balances.values()].every((b) => b >= 0)).toBe(true);
    await expectBooksExact();
  });
});
