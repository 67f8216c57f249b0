import { describe, expect, it } from 'vitest';
import { cacheKeysToClear, clearSiteCache, isKeptKey } from './clear-cache';

class MemoryStorage {
  private items = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.items.set(k, v);
  }
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

describe('clear cache', () => {
  it('removes search history, list order and other cached keys, never drafts', () => {
    const keys = [
      'yanshe.searchKeywords.2026-11-22',
      'yanshe.listOrder',
      'yanshe:chunk-reload-at',
      'yanshe.articleDraft',
      'post-draft:42',
    ];
    expect(cacheKeysToClear(keys)).toEqual([
      'yanshe.searchKeywords.2026-11-22',
      'yanshe.listOrder',
      'yanshe:chunk-reload-at',
    ]);
    expect(isKeptKey('unsentDraft')).toBe(true);
  });

  it('clears the stores it is given and deletes every Cache Storage cache', async () => {
    const local = new MemoryStorage({
      'yanshe.listOrder': 'hot',
      'yanshe.searchKeywords.2026-11-22': '["茅台"]',
      'yanshe.editorDraft': '{}',
    });
    const session = new MemoryStorage({
      'yanshe:chunk-reload-at': '1',
      'react-router-scroll-positions': '{}',
    });
    const deleted: string[] = [];
    const caches = {
      keys: async () => ['assets-v1', 'api-v1'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    };
    expect(await clearSiteCache({ local, session, caches })).toBe(2);
    expect(local.keys()).toEqual(['yanshe.editorDraft']);
    expect(session.keys()).toEqual([]);
    expect(deleted).toEqual(['assets-v1', 'api-v1']);
    // Stores the browser refuses are skipped.
    expect(await clearSiteCache({})).toBe(0);
  });
});
