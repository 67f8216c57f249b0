import { dayText, isCalendarDay, utcDay } from '../../../common/action-vocab';
import type { Db } from '../../db/client';
import * as repo from './market.repo';

/** How often an instance re-reads the holidays (an editor may amend them through another instance). */
const RECHECK_MS = 60_000;
/** No run of closed days is this long; a walk further back means a broken calendar, not a holiday. */
const MAX_WALK_DAYS = 60;

const addDays = (date: string, n: number) => dayText(new Date(utcDay(date).getTime() + n * 86_400_000));
const isWeekend = (date: string) => {
  const wd = utcDay(date).getUTCDay();
  return wd === 0 || wd === 6;
};

/**
 * The SSE/SZSE trading calendar: weekdays that are not in market_holidays (migration 0017 ships
 * 2024–2027; editors amend it in the console). Dates are 'YYYY-MM-DD' China-time days. The holiday set
 * is small (about 20 days a year), so it is held in memory and re-read at most once per RECHECK_MS.
 */
export class TradingCalendar {
  private holidays?: Set<string>;
  private checkedAt = 0;
  private loading?: Promise<Set<string>>;

  constructor(private readonly db: Db) {}

  private async current(): Promise<Set<string>> {
    if (this.holidays && Date.now() - this.checkedAt < RECHECK_MS) return this.holidays;
    this.loading ??= repo
      .holidayDays(this.db)
      .then((days) => {
        this.holidays = new Set(days);
        this.checkedAt = Date.now();
        return this.holidays;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Forces the next call to re-read the holidays (after an edit in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private assertDate(date: string) {
    if (!isCalendarDay(date)) throw new RangeError(`Not a calendar day: ${date}`);
  }

  async isTradingDay(date: string): Promise<boolean> {
    this.assertDate(date);
    return !isWeekend(date) && !(await this.current()).has(date);
  }

  /** The date itself when the exchanges open on it, else the trading day before it. */
  async resolve(date: string): Promise<string> {
    return (await this.isTradingDay(date)) ? date : this.previous(date);
  }

  /** The last trading day strictly before `date`. */
  async previous(date: string): Promise<string> {
    this.assertDate(date);
    const holidays = await this.current();
    let d = date;
    for (let i = 0; i < MAX_WALK_DAYS; i++) {
      d = addDays(d, -1);
      if (!isWeekend(d) && !holidays.has(d)) return d;
    }
    throw new Error(`No trading day within ${MAX_WALK_DAYS} days before ${date}`);
  }

  /** The first trading day strictly after `date`. */
  async next(date: string): Promise<string> {
    this.assertDate(date);
    const holidays = await this.current();
    let d = date;
    for (let i = 0; i < MAX_WALK_DAYS; i++) {
      d = addDays(d, 1);
      if (!isWeekend(d) && !holidays.has(d)) return d;
    }
    throw new Error(`No trading day within ${MAX_WALK_DAYS} days after ${date}`);
  }

  /** The `count` trading days ending at `date` (inclusive when it is one), newest first. */
  async lastDays(date: string, count: number): Promise<string[]> {
    const days: string[] = [];
    let d = await this.resolve(date);
    while (days.length < count) {
      days.push(d);
      d = await this.previous(d);
    }
    return days;
  }

  /** Every stored holiday, sorted (the date picker disables them). */
  async allHolidays(): Promise<string[]> {
    return [...(await this.current())].sort();
  }

  /** The stored holidays of a year (weekday closures), for the console and the date picker. */
  async holidaysOf(year: number): Promise<string[]> {
    const prefix = `${year}-`;
    return [...(await this.current())].filter((d) => d.startsWith(prefix)).sort();
  }
}
