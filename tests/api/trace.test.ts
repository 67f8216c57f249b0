import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../server/lib/time';
import { LIMITS } from '../../server/services';
import { createTestApp, registerUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOf = async (action: string, source = 'web') =>
  (await t.app.services.traces.daily(chinaDate())).find((r) => r.action === action && r.source === source)
    ?.count ?? 0;

describe('/api/v1/user/trace', () => {
  it('counts concurrent events exactly, per China day, action and source', async () => {
    const action = `test_concurrent:${Date.now()}`;
    // Distinct addresses, so the per-IP limit stays out of the count.
    const calls = Array.from({ length: 200 }, () => t.client().post('/api/v1/user/trace', { action }));
    const results = await Promise.all(calls);
    expect(results.every((r) => r.errCode === '0')).toBe(true);
    expect(await countOf(action)).toBe(200);

    await t.client().post('/api/v1/user/trace', { action, source: 'h5' }, { form: true });
    expect(await countOf(action, 'h5')).toBe(1);
    expect(await countOf(action)).toBe(200);
  });

  it('counts members and visitors alike', async () => {
    const action = `test_member:${Date.now()}`;
    const member = t.client();
    await registerUser(member);
    expect((await member.post('/api/v1/user/trace', { action, source: 'web' })).errCode).toBe('0');
    expect((await t.client().post('/api/v1/user/trace', { action })).errCode).toBe('0');
    expect(await countOf(action)).toBe(2);
  });

  it('rejects malformed action keys and unknown sources, counting nothing', async () => {
    const c = t.client();
    for (const action of ['', 'Search_Scope', 'a b', '搜索', 'x'.repeat(65), '<script>', undefined, 42]) {
      const res = await c.post('/api/v1/user/trace', { action });
      expect(res, String(action)).toMatchObject({ errCode: '400', msg: '事件名称有误' });
    }
    const res = await c.post('/api/v1/user/trace', { action: 'search_scope:1', source: 'pc' });
    expect(res).toMatchObject({ errCode: '400', msg: '来源有误' });
    expect(await countOf('search_scope:1', 'pc')).toBe(0);
  });

  it('limits events per IP', async () => {
    const c = t.client();
    const action = `test_limit:${Date.now()}`;
    const { points } = LIMITS.tracePerIp;
    const results = await Promise.all(
      Array.from({ length: points + 1 }, () => c.post('/api/v1/user/trace', { action })),
    );
    expect(results.filter((r) => r.errCode === '0')).toHaveLength(points);
    const over = results.find((r) => r.errCode !== '0');
    expect(over).toMatchObject({ status: 429, errCode: '429' });
    expect(await countOf(action)).toBe(points);
  });
});
