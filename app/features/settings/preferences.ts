/**
 * Display preferences (SPEC §2 settings: theme light, dark, smart and auto; font size). Kept in cookies
 * so the server renders `<html data-theme data-font-size>` and the page paints in the right theme at
 * once; for `smart` and `auto` only the browser knows the answer, so THEME_SCRIPT (inline in <head>)
 * resolves it before the first paint.
 */

import {
  FONT_SIZES,
  type FontSizePreference,
  THEMES,
  type ThemePreference,
} from '@common/display-preferences';

export {
  DEFAULT_PREFERENCES,
  FONT_SIZE_COOKIE,
  FONT_SIZES,
  type FontSizePreference,
  type Preferences,
  parseCookieHeader,
  preferenceCookie,
  readPreferences,
  THEME_COOKIE,
  THEMES,
  type ThemePreference,
} from '@common/display-preferences';

export type ResolvedTheme = 'light' | 'dark';

export const THEME_LABELS: Record<ThemePreference, string> = {
  light: '浅色',
  dark: '深色',
  smart: '智能',
  auto: '跟随系统',
};

export const FONT_SIZE_LABELS: Record<FontSizePreference, string> = {
  standard: '标准',
  large: '大',
  xlarge: '特大',
};

/** The choices as both sites' settings offer them. */
export const THEME_OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));
export const FONT_SIZE_OPTIONS = FONT_SIZES.map((value) => ({ value, label: FONT_SIZE_LABELS[value] }));

/** What 智能 and 跟随系统 mean, under the theme choice. */
export const THEME_HINT = '智能：19:00–07:00（北京时间）使用深色；跟随系统：与操作系统的深浅色一致。';

/** Base font size in px of each choice (desktop.css scales antd's font tokens to match). */
export const FONT_SIZE_PX: Record<FontSizePreference, number> = { standard: 14, large: 16, xlarge: 18 };

/** `smart` is dark from 19:00 until 07:00 China time (UTC+8), wherever the reader is. */
export const SMART_DARK_FROM_HOUR = 19;
export const SMART_DARK_UNTIL_HOUR = 7;

/** The hour (0–23) in China of an instant. */
export const chinaHour = (now: Date) => (now.getUTCHours() + 8) % 24;

export function isSmartDark(now: Date): boolean {
  const hour = chinaHour(now);
  return hour >= SMART_DARK_FROM_HOUR || hour < SMART_DARK_UNTIL_HOUR;
}

/** The theme a preference shows at `now` for a system that does or does not prefer dark. */
export function resolveTheme(theme: ThemePreference, now: Date, systemPrefersDark: boolean): ResolvedTheme {
  switch (theme) {
    case 'dark':
      return 'dark';
    case 'smart':
      return isSmartDark(now) ? 'dark' : 'light';
    case 'auto':
      return systemPrefersDark ? 'dark' : 'light';
    default:
      return 'light';
  }
}

/** What the server can render: light and dark as they are; smart and auto wait for THEME_SCRIPT. */
export const serverTheme = (theme: ThemePreference): ResolvedTheme | undefined =>
  theme === 'light' || theme === 'dark' ? theme : undefined;

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs in <head> before the first paint (with the CSP nonce): for `smart` and `auto` (written by the
 * server as `data-theme-pref`) it sets `data-theme` the way resolveTheme does.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,p=d.getAttribute('data-theme-pref'),k;if(p==='auto'){k=!!(window.matchMedia&&window.matchMedia('${DARK_QUERY}').matches)}else if(p==='smart'){var h=(new Date().getUTCHours()+8)%24;k=h>=${SMART_DARK_FROM_HOUR}||h<${SMART_DARK_UNTIL_HOUR}}else{return}d.setAttribute('data-theme',k?'dark':'light')})()`;
