import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../common/error-codes';
import { signHeaders } from '../../common/sign';
import { type BuildOptions, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A browser-like client with its own cookie jar and IP address. */
  client(opts?: { ip?: string }): TestClient;
  close(): Promise<void>;
}

/** The real server (API only, no pages) on a private database. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...env }, { ssr: false });
  const app = await buildApp(config, { ...opts, database });
  await app.ready();
  return {
    app,
    database,
    client: (opts) => new TestClient(app, opts?.ip ?? randomIp()),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A Redis for tests across instances: CI sets TEST_REDIS_URL, and the PostgreSQL suite uses the local one. */
export const testRedisUrl =
  process.env.TEST_REDIS_URL ?? (process.env.TEST_DB === 'pg' ? 'redis://127.0.0.1:6379' : undefined);

/**
 * Two instances on one database and one Redis, as behind a balancer, with their buses subscribed; both
 * and the database are closed after `body`.
 */
export async function withTwoInstances(
  redisUrl: string,
  body: (apps: [FastifyInstance, FastifyInstance], database: Database) => Promise<void>,
): Promise<void> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl }, { ssr: false });
  const apps: FastifyInstance[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(config, { database });
      await app.ready();
      apps.push(app);
    }
    await Promise.all(apps.flatMap((a) => [a.services.streams.ready, a.services.newest.ready]));
    await body(apps as [FastifyInstance, FastifyInstance], database);
  } finally {
    for (const app of apps) await app.close();
    await database.close();
  }
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const randomPhone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export { signHeaders };

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  /** POSTs like the site's client: signed headers, JSON (or form) body, cookies kept between calls (`method`: the console's PUT, DELETE and GET calls). */
  async post<T = unknown>(
    url: string,
    body?: Record<string, unknown>,
    opts: {
      form?: boolean;
      headers?: Record<string, string>;
      method?: 'POST' | 'PUT' | 'DELETE' | 'GET';
    } = {},
  ): Promise<Envelope<T> & { status: number }> {
    const headers: Record<string, string> = { ...signHeaders(this.app.config.signSecret), ...opts.headers };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = opts.form
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(body);
    }
    const res = await this.app.inject({
      method: opts.method ?? 'POST',
      url,
      headers: { ...headers, cookie: this.cookieHeader() },
      payload,
      remoteAddress: this.ip,
    });
    this.storeCookies(res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]);
    return { ...(res.json() as Envelope<T>), status: res.statusCode };
  }

  async get(url: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, cookie: this.cookieHeader() },
      remoteAddress: this.ip,
    });
    this.storeCookies(res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]);
    return res;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private storeCookies(cookies: { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    for (const c of cookies) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, encodeURIComponent(c.value));
    }
  }
}

/** The newest code the development SMS outbox holds for a phone. */
export async function lastSmsCode(client: TestClient, phone: string): Promise<string> {
  const res = await client.get(`/api/dev/sms-outbox?phone=${phone}`);
  const body = res.json() as Envelope<{ code: string }[]>;
  if (!body.data[0]) throw new Error(`no SMS sent to ${phone}`);
  return body.data[0].code;
}

/** Registers a member through the real SMS flow and leaves the client logged in. */
export async function registerUser(
  client: TestClient,
  opts: { phone?: string; nickname?: string; password?: string } = {},
) {
  const phone = opts.phone ?? randomPhone();
  const password = opts.password ?? 'abc12345';
  const nickname = opts.nickname ?? `用户${phone.slice(-8)}`;
  const sent = await client.post('/api/v1/sms/send', { phone, type: 'register' });
  if (sent.errCode !== '0') throw new Error(`sms/send failed: ${sent.msg}`);
  const code = await lastSmsCode(client, phone);
  const res = await client.post<{ user_id: number }>('/api/v1/user/register', {
    phone,
    nickname,
    password,
    code,
  });
  if (res.errCode !== '0') throw new Error(`register failed: ${res.msg}`);
  return { phone, password, nickname, userId: res.data.user_id };
}

/**
 * 养分 for a member, from the mint as the daily activities earn it (tests that need a member able to price
 * posts or set bounties, ENERGY_POWERS.paidPost, without a week of activity).
 */
export async function grantEnergy(t: TestApp, userId: number, points = 50): Promise<void> {
  const to = { user: userId, asset: 'energy' } as const;
  const from = { platform: 'mint', asset: 'energy' } as const;
  await t.app.services.ledger.transact([to, from], (_tx, post) =>
    post({
      kind: 'energy',
      memo: '测试',
      legs: [
        { account: to, amount: points },
        { account: from, amount: -points },
      ],
    }),
  );
}
