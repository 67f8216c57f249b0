import { afterAll, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPrice,
  formatRelative,
  formatServerTime,
  isOverSixHours,
  serverTimeIso,
} from './format';

/** Epoch ms of a China (UTC+8) wall-clock time. */
const china = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s);

const HOUR = 3600 * 1000;

// Node applies a TZ change at run time: run every time test under zones on both sides of China,
// so a formatter that leaks the machine's zone fails whatever TZ the suite itself runs in.
const ORIGINAL_TZ = process.env.TZ;
afterAll(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

describe.each(['UTC', 'America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati'])('time in TZ=%s', (zone) => {
  const inZone = (name: string, fn: () => void) =>
    it(name, () => {
      process.env.TZ = zone;
      fn();
    });

  describe('formatServerTime', () => {
    inZone('formats epoch ms, Date and ISO strings in China time', () => {
      const t = china(2024, 1, 1, 0, 30, 5);
      expect(formatServerTime(t)).toBe('2024-01-01 00:30:05');
      expect(formatServerTime(new Date(t))).toBe('2024-01-01 00:30:05');
      expect(formatServerTime('2023-12-31T16:30:05Z')).toBe('2024-01-01 00:30:05');
      expect(formatServerTime('2024-01-01T00:30:05+08:00')).toBe('2024-01-01 00:30:05');
    });

    inZone("reads the API's zone-less strings as China time", () => {
      expect(formatServerTime('2024-01-01 00:30:05')).toBe('2024-01-01 00:30:05');
      expect(formatServerTime('2024-01-01T00:30:05')).toBe('2024-01-01 00:30:05');
      expect(formatServerTime('2024-01-01')).toBe('2024-01-01 00:00:00');
      expect(formatRelative('2024-01-01 00:30:05', china(2024, 1, 1, 0, 30, 5) + 64_000)).toBe('今天 00:30');
    });

    inZone('renders missing or invalid times as nothing', () => {
      expect(formatServerTime(null)).toBe('');
      expect(formatServerTime(undefined)).toBe('');
      expect(formatServerTime('not a time')).toBe('');
      expect(formatServerTime(Number.NaN)).toBe('');
    });
  });

  describe('formatDateTime', () => {
    inZone("defaults to 'YYYY-MM-DD HH:mm' in China time", () => {
      expect(formatDateTime(china(2024, 1, 1, 0, 30))).toBe('2024-01-01 00:30');
      expect(formatDateTime(china(2024, 1, 1, 23, 59))).toBe('2024-01-01 23:59');
      expect(formatDateTime(undefined)).toBe('');
    });

    inZone('truncates to 18 characters', () => {
      expect(formatDateTime(china(2024, 1, 1, 0, 30, 59), 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-01 00:30:5');
      expect(formatDateTime(china(2024, 1, 1), 'YYYY年MM月DD日')).toBe('2024年01月01日');
    });
  });

  describe('formatRelative', () => {
    const now = china(2024, 3, 15, 10, 0, 0);

    inZone("says '刚刚' under 64 s and for future times", () => {
      expect(formatRelative(now, now)).toBe('刚刚');
      expect(formatRelative(now - 63_999, now)).toBe('刚刚');
      expect(formatRelative(now - 64_000, now)).toBe('今天 09:58');
      expect(formatRelative(now + HOUR, now)).toBe('刚刚');
    });

    inZone('labels today, yesterday and the day before by China calendar day', () => {
      expect(formatRelative(china(2024, 3, 15, 0, 0), now)).toBe('今天 00:00');
      expect(formatRelative(china(2024, 3, 14, 23, 59), now)).toBe('昨天 23:59');
      expect(formatRelative(china(2024, 3, 14, 0, 0), now)).toBe('昨天 00:00');
      expect(formatRelative(china(2024, 3, 13, 23, 59), now)).toBe('前天 23:59');
      expect(formatRelative(china(2024, 3, 13, 0, 0), now)).toBe('前天 00:00');
      expect(formatRelative(china(2024, 3, 12, 23, 59), now)).toBe('03-12 23:59');
    });

    inZone('crosses midnight in China time, not UTC', () => {
      // 00:00:30 China is 16:00:30 UTC the previous day: both times share a UTC day but not a China day.
      expect(formatRelative(china(2024, 3, 14, 23, 59), china(2024, 3, 15, 0, 0, 30))).toBe('昨天 23:59');
      // 09:00 and 07:00 China straddle UTC midnight but are the same China day.
      expect(formatRelative(china(2024, 3, 15, 7, 0), china(2024, 3, 15, 9, 0))).toBe('今天 07:00');
    });

    inZone('adds the year when it differs', () => {
      const newYear = china(2024, 1, 1, 0, 5);
      expect(formatRelative(china(2023, 12, 31, 23, 0), newYear)).toBe('昨天 23:00');
      expect(formatRelative(china(2023, 12, 20, 10, 0), newYear)).toBe('2023-12-20 10:00');
      // 2023-12-31 20:00 UTC is already 2024 in China.
      expect(formatRelative(Date.UTC(2023, 11, 31, 20), china(2024, 2, 1))).toBe('01-01 04:00');
      expect(formatRelative(china(2024, 1, 2, 8, 0), now)).toBe('01-02 08:00');
    });

    inZone('renders a missing time as nothing', () => {
      expect(formatRelative(null, now)).toBe('');
    });
  });

  describe('isOverSixHours', () => {
    const now = china(2024, 3, 15, 10, 0, 0);

    inZone('is true only past six hours', () => {
      expect(isOverSixHours(now - 6 * HOUR, now)).toBe(false);
      expect(isOverSixHours(now - 6 * HOUR - 1, now)).toBe(true);
      expect(isOverSixHours('2024-03-15 03:59:59', now)).toBe(true);
      expect(isOverSixHours('2024-03-15 04:00:00', now)).toBe(false);
      expect(isOverSixHours(now + HOUR, now)).toBe(false);
      expect(isOverSixHours('not a time', now)).toBe(false);
    });
  });
});

describe('serverTimeIso', () => {
  it("reads the API's China time as an ISO instant and leaves other strings alone", () => {
    expect(serverTimeIso('2026-11-24 09:05:00')).toBe('2026-11-24T09:05:00+08:00');
    expect(new Date(serverTimeIso('2026-11-24 09:05:00')).getTime()).toBe(china(2026, 11, 24, 9, 5));
    expect(serverTimeIso('2026-11-24T01:05:00Z')).toBe('2026-11-24T01:05:00Z');
  });
});

describe('formatPrice', () => {
  it('shows fen as yuan with 2 decimals', () => {
    expect(formatPrice(12345)).toBe('123.45');
    expect(formatPrice(20000)).toBe('200.00');
    expect(formatPrice(1)).toBe('0.01');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(-150)).toBe('-1.50');
  });
});

describe('formatMoney', () => {
  it('shows 2 decimals, rounding the decimal value half away from zero', () => {
    expect(formatMoney(200)).toBe('200.00');
    expect(formatMoney(8.8)).toBe('8.80');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(1.004)).toBe('1.00');
    expect(formatMoney(-1.005)).toBe('-1.01');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('renders non-finite input as nothing', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  it('shows 2 decimals up to 1,000,000', () => {
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(12.345)).toBe('12.35');
    expect(formatNumber(999999)).toBe('999999.00');
    expect(formatNumber(1000000)).toBe('1000000.00');
  });

  it("shows 'w' units (divided by 100,000, as SPEC states) above 1,000,000", () => {
    expect(formatNumber(1000001)).toBe('10.00w');
    expect(formatNumber(12345678)).toBe('123.46w');
    expect(formatNumber(999999999)).toBe('10000.00w');
  });
});

describe('formatCount', () => {
  it('shows counts below 10,000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
  });

  it('shows 万 with one decimal cut, not rounded', () => {
    expect(formatCount(10000)).toBe('1万');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(12300)).toBe('1.2万');
    expect(formatCount(19999)).toBe('1.9万');
    expect(formatCount(100000)).toBe('10万');
    expect(formatCount(123456789)).toBe('12345.6万');
  });
});
