import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balances, PayOrder, StatementItem } from '../../common/money';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = TestClient & { userId: number };

async function member(): Promise<Member> {
  const c = t.client();
  const u = await registerUser(c);
  // Enough 养分 to price posts (ENERGY_POWERS.paidPost).
  await grantEnergy(t, u.userId);
  return Object.assign(c, { userId: u.userId });
}

let awards = 0;
const award = (m: Member, integral: number) =>
  t.app.services.ledger.award({ userId: m.userId, integral, memo: '测试奖励', key: `test-${awards++}` });

async function balances(m: Member): Promise<Balances> {
  const res = await m.post<Balances>('/api/v1/user/wallet/info');
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

async function publish(c: Member, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await c.post<{ article_id: string }>('/api/v1/article/add', {
    type: 'garden',
    content: '<p>付费短文的正文，只有解锁后才能看到</p>',
    ...extra,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

const booksBalance = async () => expect(await t.app.services.ledger.check()).toEqual([]);

describe('the ledger', () => {
  it('starts with the whole 工分 supply in the treasury and balanced books', async () => {
    await booksBalance();
    expect(await t.app.services.ledger.platformBalance('treasury', 'integral')).toBeLessThanOrEqual(
      21_000_000,
    );
  });

  it('refuses a negative balance in the database itself', async () => {
    const m = await member();
    await award(m, 5);
    await expect(
      t.database.db.execute(
        sql`update ledger_accounts set balance = -1 where user_id = ${m.userId} and asset = 'integral'`,
      ),
    ).rejects.toThrow();
  });

  it('awards from the treasury once per key', async () => {
    const m = await member();
    const before = await t.app.services.ledger.platformBalance('treasury', 'integral');
    const first = await t.app.services.ledger.award({
      userId: m.userId,
      integral: 100,
      memo: '优质',
      key: 'k1',
    });
    const again = await t.app.services.ledger.award({
      userId: m.userId,
      integral: 100,
      memo: '优质',
      key: 'k1',
    });
    expect([first, again]).toEqual([true, false]);
    expect((await balances(m)).integral).toBe(100);
    expect(await t.app.services.ledger.platformBalance('treasury', 'integral')).toBe(before - 100);
    await booksBalance();
  });
});

describe('gifts of 工分', () => {
  it('moves 工分 to the receiver minus the burned share, in the pay call', async () => {
    const [a, b] = [await member(), await member()];
    await award(a, 1000);
    const burnt = await t.app.services.ledger.platformBalance('burn', 'integral');
    const res = await a.post<PayOrder>('/api/v1/user/gift', {
      user_id: b.userId,
      integral: 100,
      pay_type: 3,
    });
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data).toMatchObject({ pay_status: 2, pay_type: 3, integral: 100, kind: 'gift' });
    expect((await balances(a)).integral).toBe(900);
    expect((await balances(b)).integral).toBe(90);
    expect(await t.app.services.ledger.platformBalance('burn', 'integral')).toBe(burnt + 10);
    const st = await b.post<{ result: StatementItem[] }>('/api/v1/user/wallet/statement', {
      asset: 'integral',
    });
    expect(st.data.result[0]).toMatchObject({ kind: 'gift', amount: 90, balance: 90 });
    await booksBalance();
  });

  it('burns no less when a gift is split: nine gifts of 1 工分 burn at least what one of 9 burns', async () => {
    const [a, b] = [await member(), await member()];
    await award(a, 100);
    const burnt = () => t.app.services.ledger.platformBalance('burn', 'integral');
    const before = await burnt();
    expect((await a.post('/api/v1/user/gift', { user_id: b.userId, integral: 9, pay_type: 3 })).errCode).toBe(
      '0',
    );
    const whole = (await burnt()) - before;
    expect(whole).toBe(1);
    expect((await balances(b)).integral).toBe(8);
    for (let i = 0; i < 9; i++) {
      const res = await a.post('/api/v1/user/gift', { user_id: b.userId, integral: 1, pay_type: 3 });
      expect(res.errCode, res.msg).toBe('0');
    }
    expect((await burnt()) - before - whole).toBeGreaterThanOrEqual(whole);
    await booksBalance();
  });

  it('refuses what the payer cannot afford and leaves everything as it was', async () => {
    const [a, b] = [await member(), await member()];
    await award(a, 50);
    const res = await a.post<PayOrder>('/api/v1/user/gift', { user_id: b.userId, integral: 60, pay_type: 3 });
    expect(res.msg).toBe('工分不足');
    expect((await balances(a)).integral).toBe(50);
    expect((await balances(b)).integral).toBe(0);
    await booksBalance();
  });

  it('checks amounts with the SPEC messages', async () => {
    const [a, b] = [await member(), await member()];
    for (const [integral, msg] of [
      ['1.5', '必须是整数'],
      ['0', '必须大于0'],
      ['abc', '必须是整数'],
      [1_000_000_000, '不能大于999999999'],
    ] as const) {
      const res = await a.post('/api/v1/user/gift', { user_id: b.userId, integral });
      expect(res.msg, String(integral)).toBe(msg);
    }
    expect((await a.post('/api/v1/user/gift', { user_id: a.userId, integral: 5 })).msg).toBe(
      '不能给自己赠送工分',
    );
    expect((await a.post('/api/v1/user/gift', { user_id: b.userId, integral: 5, pay_type: 1 })).msg).toBe(
      '该订单不支持此支付方式',
    );
  });
});

describe('paying orders', () => {
  it('answers each way an order cannot be paid with its own message', async () => {
    const [a, b] = [await member(), await member()];
    await award(a, 100);
    const order = (await a.post<PayOrder>('/api/v1/user/gift', { user_id: b.userId, integral: 10 })).data;
    expect(order.pay_status).toBe(1);
    expect(
      (await b.post('/api/v1/pay-order/pay', { pay_order_id: order.pay_order_id, pay_type: 3 })).msg,
    ).toBe('这不是您的订单');
    expect((await b.post('/api/v1/pay-order/info', { id: order.pay_order_id })).msg).toBe('这不是您的订单');
    expect((await a.post('/api/v1/pay-order/pay', { pay_order_id: 99_999_999, pay_type: 3 })).msg).toBe(
      '订单不存在',
    );
    expect(
      (await a.post('/api/v1/pay-order/pay', { pay_order_id: order.pay_order_id, pay_type: 7 })).msg,
    ).toBe('支付方式有误');
    const paid = await a.post<PayOrder>('/api/v1/pay-order/pay', {
      pay_order_id: order.pay_order_id,
      pay_type: 3,
    });
    expect(paid.data.pay_status).toBe(2);
    expect(
      (await a.post('/api/v1/pay-order/pay', { pay_order_id: order.pay_order_id, pay_type: 3 })).msg,
    ).toBe('订单已支付，请勿重复支付');
    const expired = (await a.post<PayOrder>('/api/v1/user/gift', { user_id: b.userId, integral: 10 })).data;
    await t.database.db.execute(
      sql`update pay_orders set expires_at = now() - interval '1 minute' where id = ${expired.pay_order_id}`,
    );
    expect(
      (await a.post('/api/v1/pay-order/pay', { pay_order_id: expired.pay_order_id, pay_type: 3 })).msg,
    ).toBe('订单已关闭，请重新下单');
    expect((await balances(a)).integral).toBe(90);
    await booksBalance();
  });

  it('pays one order once when the same pay call races itself', async () => {
    const [a, b] = [await member(), await member()];
    await award(a, 100);
    const order = (await a.post<PayOrder>('/api/v1/user/gift', { user_id: b.userId, integral: 10 })).data;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        a.post('/api/v1/pay-order/pay', { pay_order_id: order.pay_order_id, pay_type: 3 }),
      ),
    );
    expect(results.filter((r) => r.errCode === '0')).toHaveLength(1);
    expect((await balances(a)).integral).toBe(90);
    expect((await balances(b)).integral).toBe(9);
    await booksBalance();
  });

  it('lists the member’s own orders and needs a login', async () => {
    const [a, b] = [await member(), await member()];
    await a.post('/api/v1/user/gift', { user_id: b.userId, integral: 10 });
    const list = await a.post<{ totalCount: number; result: PayOrder[] }>('/api/v1/pay-order/list', {});
    expect(list.data.totalCount).toBe(1);
    expect(list.data.result[0]).toMatchObject({ kind: 'gift', subject: expect.stringContaining('赠送工分') });
    expect((await t.client().post('/api/v1/pay-order/list', {})).errCode).toBe('1');
  });
});

describe('rewards', () => {
  it('rewards an author in 工分 and lists who rewarded the post', async () => {
    const [author, fan] = [await member(), await member()];
    const id = await publish(author);
    await award(fan, 100);
    const res = await fan.post<PayOrder>('/api/v1/article/reward', {
      article_id: id,
      money: '8',
      pay_type: 3,
    });
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data).toMatchObject({ money: 800, integral: 8, pay_status: 2 });
    // A 10 % burn of 8 工分 is 0.8, rounded up to a whole 工分.
    expect((await balances(author)).integral).toBe(7);
    const list = await t
      .client()
      .post<{ result: { user_id: number; money: number }[] }>('/api/v1/article/reward/list', {
        article_id: id,
      });
    expect(list.data.result).toMatchObject([{ user_id: fan.userId, money: 800 }]);
    const income = await author.post<{
      result: { title: string; content: string; actor: { user_id: number } }[];
    }>('/api/v1/user/notice', { type: 5 });
    expect(income.data.result[0]).toMatchObject({
      title: '收益到账',
      content: '打赏了你 8工分',
      actor: { user_id: fan.userId },
    });
    await booksBalance();
  });

  it('takes yuan as typed, to the fen, with the positive-decimal messages', async () => {
    const [author, fan] = [await member(), await member()];
    const id = await publish(author);
    const ok = await fan.post<PayOrder>('/api/v1/article/reward', { article_id: id, money: '8.88' });
    expect(ok.data).toMatchObject({ money: 888, integral: 9, pay_status: 1 });
    for (const [money, msg] of [
      ['8.888', '最多输入两位有效数字'],
      ['0', '数字格式错误'],
      ['-1', '数字格式错误'],
      ['1e3', '数字格式错误'],
    ]) {
      expect((await fan.post('/api/v1/article/reward', { article_id: id, money })).msg, money).toBe(msg);
    }
    expect((await author.post('/api/v1/article/reward', { article_id: id, money: '8' })).msg).toBe(
      '不能打赏自己',
    );
  });
});

describe('paid posts', () => {
  it('needs 50 养分 to put a price on a post', async () => {
    const c = t.client();
    await registerUser(c);
    const res = await c.post('/api/v1/article/add', {
      type: 'garden',
      content: '<p>想收费</p>',
      read_integral: 5,
    });
    expect(res.msg).toBe('养分达到50后才能设置付费阅读和悬赏');
    expect((await c.post('/api/v1/article/add', { type: 'garden', content: '<p>免费</p>' })).errCode).toBe(
      '0',
    );
  });

  it('opens a priced post for good once paid, and never charges twice', async () => {
    const [author, reader] = [await member(), await member()];
    const id = await publish(author, { read_integral: 20 });
    const closed = await reader.post<{ gate: { reason: string; message: string } | null; content: string }>(
      '/api/v2/article/detail',
      { article_id: id },
    );
    expect(closed.data.gate).toEqual({ reason: 'paid', message: '支付20工分即可阅读全文' });
    expect((await reader.post('/api/v1/article/unlock', { article_id: id, pay_type: 3 })).msg).toBe(
      '工分不足',
    );
    await award(reader, 50);
    const paid = await reader.post<PayOrder>('/api/v1/article/unlock', { article_id: id, pay_type: 3 });
    expect(paid.data.pay_status).toBe(2);
    const open = await reader.post<{ gate: unknown; content: string }>('/api/v2/article/detail', {
      article_id: id,
    });
    expect(open.data.gate).toBeNull();
    expect(open.data.content).toContain('只有解锁后才能看到');
    expect((await reader.post('/api/v1/article/unlock', { article_id: id })).msg).toBe(
      '您已解锁该文章，无需重复支付',
    );
    expect((await balances(reader)).integral).toBe(30);
    expect((await balances(author)).integral).toBe(18);
    // Others still see the gate.
    const other = await member();
    const stillClosed = await other.post<{ gate: unknown }>('/api/v2/article/detail', { article_id: id });
    expect(stillClosed.data.gate).toMatchObject({ reason: 'paid' });
    await booksBalance();
  });

  it('refuses two unlock orders paid for one post', async () => {
    const [author, reader] = [await member(), await member()];
    const id = await publish(author, { read_integral: 10 });
    await award(reader, 100);
    const first = (await reader.post<PayOrder>('/api/v1/article/unlock', { article_id: id })).data;
    const second = (await reader.post<PayOrder>('/api/v1/article/unlock', { article_id: id })).data;
    const results = await Promise.all(
      [first, second].map((o) =>
        reader.post('/api/v1/pay-order/pay', { pay_order_id: o.pay_order_id, pay_type: 3 }),
      ),
    );
    expect(results.map((r) => r.msg).sort()).toEqual(['成功', '您已解锁该文章，无需重复支付'].sort());
    expect((await balances(reader)).integral).toBe(90);
    await booksBalance();
  });
});

describe('养分', () => {
  it('earns 养分 for the day’s visit once, and for comments up to the cap', async () => {
    const [author, m] = [await member(), await member()];
    const id = await publish(author);
    await m.post('/api/v1/user/info');
    await m.post('/api/v1/user/info');
    for (let i = 0; i < 12; i++) {
      const res = await m.post('/api/v1/article/comment/add', {
        article_id: id,
        content: `第${i}条评论内容`,
      });
      if (res.errCode !== '0') break;
    }
    const b = await balances(m);
    const comments = b.energy_today.find((e) => e.kind === 'comment')!;
    expect(b.energy).toBe(50 + 5 + comments.count * 2);
    expect(comments.count).toBeLessThanOrEqual(10);
    await booksBalance();
  });
});

describe('the newest-post tool', () => {
  it('sells 30 days of access and extends it on renewal', async () => {
    const m = await member();
    const offer = await m.post<{ pay_order_id: number; money: number; available: boolean }>(
      '/api/v1/user/newest-article-tool',
    );
    expect(offer.data).toMatchObject({ money: 20_000, available: false });
    const again = await m.post<{ pay_order_id: number }>('/api/v1/user/newest-article-tool');
    expect(again.data.pay_order_id).toBe(offer.data.pay_order_id);
    await award(m, 1000);
    const paid = await m.post<PayOrder>('/api/v1/pay-order/pay', {
      pay_order_id: offer.data.pay_order_id,
      pay_type: 3,
    });
    expect(paid.data.pay_status).toBe(2);
    expect(await t.app.services.wallet.hasNewestTool(m.userId)).toBe(true);
    const first = (await m.post<{ expire_time: string }>('/api/v1/user/newest-article-tool', { pay_type: 3 }))
      .data;
    const end = new Date(`${first.expire_time.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.round((end - Date.now()) / 86_400_000)).toBe(60);
    expect((await balances(m)).integral).toBe(600);
    await booksBalance();
  });
});
