import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createTestApp, registerUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Medal = {
  medal_id: number;
  code: string;
  name: string;
  icon: string;
  description: string;
  create_time: string;
};

const medalCount = async (id: number) =>
  (await t.database.db.select({ n: users.medalCount }).from(users).where(eq(users.id, id)))[0].n;

describe('medals', () => {
  it('lists a member’s medals to anyone, in catalogue order, with medal_count kept exact', async () => {
    const c = t.client();
    const { userId } = await registerUser(c);
    const { medals } = t.app.services;
    const visitor = t.client();
    expect((await visitor.post<Medal[]>('/api/v2/user/medal/list', { user_id: userId })).data).toEqual([]);

    // Concurrent and repeated grants count once each.
    const granted = await Promise.all([
      medals.grant(userId, 'early_member'),
      medals.grant(userId, 'early_member'),
      medals.grant(userId, 'original_author'),
    ]);
    expect(granted.filter(Boolean)).toHaveLength(2);
    expect(await medalCount(userId)).toBe(2);
    const list = await visitor.post<Medal[]>('/api/v2/user/medal/list', { user_id: userId });
    expect(list.errCode).toBe('0');
    expect(list.data.map((m) => [m.code, m.name])).toEqual([
      ['original_author', '原创作者'],
      ['early_member', '元老会员'],
    ]);
    expect(list.data[0]).toMatchObject({ description: '发布原创研究文章满 10 篇', icon: '' });
    expect(list.data[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    expect(await medals.revoke(userId, 'early_member')).toBe(true);
    expect(await medals.revoke(userId, 'early_member')).toBe(false);
    expect(await medalCount(userId)).toBe(1);
    await expect(medals.grant(userId, 'no_such_medal')).rejects.toThrow('勋章不存在');
    await expect(medals.grant(987654321, 'early_member')).rejects.toThrow('用户不存在');
  });

  it('answers 用户不存在 for an unknown or malformed user id', async () => {
    const c = t.client();
    expect(await c.post('/api/v2/user/medal/list', { user_id: 987654321 })).toMatchObject({
      errCode: '404',
      msg: '用户不存在',
    });
    expect((await c.post('/api/v2/user/medal/list', { user_id: 'abc' })).msg).toBe('用户不存在');
  });
});
