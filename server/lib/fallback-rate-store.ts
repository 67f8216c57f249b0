/**
 * The global per-IP limit's store: Redis, so instances share one count, and this process's own counters
 * while Redis does not answer. Without it an unreachable Redis failed every API call (issue 27 §3); with
 * `skipOnError` alone it would have lifted the limit for as long as Redis stayed down.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type Incr = Store['incr'];

// The plugin's own stores: its package ships them, its types do not name them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    this.shared.incr(
      key,
      (err, result) => {
        if (err) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** A store class for `@fastify/rate-limit` (it constructs the store itself). */
export function fallbackRateStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
