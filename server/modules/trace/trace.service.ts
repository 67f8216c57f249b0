import type { TraceSource } from '../../../common/trace';
import type { Db } from '../../db/client';
import type { Limiter } from '../../lib/limiter';
import { chinaDate } from '../../lib/time';
import * as repo from './trace.repo';

/** Analytics counts: one counter per China day, action and source (visitors count too). */
export class TraceService {
  constructor(
    private readonly db: Db,
    private readonly perIp: Limiter,
  ) {}

  async record(action: string, source: TraceSource, ip: string): Promise<void> {
    await this.perIp.consume(ip);
    await repo.countEvent(this.db, chinaDate(), action, source);
  }

  /** The editors' read of one China day (`YYYY-MM-DD`). */
  daily(day: string): Promise<{ action: string; source: string; count: number }[]> {
    return repo.countsOfDay(this.db, day);
  }
}
