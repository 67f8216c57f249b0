import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balances, PAY_STATUS, type PayOrder, type StatementItem } from '../../common/money';
import { users } from '../../server/db/schema/users';
import type { Page } from '../../server/modules/post/post.service';
import { LocalPayProvider, type NotifyRequest } from '../../server/providers/pay';
import { unixSeconds } from '../../server/providers/pay/wechat-v3';
import { payByLocalWechat } from '../support/pay';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let local: LocalPayProvider;
beforeAll(async () => {
  t = await createTestApp();
  const provider = t.app.services.payProvider;
  if (!(provider instanceof LocalPayProvider))
    throw new Error('tests run with the local WeChat Pay stand-in');
  local = provider;
});
afterAll(() => t.close());

async function member(): Promise<TestClient> {
  const c = t.client();
  await registerUser(c);
  return c;
}

async function topUp(c: TestClient, money = '10.00'): Promise<PayOrder> {
  const res = await c.post<PayOrder>('/api/v1/user/wallet/recharge', { money });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

async function wallet(c: TestClient): Promise<number> {
  const res = await c.post<Balances>('/api/v1/user/wallet/info', {});
  expect(res.errCode, res.msg).toBe('0');
  return res.data.money;
}

async function statement(c: TestClient) {
  const res = await c.post<Page<StatementItem>>('/api/v1/user/wallet/statement', {
    asset: 'fen',
    start: 1,
    limit: 50,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

async function info(c: TestClient, id: number): Promise<PayOrder> {
  return (await c.post<PayOrder>('/api/v1/pay-order/info', { id })).data;
}

/** Places the order at (local) WeChat, as the pay dialog does: answers the order with its code_url. */
async function placeAtWechat(c: TestClient, id: number): Promise<PayOrder> {
  const res = await c.post<PayOrder>('/api/v1/pay-order/pay', { pay_type: 2, pay_order_id: id, pc: 1 });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

const without = (headers: NotifyRequest['headers'], name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));

const deliver = (n: NotifyRequest) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/pay-order/notify/wechat',
    headers: { ...n.headers, 'content-type': 'application/json' },
    payload: n.rawBody,
  });

describe('WeChat Pay, local scan-to-pay', () => {
  it('places a Native order whose code_url opens the scan page, and paying it credits the wallet', async () => {
    const c = await member();
    const order = await topUp(c);
    expect(order.money).toBe(1000);
    const placed = await placeAtWechat(c, order.pay_order_id);
    expect(placed.code_url).toBe(`${t.app.config.publicOrigin}/pay/scan/${order.order_no}`);

    const page = await t.app.inject({ method: 'GET', url: `/pay/scan/${order.order_no}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥10.00');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain(`action="/pay/scan/${order.order_no}/confirm"`);
    expect(page.body).not.toContain('<script');

    const paid = await payByLocalWechat(t, c, order.pay_order_id);
    expect(paid.pay_status).toBe(PAY_STATUS.PAID);
    expect(paid.pay_type).toBe(2);
    expect(await wallet(c)).toBe(1000);
    const after = await t.app.inject({ method: 'GET', url: `/pay/scan/${order.order_no}` });
    expect(after.body).toContain('支付成功');
    expect(after.body).not.toContain('确认支付');
  });

  it('credits once for 100 replays of one notify', async () => {
    const c = await member();
    const order = await topUp(c);
    await placeAtWechat(c, order.pay_order_id);
    const notify = local.confirm({ orderNo: order.order_no, amountFen: order.money })!;
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(notify)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(204));
    expect(await wallet(c)).toBe(1000);
    const lines = await statement(c);
    expect(lines.totalCount).toBe(1);
    expect(lines.result[0]).toMatchObject({ amount: 1000, balance: 1000, pay_order_id: order.pay_order_id });
  });

  it('refuses a notify whose amount differs from the order, and nothing changes', async () => {
    const c = await member();
    const order = await topUp(c);
    await placeAtWechat(c, order.pay_order_id);
    const tampered = local.notify(local.transaction(order.order_no, 1));
    const res = await deliver(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    expect((await info(c, order.pay_order_id)).pay_status).toBe(PAY_STATUS.WAITING);
    expect(await wallet(c)).toBe(0);
    expect((await statement(c)).totalCount).toBe(0);
  });

  it('refuses forged notifies: another order number, a bad signature, a wrong serial, an old timestamp', async () => {
    const c = await member();
    const order = await topUp(c);
    await placeAtWechat(c, order.pay_order_id);
    const genuine = local.notify(local.transaction(order.order_no, order.money));
    const forged: NotifyRequest[] = [
      local.notify(local.transaction('YS20990101000000000000', order.money)),
      { ...genuine, rawBody: genuine.rawBody.replace('"summary":"支付成功"', '"summary":"支付成功 "') },
      {
        ...genuine,
        headers: { ...genuine.headers, 'wechatpay-signature': Buffer.alloc(256, 1).toString('base64') },
      },
      { ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000' } },
      local.notify(local.transaction(order.order_no, order.money), { ts: unixSeconds() - 301 }),
      { ...genuine, headers: without(genuine.headers, 'wechatpay-timestamp') },
      { headers: genuine.headers, rawBody: '' },
    ];
    for (const n of forged) {
      const res = await deliver(n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL', message: '通知无效' });
    }
    expect((await info(c, order.pay_order_id)).pay_status).toBe(PAY_STATUS.WAITING);
    expect(await wallet(c)).toBe(0);
    // The genuine one still pays: the refusals were about the forgeries, not the order.
    expect((await deliver(genuine)).statusCode).toBe(204);
    expect(await wallet(c)).toBe(1000);
  });

  it('needs no API signature for the notify, and answers the scan page 404 for an unknown order', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/pay/scan/YS20990101000000000000' });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/pay/scan/..%2F..%2Fetc' });
    expect(bad.statusCode).toBe(404);
    const confirm = await t.app.inject({ method: 'POST', url: '/pay/scan/YS20990101000000000000/confirm' });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('the pay-order sweeper', () => {
  it('closes an expired order after asking WeChat, and the scan page then refuses to pay it', async () => {
    const c = await member();
    const order = await topUp(c);
    await placeAtWechat(c, order.pay_order_id);
    await t.database.db.execute(
      sql`UPDATE pay_orders SET expires_at = now() - interval '1 minute' WHERE id = ${order.pay_order_id}`,
    );
    const swept = await t.app.services.payOrders.sweep();
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    expect((await info(c, order.pay_order_id)).pay_status).toBe(PAY_STATUS.CLOSED);
    const confirm = await t.app.inject({ method: 'POST', url: `/pay/scan/${order.order_no}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/pay/scan/${order.order_no}?error=closed`);
    // Closed at the provider too: a notify the stand-in would send for it now does not exist.
    expect(local.confirm({ orderNo: order.order_no, amountFen: order.money })).toBeNull();
    expect(await wallet(c)).toBe(0);
  });

  it('settles a paid order whose notify never arrived', async () => {
    const c = await member();
    const order = await topUp(c);
    await placeAtWechat(c, order.pay_order_id);
    // Paid at WeChat; the notify is lost.
    expect(local.confirm({ orderNo: order.order_no, amountFen: order.money })).not.toBeNull();
    await t.database.db.execute(
      sql`UPDATE pay_orders SET created_at = now() - interval '10 minutes' WHERE id = ${order.pay_order_id}`,
    );
    const swept = await t.app.services.payOrders.sweep();
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    const paid = await info(c, order.pay_order_id);
    expect(paid.pay_status).toBe(PAY_STATUS.PAID);
    expect(await wallet(c)).toBe(1000);
    // A later sweep, or the late notify, changes nothing.
    await t.app.services.payOrders.sweep();
    expect(
      (await deliver(local.confirm({ orderNo: order.order_no, amountFen: order.money })!)).statusCode,
    ).toBe(204);
    expect(await wallet(c)).toBe(1000);
    expect((await statement(c)).totalCount).toBe(1);
  });
});

describe('in production without a merchant', () => {
  it('refuses WeChat payment with 微信支付暂未开通 and serves no scan page', async () => {
    const prod = await createTestApp({
      APP_ENV: 'production',
      API_SIGN_SECRET: 'prod-sign-secret',
      APP_SECRET: 'prod-app-secret-0123456789',
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '研社',
      SMS_TEMPLATE_CODE: 'SMS_1',
    });
    try {
      // No SMS outbox in production to register through: the member is a row.
      const [{ id: userId }] = await prod.database.db
        .insert(users)
        .values({ phone: '13900000001', nickname: '生产用户' })
        .returning({ id: users.id });
      const order = await prod.app.services.payOrders.create({
        kind: 'topup',
        userId,
        subject: '钱包充值',
        money: 1000,
        payTypes: [2],
      });
      await expect(prod.app.services.payOrders.pay(userId, order.pay_order_id, 2)).rejects.toThrow(
        '微信支付暂未开通',
      );
      expect((await prod.app.inject({ method: 'GET', url: `/pay/scan/${order.order_no}` })).statusCode).toBe(
        404,
      );
      const confirm = await prod.app.inject({ method: 'POST', url: `/pay/scan/${order.order_no}/confirm` });
      expect(confirm.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
