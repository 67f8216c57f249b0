import { describe, expect, it } from 'vitest';
import {
  clearHistory,
  historyKey,
  type KeywordStorage,
  parseHistory,
  readHistory,
  SEARCH_HISTORY_MAX,
  saveKeyword,
  withKeyword,
} from './search-history';

/** localStorage's contract over a Map, with insertion-ordered keys. */
function memoryStorage(initial: Record<string, string> = {}): KeywordStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

// 2025-03-01 23:30 in China is still 2025-03-01 15:30 UTC; 16:30 UTC is the next China day.
const MARCH_1_LATE = Date.UTC(2025, 2, 1, 15, 30);
const MARCH_2_EARLY = Date.UTC(2025, 2, 1, 16, 30);

describe('search keyword history (SPEC §4)', () => {
  it('keys the list by the China date', () => {
    expect(historyKey(MARCH_1_LATE)).toBe('yanshe.searchKeywords.2025-03-01');
    expect(historyKey(MARCH_2_EARLY)).toBe('yanshe.searchKeywords.2025-03-02');
  });

  it('puts the newest keyword first, once, trimmed, and keeps at most ten', () => {
    expect(withKeyword(['茅台', '宁德'], ' 宁德 ')).toEqual(['宁德', '茅台']);
    expect(withKeyword(['茅台'], '   ')).toEqual(['茅台']);
    const many = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `k${i}`);
    const next = withKeyword(many, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`k${SEARCH_HISTORY_MAX - 1}`);
  });

  it('reads malformed values as an empty list', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["茅台", 3, "", null, "宁德"]')).toEqual(['茅台', '宁德']);
  });

  it('saves per day and starts empty on a new date, dropping the old day', () => {
    const storage = memoryStorage({ other: 'kept' });
    saveKeyword(storage, '茅台', MARCH_1_LATE);
    expect(saveKeyword(storage, '半导体', MARCH_1_LATE)).toEqual(['半导体', '茅台']);
    expect(readHistory(storage, MARCH_1_LATE)).toEqual(['半导体', '茅台']);

    expect(readHistory(storage, MARCH_2_EARLY)).toEqual([]);
    expect(saveKeyword(storage, '光伏', MARCH_2_EARLY)).toEqual(['光伏']);
    expect([...storage.map.keys()].sort()).toEqual(['other', historyKey(MARCH_2_EARLY)]);
  });

  it('clears today', () => {
    const storage = memoryStorage();
    saveKeyword(storage, '茅台', MARCH_1_LATE);
    clearHistory(storage, MARCH_1_LATE);
    expect(readHistory(storage, MARCH_1_LATE)).toEqual([]);
  });
});
