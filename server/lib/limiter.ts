import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { rateLimited } from './errors';

export interface LimitRule {
  /** Unique name; also the Redis key prefix, so instances share counters. */
  name: string;
  points: number;
  durationSec: number;
  /** Shown to the user when the limit is hit; `{s}` becomes the seconds to wait. */
  message: string;
}

/** A named counter backed by memory (one process) or Redis (many instances). */
export class Limiter {
  private readonly impl: RateLimiterAbstract;

  constructor(
    readonly rule: LimitRule,
    redis?: Redis,
  ) {
    const opts = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSec };
    this.impl = redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
  }

  /** Counts one hit; throws the rule's rate-limited error when over the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.impl.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw this.error(err.msBeforeNext);
      throw err;
    }
  }

  /** Throws if the key is already over the limit, without counting a hit (for failure-only limits). */
  async check(key: string): Promise<void> {
    const res = await this.impl.get(key);
    if (res && res.consumedPoints >= this.rule.points) throw this.error(res.msBeforeNext);
  }

  /** Counts a failure without throwing; the next check() decides. */
  async penalize(key: string): Promise<void> {
    await this.impl.penalty(key);
  }

  async reset(key: string): Promise<void> {
    await this.impl.delete(key);
  }

  private error(msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return rateLimited(this.rule.message.replace('{s}', String(seconds)));
  }
}
