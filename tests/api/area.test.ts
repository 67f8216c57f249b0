import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('areas', () => {
  it('lists country codes with +86 first', async () => {
    const res = await t.client().post<{ name: string; code: string }[]>('/api/v1/area/country-code');
    expect(res.data[0]).toEqual({ name: '中国大陆', code: '+86' });
    expect(res.data.map((c) => c.code)).toEqual(expect.arrayContaining(['+852', '+853', '+886', '+1']));
  });

  it('reads the country table once per process, not once per call', async () => {
    const list = () => t.client().post<{ name: string; code: string }[]>('/api/v1/area/country-code');
    const first = await list();
    // A row added behind the cache's back stays unseen: the second call answered from memory.
    await t.database.db.insert(countryCodes).values({ code: '+999', name: '测试地区', sort: 999 });
    try {
      const second = await list();
      expect(second.data).toEqual(first.data);
    } finally {
      await t.database.db.delete(countryCodes).where(eq(countryCodes.code, '+999'));
    }
  });

  it('lists the 34 provincial divisions and their cities', async () => {
    const c = t.client();
    const provinces = await c.post<{ province_code: string; name: string }[]>('/api/v1/area/province');
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data).toContainEqual({ province_code: '440000', name: '广东省' });
    const cities = await c.post<{ city_code: string; name: string }[]>('/api/v1/area/city', {
      province_code: '440000',
    });
    expect(cities.data).toContainEqual({ city_code: '440300', name: '深圳市' });
    expect(cities.data.every((x) => x.city_code.startsWith('44'))).toBe(true);
  });

  it('validates province_code', async () => {
    const c = t.client();
    expect(await c.post('/api/v1/area/city', {})).toMatchObject({ errCode: '400', msg: '省份编码格式有误' });
    expect(await c.post('/api/v1/area/city', { province_code: '99' })).toMatchObject({ errCode: '400' });
    expect(await c.post('/api/v1/area/city', { province_code: '990000' })).toMatchObject({
      errCode: '404',
      msg: '省份不存在',
    });
  });
});
