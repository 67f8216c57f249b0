/**
 * The newest list as pure state (SPEC §4 "Newest list", §9): pages of 15 read with `start` incrementing,
 * exhausted once `totalCount ≤ 15 × page`; new items from polling or the push stream go to the top when
 * they are not already among the first 10; what a batch of new items says aloud.
 */
import { NEWEST_COMPARE_WINDOW } from '@common/constants';
import type { NewestItem, NewestPage } from '@common/newest';
import { NEWEST_PAGE_SIZE } from '@common/newest-vocab';

export interface NewestState {
  items: NewestItem[];
  /** The last page read by infinite scroll (0 before the first). */
  page: number;
  totalCount: number;
  /** The server clock of the last answer: the next poll's `last_server_time`. */
  serverTime: number;
}

export const emptyNewest: NewestState = { items: [], page: 0, totalCount: 0, serverTime: 0 };

/** SPEC §4: the list is exhausted when totalCount is at most 15 times the page number. */
export const isExhausted = (totalCount: number, page: number): boolean =>
  page > 0 && totalCount <= NEWEST_PAGE_SIZE * page;

/**
 * The state after page `pageNo` of `/api/v2/article/newest` arrives. Page 1 replaces the list and sets the
 * polling clock; later pages append what is not shown yet (new posts on top shift the offset pages, so a
 * later page can repeat one already shown).
 */
export function addPage(state: NewestState, answer: NewestPage, pageNo: number): NewestState {
  if (pageNo <= 1) {
    return {
      items: uniqueById(answer.result),
      page: 1,
      totalCount: answer.totalCount,
      serverTime: answer.serverTime,
    };
  }
  const seen = new Set(state.items.map((item) => item.article_id));
  return {
    ...state,
    items: [...state.items, ...answer.result.filter((item) => !seen.has(item.article_id))],
    page: pageNo,
    totalCount: Math.max(state.totalCount, answer.totalCount),
  };
}

/**
 * SPEC §4: new items not already among the first 10 go to the top, newest first. An item further down is
 * not new either: polling re-delivers what the push stream already showed, and after a burst of more than
 * 10 pushes such an item sits below the window (the brief: de-duplicate by article_id).
 * `fresh` is newest first, as both `/newest/list` and a single push give it.
 */
export function insertNew(
  items: NewestItem[],
  fresh: readonly NewestItem[],
): { items: NewestItem[]; added: NewestItem[] } {
  const window = new Set(items.slice(0, NEWEST_COMPARE_WINDOW).map((item) => item.article_id));
  const shown = new Set(items.map((item) => item.article_id));
  const added = uniqueById(
    fresh.filter((item) => !window.has(item.article_id) && !shown.has(item.article_id)),
  );
  return added.length === 0 ? { items, added } : { items: [...added, ...items], added };
}

/** Items from a poll answer or a push: `totalCount` grows by what was added, the clock follows polls only. */
export function addFresh(
  state: NewestState,
  fresh: readonly NewestItem[],
  serverTime?: number,
): { state: NewestState; added: NewestItem[] } {
  const { items, added } = insertNew(state.items, fresh);
  return {
    state: {
      ...state,
      items,
      totalCount: state.totalCount + added.length,
      serverTime: serverTime ?? state.serverTime,
    },
    added,
  };
}

/** SPEC §4: one new item is spoken by its title, several are announced as a count. */
export function announcement(added: readonly NewestItem[]): string | null {
  if (added.length === 0) return null;
  if (added.length === 1) return added[0]!.title;
  return `有${added.length}条新帖子`;
}

/** SPEC §4: with sound on, the cue plays first and speech follows 0.5 s later. */
export const SPEECH_AFTER_CUE_MS = 500;

export interface NewestSwitches {
  /** 声音提醒: the audio cue. */
  sound: boolean;
  /** 语音播报: speech. */
  voice: boolean;
}

export interface AlertPlan {
  cue: boolean;
  /** What to speak, or null. */
  speech: string | null;
  /** When to speak, after the cue starts. */
  speechDelayMs: number;
}

/** What a batch of new items does with the switches as they are. */
export function alertPlan(added: readonly NewestItem[], switches: NewestSwitches): AlertPlan | null {
  const text = announcement(added);
  if (text === null || (!switches.sound && !switches.voice)) return null;
  return {
    cue: switches.sound,
    speech: switches.voice ? text : null,
    speechDelayMs: switches.sound ? SPEECH_AFTER_CUE_MS : 0,
  };
}

/**
 * SPEC §4, read literally: after purchase both switches are switched off, then toggled once each — so the
 * member who just paid hears the tool at once, whatever this browser remembered before.
 */
export function switchesAfterPurchase(): NewestSwitches {
  const off: NewestSwitches = { sound: false, voice: false };
  return toggleBoth(off);
}

const toggleBoth = (s: NewestSwitches): NewestSwitches => ({ sound: !s.sound, voice: !s.voice });

function uniqueById(items: readonly NewestItem[]): NewestItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.article_id)) return false;
    seen.add(item.article_id);
    return true;
  });
}
