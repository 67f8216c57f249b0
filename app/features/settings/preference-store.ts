/**
 * The display preferences in the browser: read from what the server wrote on <html> (so hydration
 * agrees with the HTML), changed by the settings controls (cookie + re-render), and re-resolved when
 * the system theme changes (`auto`) or the clock passes 07:00/19:00 China time (`smart`).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  DARK_QUERY,
  DEFAULT_PREFERENCES,
  FONT_SIZE_COOKIE,
  FONT_SIZES,
  type FontSizePreference,
  type Preferences,
  preferenceCookie,
  type ResolvedTheme,
  resolveTheme,
  serverTheme,
  THEME_COOKIE,
  THEMES,
  type ThemePreference,
} from './preferences';

export interface PreferenceState extends Preferences {
  /** The theme shown; undefined only in the server render of smart and auto. */
  resolved: ResolvedTheme | undefined;
}

const SMART_RECHECK_MS = 60_000;

let state: PreferenceState | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

const resolveNow = (theme: ThemePreference) => resolveTheme(theme, new Date(), systemPrefersDark());

function readFromDocument(): PreferenceState {
  const html = document.documentElement;
  const theme = html.getAttribute('data-theme-pref');
  const fontSize = html.getAttribute('data-font-size');
  const prefs: Preferences = {
    theme: (THEMES as readonly string[]).includes(theme ?? '')
      ? (theme as ThemePreference)
      : DEFAULT_PREFERENCES.theme,
    fontSize: (FONT_SIZES as readonly string[]).includes(fontSize ?? '')
      ? (fontSize as FontSizePreference)
      : DEFAULT_PREFERENCES.fontSize,
  };
  return { ...prefs, resolved: resolveNow(prefs.theme) };
}

function getSnapshot(): PreferenceState {
  state ??= readFromDocument();
  return state;
}

function update(next: PreferenceState) {
  const current = getSnapshot();
  if (
    current.theme === next.theme &&
    current.fontSize === next.fontSize &&
    current.resolved === next.resolved
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

function recheck() {
  const current = getSnapshot();
  update({ ...current, resolved: resolveNow(current.theme) });
}

function watch(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', recheck);
  const timer = window.setInterval(recheck, SMART_RECHECK_MS);
  return () => {
    media?.removeEventListener('change', recheck);
    window.clearInterval(timer);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

export function setThemePreference(theme: ThemePreference) {
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is not in every browser we serve.
  document.cookie = preferenceCookie(THEME_COOKIE, theme);
  update({ ...getSnapshot(), theme, resolved: resolveNow(theme) });
}

export function setFontSizePreference(fontSize: FontSizePreference) {
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is not in every browser we serve.
  document.cookie = preferenceCookie(FONT_SIZE_COOKIE, fontSize);
  update({ ...getSnapshot(), fontSize });
}

/** The page's preferences: the root loader's (from the request's cookies) as the store keeps them now. */
export function useCurrentPreferences(): PreferenceState {
  const root = useRouteLoaderData('root') as { prefs?: Preferences } | undefined;
  return usePreferences(root?.prefs ?? DEFAULT_PREFERENCES);
}

/** The preferences to render; `fromServer` is what the root loader read from the request's cookies. */
export function usePreferences(fromServer: Preferences): PreferenceState {
  const { theme, fontSize } = fromServer;
  const serverState = useMemo(
    (): PreferenceState => ({ theme, fontSize, resolved: serverTheme(theme) }),
    [theme, fontSize],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => serverState);
}
