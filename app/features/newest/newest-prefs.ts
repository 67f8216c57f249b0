/**
 * What the tool remembers in this browser (SPEC §4 "Voice tool"): the two switches and the tool-visible
 * flag, each stored as '1' or '0' in localStorage. 清除缓存 may remove them; they then read as off.
 */
import type { NewestSwitches } from './newest-state';

export const NEWEST_PREF_KEYS = {
  sound: 'yanshe.newest.sound',
  voice: 'yanshe.newest.voice',
  visible: 'yanshe.newest.visible',
} as const;

type Key = keyof typeof NEWEST_PREF_KEYS;

/** '1' is on; anything else (missing, '0', storage blocked) is off unless `fallback` says otherwise. */
export function readFlag(
  key: Key,
  fallback = false,
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): boolean {
  try {
    const raw = storage?.getItem(NEWEST_PREF_KEYS[key]);
    return raw === '1' ? true : raw === '0' ? false : fallback;
  } catch {
    return fallback;
  }
}

export function writeFlag(
  key: Key,
  on: boolean,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(NEWEST_PREF_KEYS[key], on ? '1' : '0');
  } catch {
    // Storage full or disabled: the switch still works for this visit.
  }
}

export const readSwitches = (): NewestSwitches => ({ sound: readFlag('sound'), voice: readFlag('voice') });

export function writeSwitches(switches: NewestSwitches): void {
  writeFlag('sound', switches.sound);
  writeFlag('voice', switches.voice);
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
