/**
 * The editors' console's first admin (issue 15), or a forgotten admin password:
 *   npm run console:admin -- --username admin --password 'S3cret#pw'
 *   npm run console:admin                      asks for both (the password is not echoed)
 * An existing username (any letter case) becomes an active admin with the new password, and its open
 * console sessions end. The password itself is never printed or logged.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sysUserAddBody } from '../common/sysuser';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { Limiter } from '../server/lib/limiter';
import { SYS_LOGIN_LIMITS, SysUserService } from '../server/modules/console/sysuser.service';

const usage = 'Usage: npm run console:admin -- [--username NAME] [--password PASSWORD]';
const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

let rl: ReturnType<typeof createInterface> | undefined;
let lines: AsyncIterator<string> | undefined;
let muted = false;

/**
 * Reads one line. One reader for every question, read through its iterator, which buffers: piped input
 * arrives at once. `hidden` keeps the typed characters off the screen.
 */
async function ask(question: string, hidden = false): Promise<string> {
  if (!rl) {
    rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const echo = rl as unknown as { _writeToOutput: (s: string) => void };
    const write = echo._writeToOutput.bind(rl);
    echo._writeToOutput = (s: string) => {
      if (!muted) write(s);
    };
    lines = rl[Symbol.asyncIterator]();
  }
  process.stdout.write(question);
  muted = hidden;
  const next = await (lines as AsyncIterator<string>).next();
  if (hidden) process.stdout.write('\n');
  muted = false;
  return next.done ? '' : next.value;
}

const username = values.username ?? (await ask('管理员用户名: ')).trim();
let password = values.password;
if (password === undefined) {
  password = await ask('密码 (8~12位，字母、数字、字符至少两者结合): ', true);
  if ((await ask('再次输入密码: ', true)) !== password) {
    console.error('两次密码不一致');
    process.exit(2);
  }
}
rl?.close();
const checked = sysUserAddBody.safeParse({ username, password, role: 'admin' });
if (!checked.success) {
  console.error(checked.error.issues.map((i) => i.message).join('；'));
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
try {
  const service = new SysUserService(
    database.db,
    new Limiter(SYS_LOGIN_LIMITS.perUsername),
    new Limiter(SYS_LOGIN_LIMITS.perIp),
  );
  const result = await service.ensureAdmin(checked.data.username, checked.data.password);
  console.log(
    result.created
      ? `created console admin "${result.username}" (id ${result.id}); sign in at /console/login`
      : `"${result.username}" (id ${result.id}) is now an active admin with the new password; its console sessions were ended`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
