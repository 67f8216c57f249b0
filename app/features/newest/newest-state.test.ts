import { NEWEST_COMPARE_WINDOW } from '@common/constants';
import type { NewestItem } from '@common/newest';
import { describe, expect, it } from 'vitest';
import { readFlag, writeFlag } from './newest-prefs';
import {
  addFresh,
  addPage,
  alertPlan,
  announcement,
  emptyNewest,
  insertNew,
  isExhausted,
  switchesAfterPurchase,
} from './newest-state';

const item = (id: string, title = `标题${id}`): NewestItem => ({
  article_id: id,
  type: 'long',
  title,
  create_time: '2026-01-05 09:30:00',
  check_time: '2026-01-05 09:30:00',
  link: `/a/${id}`,
  user: { user_id: 1, nickname: '研社官方', avatar: '' },
});
const items = (...ids: string[]) => ids.map((id) => item(id));
const ids = (list: { article_id: string }[]) => list.map((i) => i.article_id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('exhaustion (SPEC §4: totalCount ≤ 15 × page)', () => {
  it('is exhausted at exactly 15 × page and not one above', () => {
    expect(isExhausted(15, 1)).toBe(true);
    expect(isExhausted(16, 1)).toBe(false);
    expect(isExhausted(30, 2)).toBe(true);
    expect(isExhausted(31, 2)).toBe(false);
    expect(isExhausted(0, 1)).toBe(true);
  });
  it('is never exhausted before the first page', () => {
    expect(isExhausted(0, 0)).toBe(false);
  });
});

describe('pages', () => {
  it('page 1 replaces the list and sets the polling clock; later pages append without repeats', () => {
    const one = addPage(
      { ...emptyNewest, items: items('old') },
      { result: items('9', '8'), totalCount: 40, serverTime: 1000 },
      1,
    );
    expect(ids(one.items)).toEqual(['9', '8']);
    expect(one).toMatchObject({ page: 1, totalCount: 40, serverTime: 1000 });
    // A post published meanwhile shifted the offset page: '8' comes again and is not repeated.
    const two = addPage(one, { result: items('8', '7'), totalCount: 41, serverTime: 2000 }, 2);
    expect(ids(two.items)).toEqual(['9', '8', '7']);
    expect(two).toMatchObject({ page: 2, totalCount: 41, serverTime: 1000 });
  });
});

describe('top insertion (SPEC §4: new items not among the first 10 go to the top)', () => {
  it('puts new items on top, newest first, and leaves those among the first 10 alone', () => {
    const list = items(...range(1, 12));
    const { items: next, added } = insertNew(list, items('20', '21', '3'));
    expect(ids(added)).toEqual(['20', '21']);
    expect(ids(next).slice(0, 3)).toEqual(['20', '21', '1']);
    expect(next).toHaveLength(14);
  });
  it('compares with the first 10 and with what sits below them (polling re-delivers a burst of pushes)', () => {
    const list = items(...range(1, 12));
    expect(NEWEST_COMPARE_WINDOW).toBe(10);
    expect(insertNew(list, items('10')).added).toEqual([]);
    expect(insertNew(list, items('11')).added).toEqual([]);
  });
  it('adds nothing and keeps the same array when nothing is new', () => {
    const list = items('1', '2');
    const result = insertNew(list, items('2'));
    expect(result.items).toBe(list);
    expect(result.added).toEqual([]);
  });
  it('takes a post once when the same answer repeats it', () => {
    expect(ids(insertNew([], items('5', '5')).added)).toEqual(['5']);
  });
  it('moves the polling clock with polls only and counts what was added', () => {
    const state = { items: items('1'), page: 1, totalCount: 1, serverTime: 100 };
    const pushed = addFresh(state, items('2'));
    expect(pushed.state).toMatchObject({ totalCount: 2, serverTime: 100 });
    const polled = addFresh(pushed.state, items('3', '2'), 200);
    expect(ids(polled.added)).toEqual(['3']);
    expect(polled.state).toMatchObject({ totalCount: 3, serverTime: 200 });
    expect(ids(polled.state.items)).toEqual(['3', '2', '1']);
  });
});

describe('announcements (SPEC §4)', () => {
  it('speaks one new item by its title and several as a count', () => {
    expect(announcement([])).toBeNull();
    expect(announcement([item('1', '宁德时代三季报点评')])).toBe('宁德时代三季报点评');
    expect(announcement(items('1', '2', '3'))).toBe('有3条新帖子');
  });
  it('plays the cue first and speaks 0.5 s later with sound on; speaks at once without it', () => {
    const one = [item('1', '新帖')];
    expect(alertPlan(one, { sound: true, voice: true })).toEqual({
      cue: true,
      speech: '新帖',
      speechDelayMs: 500,
    });
    expect(alertPlan(one, { sound: false, voice: true })).toEqual({
      cue: false,
      speech: '新帖',
      speechDelayMs: 0,
    });
    expect(alertPlan(one, { sound: true, voice: false })).toEqual({
      cue: true,
      speech: null,
      speechDelayMs: 500,
    });
    expect(alertPlan(one, { sound: false, voice: false })).toBeNull();
    expect(alertPlan([], { sound: true, voice: true })).toBeNull();
  });
  it('after purchase switches both off, then toggles each once: both on', () => {
    expect(switchesAfterPurchase()).toEqual({ sound: true, voice: true });
  });
});

describe('remembered switches (SPEC §4: stored locally as 1 or 0)', () => {
  it("stores '1' and '0' and reads anything else as the fallback", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    writeFlag('visible', true, storage);
    writeFlag('sound', false, storage);
    expect([...store.values()]).toEqual(['1', '0']);
    expect(readFlag('visible', false, storage)).toBe(true);
    expect(readFlag('sound', true, storage)).toBe(false);
    expect(readFlag('voice', true, storage)).toBe(true);
    store.set('yanshe.newest.voice', 'yes');
    expect(readFlag('voice', false, storage)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFlag('sound', true, blocked)).toBe(true);
  });
});
