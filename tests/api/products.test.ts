import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayOrder } from '../../common/money';
import type { ProductArticleDetail, ProductItem, ProductOrder } from '../../common/product';
import { productSubscriptions } from '../../server/db/schema';
import { seedProducts } from '../../server/db/seed/products';
import type { Page } from '../../server/modules/post/post.service';
import { payByLocalWechat } from '../support/pay';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let products: ProductItem[];
beforeAll(async () => {
  t = await createTestApp();
  await seedProducts(t.database.db);
  products = (await t.client().post<ProductItem[]>('/api/v1/product/list')).data;
});
afterAll(() => t.close());

const deep = () => products.find((p) => p.name === '产业链深度')!;
const mood = () => products.find((p) => p.name === '短线情绪')!;

async function firstArticleId(c: TestClient, productId: number) {
  const list = await c.post<Page<{ id: number }>>('/api/v1/product/article/list', { product_id: productId });
  return list.data.result[0].id;
}

/** A member with `integral` 工分 from the treasury. */
async function memberWith(integral: number) {
  const c = t.client();
  const { userId } = await registerUser(c);
  if (integral > 0) await t.app.services.ledger.award({ userId, integral, memo: 'test', key: `p${userId}` });
  return { c, userId };
}

const orders = (c: TestClient, status: number) =>
  c.post<Page<ProductOrder>>('/api/v1/product/order/list', { status, start: 1, limit: 15 });

describe('red-book products', () => {
  it('shows visitors the products and the articles’ previews, never the whole article', async () => {
    const visitor = t.client();
    expect(products.map((p) => [p.name, p.price, p.period_days, p.subscribed])).toEqual([
      ['产业链深度', 29_900, 90, false],
      ['短线情绪', 9_900, 30, false],
    ]);
    expect(deep().article_count).toBe(4);

    const list = await visitor.post<Page<Record<string, unknown>>>('/api/v1/product/article/list', {
      product_id: deep().product_id,
      start: 1,
      limit: 2,
    });
    expect(list.errCode).toBe('0');
    expect(list.data).toMatchObject({ totalCount: 4, totalPages: 2, hasNext: true });
    expect(list.data.result[0].title).toBe('光模块：800G放量与1.6T导入节奏');
    expect(list.data.result[0]).not.toHaveProperty('content_html');

    const detail = await visitor.post<ProductArticleDetail>('/api/v1/product/article/detail', {
      id: list.data.result[0].id,
    });
    expect(detail.data).toMatchObject({ subscribed: false, content_html: '' });
    expect(detail.data.summary).toContain('800G');

    expect((await visitor.post('/api/v1/product/article/list', { product_id: 999999 })).msg).toBe(
      '产品不存在',
    );
    expect((await visitor.post('/api/v1/product/article/detail', { id: 999999 })).msg).toBe('文章不存在');
  });

  it('takes a member from order through payment, signing and review to the whole article', async () => {
    const { c, userId } = await memberWith(1000);
    const product = deep();
    const placed = await c.post<PayOrder>('/api/v1/product/order/add', { product_id: product.product_id });
    expect(placed.errCode, placed.msg).toBe('0');
    expect(placed.data).toMatchObject({
      kind: 'product',
      money: 29_900,
      integral: 299,
      pay_types: [1, 2, 3],
    });
    // Ordering again while it is unpaid answers the same order.
    const again = await c.post<PayOrder>('/api/v1/product/order/add', { product_id: product.product_id });
    expect(again.data.pay_order_id).toBe(placed.data.pay_order_id);
    expect((await orders(c, 1)).data.result.map((o) => o.status_name)).toEqual(['待支付']);

    const paid = await c.post<PayOrder>('/api/v1/pay-order/pay', {
      pay_type: 3,
      pay_order_id: placed.data.pay_order_id,
      pc: 1,
    });
    expect(paid.errCode, paid.msg).toBe('0');
    expect(paid.data.pay_status).toBe(2);
    expect((await t.app.services.ledger.balances(userId)).integral).toBe(701);

    const [waiting] = (await orders(c, 2)).data.result;
    expect(waiting).toMatchObject({
      status: 2,
      status_name: '待签约',
      product_name: '产业链深度',
      price: 29_900,
    });
    expect((await orders(c, 1)).data.totalCount).toBe(0);

    const signed = await c.post<ProductOrder>('/api/v1/product/status', { id: waiting.id, action: 'sign' });
    expect(signed.errCode, signed.msg).toBe('0');
    expect(signed.msg).toBe('签约成功，请等待审核');
    expect(signed.data).toMatchObject({ status: 3, status_name: '审核中' });
    expect(signed.data.sign_time).not.toBe('');
    expect((await c.post('/api/v1/product/status', { id: waiting.id, action: 'sign' })).msg).toBe(
      '该订单当前无需签约',
    );

    const articleId = await firstArticleId(c, product.product_id);
    const closed = await c.post<ProductArticleDetail>('/api/v1/product/article/detail', { id: articleId });
    expect(closed.data).toMatchObject({ subscribed: false, content_html: '' });

    const queue = await t.app.services.products.review.list();
    expect(queue.map((q) => q.id)).toContain(waiting.id);
    const approved = await t.app.services.products.review.approve(waiting.id);
    expect(approved).toMatchObject({ status: 4, status_name: '生效中' });
    const days = (Date.parse(approved.expire_time) - Date.parse(approved.approve_time)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    await expect(t.app.services.products.review.approve(waiting.id)).rejects.toThrow('该订单不在审核中');

    const open = await c.post<ProductArticleDetail>('/api/v1/product/article/detail', { id: articleId });
    expect(open.data.subscribed).toBe(true);
    expect(open.data.content_html).toContain('<h2>需求端：资本开支决定节奏</h2>');
    const listed = (await c.post<ProductItem[]>('/api/v1/product/list')).data;
    expect(listed.find((p) => p.product_id === product.product_id)).toMatchObject({ subscribed: true });
    expect(listed.find((p) => p.product_id === mood().product_id)).toMatchObject({ subscribed: false });
    const status = await c.post<{ subscribed: boolean; order: ProductOrder }>('/api/v1/product/pay/status', {
      product_id: product.product_id,
    });
    expect(status.data).toMatchObject({ subscribed: true, order: { id: waiting.id, status: 4 } });

    // The end passes: 已过期, and the article closes again.
    await t.database.db
      .update(productSubscriptions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(productSubscriptions.id, waiting.id));
    expect((await orders(c, 4)).data.totalCount).toBe(0);
    expect((await orders(c, 5)).data.result.map((o) => [o.id, o.status_name])).toEqual([
      [waiting.id, '已过期'],
    ]);
    const expired = await c.post<ProductArticleDetail>('/api/v1/product/article/detail', { id: articleId });
    expect(expired.data).toMatchObject({ subscribed: false, content_html: '' });
  });

  it('renews from the end of the current subscription and pays by WeChat', async () => {
    const { c } = await memberWith(0);
    const { review: service } = t.app.services.products;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const placed = await c.post<PayOrder>('/api/v1/product/order/add', { product_id: mood().product_id });
      expect((await payByLocalWechat(t, c, placed.data.pay_order_id)).pay_status).toBe(2);
      const [order] = (await orders(c, 2)).data.result;
      await c.post('/api/v1/product/status', { id: order.id, action: 'sign' });
      ids.push((await service.approve(order.id)).id);
    }
    const [second, first] = (await orders(c, 4)).data.result;
    expect([second.id, first.id]).toEqual([ids[1], ids[0]]);
    const days = (Date.parse(second.expire_time) - Date.parse(first.expire_time)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('filters the order list by tab, closed orders only under 全部', async () => {
    const { c } = await memberWith(10_000);
    const { review: service } = t.app.services.products;
    const order = async (productId: number) =>
      (await c.post<PayOrder>('/api/v1/product/order/add', { product_id: productId, pay_type: 3 })).data;
    // 生效中 (deep), 审核中 (mood), 待签约 (mood), 待支付 (deep), 已关闭 (mood).
    await order(deep().product_id);
    const [a] = (await orders(c, 2)).data.result;
    await c.post('/api/v1/product/status', { id: a.id, action: 'sign' });
    await service.approve(a.id);
    await order(mood().product_id);
    const [b] = (await orders(c, 2)).data.result;
    await c.post('/api/v1/product/status', { id: b.id, action: 'sign' });
    await order(mood().product_id);
    const unpaid = await c.post<PayOrder>('/api/v1/product/order/add', { product_id: deep().product_id });
    const closing = await c.post<PayOrder>('/api/v1/product/order/add', { product_id: mood().product_id });
    await t.database.db.execute(
      sql`update pay_orders set pay_status = 3 where id = ${closing.data.pay_order_id}`,
    );

    const names = async (status: number) => (await orders(c, status)).data.result.map((o) => o.status_name);
    expect(await names(0)).toEqual(['已关闭', '待支付', '待签约', '审核中', '生效中']);
    expect(await names(1)).toEqual(['待支付']);
    expect((await orders(c, 1)).data.result[0].pay_order.pay_order_id).toBe(unpaid.data.pay_order_id);
    expect(await names(2)).toEqual(['待签约']);
    expect(await names(3)).toEqual(['审核中']);
    expect(await names(4)).toEqual(['生效中']);
    expect(await names(5)).toEqual([]);
    expect((await c.post('/api/v1/product/order/list', { status: 7 })).msg).toBe('订单状态有误');

    // An editor sends the one in review back to be signed again.
    expect(await service.reject(b.id)).toMatchObject({ status: 2, sign_time: '' });
    expect(await names(3)).toEqual([]);
  });

  it('lets nobody else sign a subscription, and answers visitors errCode "1"', async () => {
    const owner = await memberWith(1000);
    await owner.c.post('/api/v1/product/order/add', { product_id: mood().product_id, pay_type: 3 });
    const [order] = (await orders(owner.c, 2)).data.result;
    const other = await memberWith(0);
    const res = await other.c.post('/api/v1/product/status', { id: order.id, action: 'sign' });
    expect(res).toMatchObject({ errCode: '403', msg: '这不是您的订单' });
    expect((await orders(owner.c, 2)).data.result[0].status).toBe(2);
    expect((await other.c.post('/api/v1/product/status', { id: 99999999, action: 'sign' })).msg).toBe(
      '订单不存在',
    );

    const visitor = t.client();
    for (const [url, body] of [
      ['/api/v1/product/order/add', { product_id: mood().product_id }],
      ['/api/v1/product/pay/status', { product_id: mood().product_id }],
      ['/api/v1/product/status', { id: order.id, action: 'sign' }],
      ['/api/v1/product/order/list', { status: 0 }],
    ] as const) {
      expect((await visitor.post(url, body)).errCode, url).toBe('1');
    }
  });

  it('refuses a pay type outside 1–3 and 工分 short of the price', async () => {
    const { c } = await memberWith(10);
    const bad = await c.post('/api/v1/product/order/add', { product_id: deep().product_id, pay_type: 9 });
    expect(bad.msg).toBe('支付方式有误');
    const short = await c.post('/api/v1/product/order/add', { product_id: deep().product_id, pay_type: 3 });
    expect(short.msg).toBe('工分不足');
    expect((await orders(c, 1)).data.result.map((o) => o.status_name)).toEqual(['待支付']);
  });

  it('searches product names, summaries and article titles', async () => {
    const c = t.client();
    const hits = await c.post<Page<{ product_name: string; article_id: number | null; title: string }>>(
      '/api/v1/product/search',
      { keyword: '情绪', start: 1, limit: 15 },
    );
    expect(hits.data.result[0]).toMatchObject({ product_name: '短线情绪', article_id: null });
    expect(hits.data.result.slice(1).map((h) => h.title)).toContain('情绪周期复盘：从冰点到高潮的四个信号');
    expect(hits.data.totalCount).toBe(hits.data.result.length);
    const none = await c.post<Page<unknown>>('/api/v1/product/search', { keyword: '100%_' });
    expect(none.data.totalCount).toBe(0);
  });
});
