/**
 * What the API load benches share: members inserted straight into the tables with a session each (one
 * statement per table), and calls fired with a fixed number in flight, timed one by one.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../common/user';
import { type Database, rowsOf } from '../server/db/client';
import { CONNECTIONS } from './harness';

/**
 * `count` members whose phones start with `phonePrefix` (a prefix of its own per bench), each with a
 * session whose token is `tokenPrefix` + id; answers their ids in ascending order.
 */
export async function seedMembers(
  database: Database,
  count: number,
  { phonePrefix, tokenPrefix, nickname }: { phonePrefix: string; tokenPrefix: string; nickname: string },
): Promise<number[]> {
  const { db } = database;
  const res = await db.execute(sql`
    insert into users (country_code, phone, nickname, password_hash)
    select '+86', ${phonePrefix} || lpad(g::text, 8, '0'), ${nickname} || g, null
    from generate_series(1, ${count}) g
    returning id`);
  const ids = rowsOf<{ id: number | string }>(res)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
  // The session cookie holds the token; the table holds its SHA-256, as at login.
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select encode(sha256(convert_to(${tokenPrefix} || id, 'UTF8')), 'hex'), id, now() + interval '1 day'
    from users where phone like ${`${phonePrefix}%`}`);
  return ids;
}

/** The cookie of a member seeded with `tokenPrefix`. */
export const sessionOf = (tokenPrefix: string, userId: number) => `${SESSION_COOKIE}=${tokenPrefix}${userId}`;

export interface Timing {
  count: number;
  seconds: number;
  latencies: number[];
  failures: string[];
}

export const emptyTiming = (): Timing => ({ count: 0, seconds: 0, latencies: [], failures: [] });

/** Sends `n` calls, CONNECTIONS at a time, timing each; `check` says whether an answer is the wanted one. */
export async function fire(
  into: Timing,
  n: number,
  send: (i: number) => Promise<{ errCode: string; msg: string; data: unknown }>,
  check: (data: unknown) => boolean,
): Promise<void> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const t0 = performance.now();
      const reply = await send(i).catch((err: Error) => ({
        errCode: 'network',
        msg: err.message,
        data: null,
      }));
      into.latencies.push(performance.now() - t0);
      if (reply.errCode !== '0' || !check(reply.data)) into.failures.push(`${reply.errCode} ${reply.msg}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  into.count += n;
  into.seconds += (performance.now() - started) / 1000;
}

/** Calls, calls a second, p50 and p99 in ms, and how many failed. */
export function summary(name: string, t: Timing) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    call: name,
    calls: t.count,
    'req/s': Math.round(t.count / t.seconds),
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p99 ms': Number(at(0.99).toFixed(1)),
    failed: t.failures.length,
  };
}
