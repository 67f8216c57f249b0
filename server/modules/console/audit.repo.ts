import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { SysActor } from './console-guard';

export interface AuditEntry {
  /** `<domain>.<verb>`, e.g. sysuser.add, action.publish. */
  action: string;
  /** What was changed: sys_user, post, action_day… */
  targetType: string;
  targetId: string | number;
  /** What the change was (never a password or token). */
  detail?: Record<string, unknown>;
}

/**
 * Records one console write. Call it with the transaction of the write itself, so the log holds exactly
 * the writes that happened: a rolled-back change leaves no entry, a committed one always has its entry.
 */
export async function recordAudit(db: DbOrTx, actor: SysActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    sysUserId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    detail: entry.detail ?? {},
    ip: actor.ip,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  /** The actor's username as recorded. */
  actor?: string;
  /** An exact action name, e.g. sysuser.add. */
  action?: string;
  offset: number;
  limit: number;
}

/** Newest first, by id: the primary key or the actor/action index read backwards. */
export async function listAudit(db: DbOrTx, f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const filter = and(
    f.actor ? eq(auditLog.actorName, f.actor) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return { rows, total: total.n };
}
