/**
 * Redis down is not the API down (issue 27 §3): with REDIS_URL set and Redis stopped, every API call
 * answered 500 until it came back. Now limits count in this process meanwhile and hold again, in Redis,
 * after the reconnect. A private redis-server on a port of its own, which the test stops and starts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../common/error-codes';
import { subscribeTo } from '../../server/lib/redis';
import { createTestApp, randomPhone, type TestApp } from '../support/test-app';

const PER_MINUTE = 5;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

let port = 0;
let redis: ChildProcess | null = null;

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // It says so once it accepts connections.
  await new Promise<void>((resolve, reject) => {
    let out = '';
    redis?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    redis?.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = once(redis, 'exit');
  redis.kill('SIGKILL');
  await exited;
}

/** The global limit's counters in the private Redis (none while it is down). */
const globalKeys = () =>
  spawnSync('redis-cli', ['-p', String(port), '--raw', 'keys', 'rl:global:*']).stdout.toString();

let t: TestApp;

beforeAll(async () => {
  if (!hasRedisServer) return;
  port = await freePort();
  await startRedis();
  t = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  });
});
afterAll(async () => {
  await t?.close();
  await stopRedis();
});

/** PER_MINUTE calls pass from one address and the next is refused: the per-IP limit holds. */
async function limitHolds(ip: string) {
  const client = t.client({ ip });
  for (let i = 0; i < PER_MINUTE; i++) {
    expect((await client.post('/api/v1/user/search', { keyword: '茅台' })).status).toBe(200);
  }
  const over = await client.post('/api/v1/user/search', { keyword: '茅台' });
  expect(over.status).toBe(429);
  expect(over.errCode).toBe(ErrCode.RATE_LIMITED);
}

/** The app's connection is up once a call's counter lands in Redis (it connects and reconnects by itself). */
async function untilCountedInRedis(ip: string) {
  const probe = t.client({ ip });
  await expect
    .poll(async () => {
      await probe.post('/api/v1/user/search', { keyword: '茅台' });
      return globalKeys();
    })
    .toContain(ip);
}

describe.skipIf(!hasRedisServer)('with Redis stopped and started again', () => {
  it('keeps the API up, counts limits in the process meanwhile, and in Redis after the reconnect', async () => {
    await untilCountedInRedis('10.89.0.1');
    await limitHolds('10.90.0.1');
    expect(globalKeys()).toContain('10.90.0.1');

    await stopRedis();
    // Calls that go through every kind of Redis use: the global limit, the SMS and login limiters.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = t.client({ ip: `10.91.0.${i + 1}` });
      const phone = randomPhone();
      for (const answer of [
        await client.post('/api/v1/user/search', { keyword: '宁德时代' }),
        await client.post('/api/v1/sms/send', { phone, type: 'register' }),
        await client.post('/api/v1/user/login', { phone, password: 'wrong1234' }),
      ]) {
        statuses.push(answer.status);
        expect(answer.errCode).not.toBe(ErrCode.SERVER_ERROR);
      }
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    await limitHolds('10.92.0.1');

    await startRedis();
    await untilCountedInRedis('10.93.0.1');
    await limitHolds('10.94.0.1');
    expect(globalKeys()).toContain('10.94.0.1');
  });
});

describe.skipIf(!hasRedisServer)('a subscriber whose connection drops again as it reconnects', () => {
  it('subscribes again itself, and a SUBSCRIBE lost with the connection leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const app = new Redis(`redis://127.0.0.1:${port}`);
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message), error: () => undefined };
    const received: string[] = [];
    const { subscriber, ready } = subscribeTo(app, 'yanshe:test-resubscribe', log, (m) => received.push(m));
    const heard = (message: string) =>
      expect
        .poll(async () => {
          await app.publish('yanshe:test-resubscribe', message);
          return received;
        })
        .toContain(message);
    try {
      await ready;
      await heard('first');
      // Dropped, it reconnects and subscribes again.
      await app.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await heard('after a reconnect');
      // Dropped again, and closed as soon as the reconnect is ready: its SUBSCRIBE was in flight (a
      // shutdown then, or a connection lost for good). The lost SUBSCRIBE is handled and logged.
      subscriber.once('ready', () => {
        subscriber.disconnect();
        // At once, before Redis can answer the SUBSCRIBE.
        subscriber.stream.destroy();
      });
      await app.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await expect.poll(() => warnings).toContain('Redis resubscription failed; tried again on reconnect');
      await app.ping();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      subscriber.disconnect();
      app.disconnect();
    }
  });
});
