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

/** A named counter backed by memory (one process) or Redis (many instances, memory while it is down). */
export class Limiter {
  private readonly impl: RateLimiterAbstract;

  constructor(
    readonly rule: LimitRule,
    redis?: Redis,
  ) {
    const opts = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSec };
    // While Redis does not answer, this process counts alone (the insurance limiter) rather than fail
    // the call the limit guards.
    this.impl = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts);
  }

  /**
   * Counts one hit; throws the rule's rate-limited error when over the limit. Counting and deciding are
   * one atomic step in either store, so concurrent hits can never pass together.
   */
  async consume(key: string): Promise<void> {
    try {
      await this.impl.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw this.error(err.msBeforeNext);
      throw err;
    }
  }

  /**
   * Gives back a hit consume() counted, for limits on failures: an attempt takes its point before its
   * outcome is known and returns it if it did not fail. (Checking first and counting a failure after
   * the outcome let every concurrent attempt pass the check before any failure was counted.)
   */
  async refund(key: string): Promise<void> {
    await this.impl.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.impl.delete(key);
  }

  private error(msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return rateLimited(this.rule.message.replace('{s}', String(seconds)));
  }
}
