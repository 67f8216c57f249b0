import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** The demo console admin (README): `admin` with the demo members' password, development only. */
export const DEMO_CONSOLE_ADMIN = 'admin';

/**
 * The editors' console's demo admin, so a newcomer can sign in at /console after `npm start`. Never
 * overwrites: an `admin` whose password was changed keeps it. Production gets its first admin from
 * `npm run console:admin` instead (seedDemo never runs there).
 */
export async function seedConsole(db: DbOrTx, passwordHash: string): Promise<void> {
  await db.execute(sql`
    insert into sys_users (username, password_hash, role, nickname)
    values (${DEMO_CONSOLE_ADMIN}, ${passwordHash}, 'admin', '演示管理员')
    on conflict do nothing`);
}
