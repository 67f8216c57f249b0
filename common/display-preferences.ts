/**
 * Display preferences (SPEC §2 settings: theme and font size) as cookies: what the page render
 * (app/root.tsx) and the anonymous page cache (server/plugins/page-cache.ts) key on. The settings UI
 * and the theme resolution live in app/features/settings.
 */

export const THEMES = ['light', 'dark', 'smart', 'auto'] as const;
export type ThemePreference = (typeof THEMES)[number];

export const FONT_SIZES = ['standard', 'large', 'xlarge'] as const;
export type FontSizePreference = (typeof FONT_SIZES)[number];

export const THEME_COOKIE = 'theme';
export const FONT_SIZE_COOKIE = 'font_size';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface Preferences {
  theme: ThemePreference;
  fontSize: FontSizePreference;
}

export const DEFAULT_PREFERENCES: Preferences = { theme: 'light', fontSize: 'standard' };

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A Cookie header as name → value (first occurrence wins, values URI-decoded when possible). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The preferences in a Cookie header; unknown or missing values fall back to the defaults. */
export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const cookies = parseCookieHeader(cookieHeader);
  const theme = cookies[THEME_COOKIE];
  const fontSize = cookies[FONT_SIZE_COOKIE];
  return {
    theme: isOneOf(THEMES, theme) ? theme : DEFAULT_PREFERENCES.theme,
    fontSize: isOneOf(FONT_SIZES, fontSize) ? fontSize : DEFAULT_PREFERENCES.fontSize,
  };
}

/** A `document.cookie` assignment keeping one preference for a year on the whole site. */
export function preferenceCookie(name: typeof THEME_COOKIE | typeof FONT_SIZE_COOKIE, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The part of the anonymous page cache's key that the preferences decide (they change the HTML). */
export function preferencesCacheKey(cookieHeader: string | null | undefined): string {
  const { theme, fontSize } = readPreferences(cookieHeader);
  return `${theme}.${fontSize}`;
}
