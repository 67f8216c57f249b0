import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeReading } from '../../server/modules/health/runtime';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (): Promise<RuntimeReading> => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz/runtime', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** Long enough to stand out from anything a loaded machine does to the loop by itself. */
const STALL_MS = 400;

describe('GET /healthz/runtime', () => {
  it('measures a stall of the event loop, and forgets it after a reset', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/healthz/runtime/reset',
      remoteAddress: '127.0.0.1',
    });
    expect(reset.statusCode).toBe(204);
    // The monitor measures each delay from its previous sample, so the stall counts once it has one.
    await expect.poll(async () => (await read()).eventLoopDelayMs.samples).toBeGreaterThan(0);
    const blockedUntil = Date.now() + STALL_MS;
    while (Date.now() < blockedUntil) {
      // Busy: the loop cannot run the monitor's timer until this ends.
    }
    // The monitor records the stall when its timer runs after it.
    await expect.poll(async () => (await read()).eventLoopDelayMs.max).toBeGreaterThanOrEqual(STALL_MS - 30);
    const stalled = await read();

    await t.app.inject({ method: 'POST', url: '/healthz/runtime/reset', remoteAddress: '::1' });
    const after = await read();
    expect(after.eventLoopDelayMs.max).toBeLessThan(STALL_MS - 30);
    expect(after.sinceResetSeconds).toBeLessThan(stalled.sinceResetSeconds);
  });

  it('reports the memory now and the peak', async () => {
    const { memoryMb } = await read();
    const rss = process.memoryUsage().rss / 1024 / 1024;
    // The test runs in the server's process: the same resident set, give or take a little growth.
    expect(memoryMb.rss).toBeGreaterThan(rss * 0.8);
    expect(memoryMb.rss).toBeLessThan(rss * 1.2);
    expect(memoryMb.peakRss).toBeGreaterThanOrEqual(memoryMb.rss);
    expect(memoryMb.heapUsed).toBeGreaterThan(0);
  });

  it('answers only a caller on this machine, never one relayed by a proxy', async () => {
    const outside = [
      { remoteAddress: '10.1.2.3' },
      { remoteAddress: '192.168.0.5' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '::ffff:127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
    ];
    for (const caller of outside) {
      const get = await t.app.inject({ method: 'GET', url: '/healthz/runtime', ...caller });
      expect(get.statusCode, JSON.stringify(caller)).toBe(404);
      expect(get.body).not.toContain('eventLoopDelayMs');
      const reset = await t.app.inject({ method: 'POST', url: '/healthz/runtime/reset', ...caller });
      expect(reset.statusCode, JSON.stringify(caller)).toBe(404);
    }
    const local = await t.app.inject({
      method: 'GET',
      url: '/healthz/runtime',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
  });
});
