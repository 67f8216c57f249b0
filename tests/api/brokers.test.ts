import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountItem, ConsoleBroker, ConsoleOffer } from '../../common/broker';
import { auditLog, brokerOffers } from '../../server/db/schema';
import { SEED_BROKERS, seedBrokers } from '../../server/db/seed/brokers';
import { chinaDate } from '../../server/lib/time';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let moderator: TestClient;
const SEED_OFFERS = SEED_BROKERS.reduce((n, b) => n + b.offers.length, 0);

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedBrokers(t.database.db)).toBe(SEED_OFFERS);
  // Idempotent: a second run writes nothing.
  expect(await seedBrokers(t.database.db)).toBe(0);
  editor = await consoleClient(t, 'editor');
  moderator = await consoleClient(t, 'moderator');
});
afterAll(() => t.close());

const dayOffset = (days: number) => chinaDate(Date.now() + days * 86_400_000);
const detail = (c: TestClient = t.client()) => c.post<AccountDetail>('/api/v1/account/detail');
const item = (id: number, c: TestClient = t.client()) =>
  c.post<AccountItem>('/api/v1/account/item-detail', { account_item_id: id });
const click = (id: number, c: TestClient = t.client()) =>
  c.post<{ link: string }>('/api/v1/account/click', { account_item_id: id });
const consoleList = async () => (await editor.post<ConsoleBroker[]>('/api/console/broker/list')).data;

let brokerSeq = 0;
async function newBroker(over: Record<string, unknown> = {}) {
  const res = await editor.post<{ id: number }>('/api/console/broker/save', {
    name: `测试证券${Date.now()}${brokerSeq++}`,
    intro: '测试用券商',
    sort_no: 50,
    ...over,
  });
  expect(res.errCode).toBe('0');
  return res.data.id;
}
async function newOffer(brokerId: number, over: Record<string, unknown> = {}) {
  const res = await editor.post<ConsoleOffer>('/api/console/broker/item/save', {
    broker_id: brokerId,
    title: '测试开户活动',
    benefits: ['佣金万1'],
    steps: ['第一步', '第二步'],
    link: 'https://kaihu.test.example/a?b=1',
    ...over,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

describe('public account-opening calls', () => {
  it('lists the enabled brokers in order with their live offers', async () => {
    const res = await detail();
    expect(res.errCode).toBe('0');
    const names = res.data.map((b) => b.name);
    expect(names.slice(0, 2)).toEqual(SEED_BROKERS.map((b) => b.name));
    const first = res.data[0];
    expect(Object.keys(first).sort()).toEqual(['broker_id', 'intro', 'item_list', 'logo_url', 'name']);
    expect(first.item_list.map((o) => o.title)).toEqual(SEED_BROKERS[0].offers.map((o) => o.title));
    expect(Object.keys(first.item_list[0]).sort()).toEqual([
      'account_item_id',
      'benefits',
      'title',
      'valid_to',
    ]);
  });

  it('answers one live offer with its steps, link and broker', async () => {
    const id = (await detail()).data[0].item_list[0].account_item_id;
    const res = await item(id);
    expect(res.errCode).toBe('0');
    expect(res.data.steps).toEqual([...SEED_BROKERS[0].offers[0].steps]);
    expect(res.data.link).toBe(SEED_BROKERS[0].offers[0].link);
    expect(res.data.broker.name).toBe(SEED_BROKERS[0].name);
  });

  it('hides disabled, expired and not-yet-started offers and offers of a disabled broker (404 envelope)', async () => {
    const brokerId = await newBroker();
    const live = await newOffer(brokerId, {
      title: '进行中',
      valid_from: dayOffset(-1),
      valid_to: dayOffset(0),
    });
    const off = await newOffer(brokerId, { title: '已停用', enabled: false });
    const expired = await newOffer(brokerId, {
      title: '已过期',
      valid_from: dayOffset(-9),
      valid_to: dayOffset(-1),
    });
    const future = await newOffer(brokerId, { title: '未开始', valid_from: dayOffset(1) });

    const listed = (await detail()).data.find((b) => b.broker_id === brokerId);
    expect(listed?.item_list.map((o) => o.title)).toEqual(['进行中']);
    expect((await item(live.id)).errCode).toBe('0');
    for (const o of [off, expired, future]) {
      const res = await item(o.id);
      expect(res.errCode).toBe('404');
      expect(res.msg).toBe('开户活动不存在或已结束');
      expect((await click(o.id)).errCode).toBe('404');
    }
    expect((await item(987654321)).errCode).toBe('404');
    expect((await item(0)).errCode).toBe('400');

    // The whole broker off: neither it nor its offers are served.
    await editor.post('/api/console/broker/save', { id: brokerId, name: `停用${brokerId}`, enabled: false });
    expect((await detail()).data.some((b) => b.broker_id === brokerId)).toBe(false);
    expect((await item(live.id)).errCode).toBe('404');
    expect((await click(live.id)).errCode).toBe('404');
    // The console still shows them all.
    const inConsole = (await consoleList()).find((b) => b.id === brokerId);
    expect(inConsole?.offers).toHaveLength(4);
    expect(inConsole?.enabled).toBe(false);
  });

  it('counts every 去开户 press atomically, under 50 concurrent presses', async () => {
    const brokerId = await newBroker();
    const offer = await newOffer(brokerId);
    const member = t.client();
    await registerUser(member);
    const presses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => click(offer.id, i % 2 ? member : t.client())),
    );
    expect(
      presses.every((r) => r.errCode === '0' && r.data.link === 'https://kaihu.test.example/a?b=1'),
    ).toBe(true);
    const [row] = await t.database.db.select().from(brokerOffers).where(eq(brokerOffers.id, offer.id));
    expect(row.clicks).toBe(50);
    const shown = (await consoleList()).find((b) => b.id === brokerId)?.offers[0];
    expect(shown?.clicks).toBe(50);
    // Editing the offer keeps its count.
    await newOffer(brokerId, { id: offer.id, title: '改过的标题' });
    expect((await consoleList()).find((b) => b.id === brokerId)?.offers[0].clicks).toBe(50);
  });
});

describe('console: brokers and offers', () => {
  it('is closed to visitors, members and roles without broker.manage', async () => {
    const member = t.client();
    await registerUser(member);
    for (const c of [t.client(), member]) {
      expect((await c.post('/api/console/broker/list')).errCode).toBe('1');
      expect((await c.post('/api/console/broker/save', { name: '越权券商' })).errCode).toBe('1');
    }
    const offerId = (await consoleList()).find((b) => b.name === SEED_BROKERS[0].name)!.offers[0].id;
    expect((await moderator.post('/api/console/broker/list')).errCode).toBe('403');
    expect((await moderator.post('/api/console/broker/item/remove', { id: offerId })).errCode).toBe('403');
    expect((await member.post('/api/console/broker/item/remove', { id: offerId })).errCode).toBe('1');
    expect((await item(offerId)).errCode).toBe('0');
  });

  it('creates, edits and deletes brokers and offers, each with its audit row', async () => {
    const name = `审计证券${Date.now()}`;
    const id = await newBroker({ name, logo_url: 'https://img.test.example/logo.png' });
    const offer = await newOffer(id, { title: '审计活动' });
    const edited = await newOffer(id, { id: offer.id, title: '审计活动二', steps: ['只有一步'] });
    expect(edited.steps).toEqual(['只有一步']);
    expect((await editor.post('/api/console/broker/item/remove', { id: offer.id })).errCode).toBe('0');
    expect((await editor.post('/api/console/broker/item/remove', { id: offer.id })).errCode).toBe('404');
    expect((await editor.post('/api/console/broker/remove', { id })).errCode).toBe('0');
    expect((await editor.post('/api/console/broker/remove', { id })).errCode).toBe('404');

    const actions = async (targetType: string, targetId: number) =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
      ).map((r) => r.action);
    expect((await actions('broker', id)).sort()).toEqual(['broker.add', 'broker.remove']);
    expect((await actions('broker_offer', offer.id)).sort()).toEqual([
      'broker.offer.add',
      'broker.offer.remove',
      'broker.offer.update',
    ]);
  });

  it('deleting a broker deletes its offers', async () => {
    const id = await newBroker();
    const offer = await newOffer(id);
    await editor.post('/api/console/broker/remove', { id });
    expect(await t.database.db.select().from(brokerOffers).where(eq(brokerOffers.id, offer.id))).toHaveLength(
      0,
    );
  });

  it('validates names, links and dates', async () => {
    const id = await newBroker();
    const dup = await editor.post('/api/console/broker/save', { name: SEED_BROKERS[0].name });
    expect(dup.errCode).toBe('409');
    expect(dup.msg).toBe('券商名称已存在');
    const badLogo = await editor.post('/api/console/broker/save', {
      name: '坏图标',
      logo_url: 'javascript:alert(1)',
    });
    expect(badLogo.msg).toBe('图标须为站内路径（以 / 开头）或 https 地址');

    const save = (over: Record<string, unknown>) =>
      editor.post('/api/console/broker/item/save', {
        broker_id: id,
        title: '校验',
        link: 'https://ok.test.example/',
        ...over,
      });
    for (const link of [
      'http://kaihu.test.example/',
      'javascript:alert(1)',
      '/open-account',
      '//evil.example',
      '',
    ]) {
      const res = await save({ link });
      expect(res.errCode, link).toBe('400');
      expect(res.msg, link).toBe('开户链接须为 https 地址');
    }
    expect((await save({ valid_from: '2026-02-30' })).msg).toBe('日期格式应为 YYYY-MM-DD');
    expect((await save({ valid_from: '2026-03-02', valid_to: '2026-03-01' })).msg).toBe(
      '结束日期不能早于开始日期',
    );
    expect((await save({ title: '' })).msg).toBe('请填写活动标题');
    expect((await save({ steps: Array.from({ length: 11 }, () => '步') })).errCode).toBe('400');
    // An offer for a broker that does not exist, or an edit of an unknown offer.
    expect((await save({ broker_id: 987654321 })).errCode).toBe('404');
    expect((await save({ id: 987654321 })).errCode).toBe('404');
    // Empty dates mean no bound.
    const open = await save({ valid_from: '', valid_to: null });
    expect(open.errCode).toBe('0');
    expect((open.data as ConsoleOffer).valid_from).toBeNull();
  });
});
