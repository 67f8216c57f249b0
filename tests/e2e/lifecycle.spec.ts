/** The process contract of `npm start`: clean shutdown on signals, data kept across restarts and kills. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHeaders } from '../../common/sign';
import { DEV_SIGN_SECRET } from '../../server/config';
import { startServer } from './server-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yanshe-lifecycle-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function call(baseURL: string, path: string, body: object) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { ...signHeaders(DEV_SIGN_SECRET), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errCode: string; msg: string };
}

describe('server lifecycle', () => {
  it('exits 0 on SIGTERM and SIGINT, keeps data, and recovers after SIGKILL', async () => {
    const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await startServer(dataDir);
    expect((await call(first.baseURL, '/api/v1/sms/send', { phone, type: 'register' })).errCode).toBe('0');
    const outbox = await (await fetch(`${first.baseURL}/api/dev/sms-outbox?phone=${phone}`)).json();
    const code = outbox.data[0].code as string;
    const reg = await call(first.baseURL, '/api/v1/user/register', {
      phone,
      code,
      nickname: `持久${phone.slice(-4)}`,
      password: 'keep1234',
    });
    expect(reg.errCode, reg.msg).toBe('0');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer(dataDir);
    expect((await call(second.baseURL, '/api/v1/user/login', { phone, password: 'keep1234' })).errCode).toBe(
      '0',
    );
    expect(await second.stop('SIGINT')).toBe(0);

    const third = await startServer(dataDir);
    await third.stop('SIGKILL');
    const fourth = await startServer(dataDir);
    expect((await call(fourth.baseURL, '/api/v1/user/login', { phone, password: 'keep1234' })).errCode).toBe(
      '0',
    );
    expect(await fourth.stop('SIGTERM')).toBe(0);
  });
});
