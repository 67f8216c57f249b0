import { describe, expect, it } from 'vitest';
import {
  chinaHour,
  DEFAULT_PREFERENCES,
  isSmartDark,
  parseCookieHeader,
  preferenceCookie,
  readPreferences,
  resolveTheme,
  serverTheme,
  THEME_SCRIPT,
} from './preferences';

/** An instant at `hour`:`minute` China time (UTC+8). */
const chinaTime = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 22, hour - 8, minute)); // Date.UTC wraps negative hours to the day before

describe('resolveTheme', () => {
  it('keeps light and dark whatever the clock or system', () => {
    for (const dark of [true, false]) {
      expect(resolveTheme('light', chinaTime(22), dark)).toBe('light');
      expect(resolveTheme('dark', chinaTime(12), dark)).toBe('dark');
    }
  });

  it('smart is dark from 19:00 until 07:00 China time', () => {
    expect(resolveTheme('smart', chinaTime(18, 59), false)).toBe('light');
    expect(resolveTheme('smart', chinaTime(19, 0), false)).toBe('dark');
    expect(resolveTheme('smart', chinaTime(23, 30), false)).toBe('dark');
    expect(resolveTheme('smart', chinaTime(0, 0), false)).toBe('dark');
    expect(resolveTheme('smart', chinaTime(6, 59), false)).toBe('dark');
    expect(resolveTheme('smart', chinaTime(7, 0), true)).toBe('light');
    expect(resolveTheme('smart', chinaTime(12), true)).toBe('light');
  });

  it('smart uses China time, not the reader’s zone', () => {
    // 12:00 UTC is 20:00 in Beijing.
    const noonUtc = new Date('2026-06-01T12:00:00Z');
    expect(chinaHour(noonUtc)).toBe(20);
    expect(isSmartDark(noonUtc)).toBe(true);
    expect(isSmartDark(new Date('2026-06-01T00:00:00Z'))).toBe(false); // 08:00 Beijing
  });

  it('auto follows the system', () => {
    expect(resolveTheme('auto', chinaTime(12), true)).toBe('dark');
    expect(resolveTheme('auto', chinaTime(22), false)).toBe('light');
  });

  it('the server renders only what it knows', () => {
    expect(serverTheme('light')).toBe('light');
    expect(serverTheme('dark')).toBe('dark');
    expect(serverTheme('smart')).toBeUndefined();
    expect(serverTheme('auto')).toBeUndefined();
  });
});

describe('cookies', () => {
  it('parses a Cookie header', () => {
    expect(parseCookieHeader('a=1; theme=dark;font_size=large; x=%E7%A0%94; bad; theme=light')).toEqual({
      a: '1',
      theme: 'dark',
      font_size: 'large',
      x: '研',
    });
    expect(parseCookieHeader(null)).toEqual({});
    expect(parseCookieHeader('v=%E0%A4%A')).toEqual({ v: '%E0%A4%A' });
  });

  it('reads the preferences, defaulting unknown values', () => {
    expect(readPreferences('theme=smart; font_size=xlarge')).toEqual({ theme: 'smart', fontSize: 'xlarge' });
    expect(readPreferences('theme=auto')).toEqual({ theme: 'auto', fontSize: 'standard' });
    expect(readPreferences('theme=purple; font_size=huge')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it('writes a year-long, site-wide, SameSite=Lax cookie that reads back', () => {
    const cookie = preferenceCookie('theme', 'dark');
    expect(cookie).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readPreferences(cookie.split(';')[0]).theme).toBe('dark');
    expect(readPreferences(preferenceCookie('font_size', 'large').split(';')[0]).fontSize).toBe('large');
  });
});

describe('THEME_SCRIPT', () => {
  /** Runs the head script against a fake <html> with the given data-theme-pref. */
  function run(pref: string | null, now: Date, systemDark: boolean) {
    const attrs = new Map<string, string>();
    if (pref !== null) attrs.set('data-theme-pref', pref);
    const document = {
      documentElement: {
        getAttribute: (name: string) => attrs.get(name) ?? null,
        setAttribute: (name: string, value: string) => attrs.set(name, value),
      },
    };
    const window = { matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }) };
    const RealDate = Date;
    const FixedDate = class extends RealDate {
      constructor() {
        super(now.getTime());
      }
    };
    new Function('document', 'window', 'Date', THEME_SCRIPT)(document, window, FixedDate);
    return attrs.get('data-theme');
  }

  it('agrees with resolveTheme for smart and auto', () => {
    for (const hour of [0, 6, 7, 12, 18, 19, 23]) {
      for (const dark of [true, false]) {
        const now = chinaTime(hour);
        expect(run('smart', now, dark)).toBe(resolveTheme('smart', now, dark));
        expect(run('auto', now, dark)).toBe(resolveTheme('auto', now, dark));
      }
    }
  });

  it('leaves light, dark and missing preferences to the server', () => {
    expect(run('light', chinaTime(22), true)).toBeUndefined();
    expect(run('dark', chinaTime(12), false)).toBeUndefined();
    expect(run(null, chinaTime(22), true)).toBeUndefined();
  });
});
