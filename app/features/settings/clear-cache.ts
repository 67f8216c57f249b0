/**
 * 清除缓存: what the site keeps in the browser that can be rebuilt — localStorage (search history,
 * list order…), sessionStorage and Cache Storage. Unsent drafts are never removed; the theme and font
 * size live in cookies and push settings on the server, so they stay too.
 */

/** 清除缓存's confirm and done texts, the same on both sites. */
export const CLEAR_CACHE_TEXT = {
  title: '确定清除缓存?',
  content: '将清除搜索历史、列表排序等本地缓存，草稿和设置不受影响。',
  ok: '清除',
  cancel: '取消',
  done: '缓存已清除',
} as const;

/** Keys kept by 清除缓存: anything holding a draft. */
export const isKeptKey = (key: string) => /draft/i.test(key);

/** The localStorage keys 清除缓存 removes. */
export const cacheKeysToClear = (keys: readonly string[]) => keys.filter((key) => !isKeptKey(key));

type KeyedStorage = Pick<Storage, 'key' | 'length' | 'removeItem'>;

function storageKeys(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export interface CacheTargets {
  local?: KeyedStorage;
  session?: KeyedStorage;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/** Clears the cache; returns how many localStorage keys were removed. Missing or blocked stores are skipped. */
export async function clearSiteCache(targets: CacheTargets): Promise<number> {
  let removed = 0;
  if (targets.local) {
    for (const key of cacheKeysToClear(storageKeys(targets.local))) {
      targets.local.removeItem(key);
      removed += 1;
    }
  }
  if (targets.session) {
    for (const key of cacheKeysToClear(storageKeys(targets.session))) targets.session.removeItem(key);
  }
  if (targets.caches) {
    const names = await targets.caches.keys();
    await Promise.all(names.map((name) => targets.caches?.delete(name)));
  }
  return removed;
}

/** The browser's stores, each only if this page may use it (storage can throw in private modes). */
export function browserCacheTargets(): CacheTargets {
  const attempt = <T>(get: () => T): T | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return {
    local: attempt(() => window.localStorage),
    session: attempt(() => window.sessionStorage),
    caches: attempt(() => ('caches' in window ? window.caches : undefined)),
  };
}
