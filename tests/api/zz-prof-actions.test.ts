import autocannon from 'autocannon';
import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';
import { signHeaders } from '../../common/sign';
import { generateActionDays, actionBenchData } from '../../bench/actions';

let t: TestApp;
let member: TestClient;
let d: { dates: string[]; fieldIds: number[] };
let base = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
  member = t.client();
  await registerUser(member);
  await generateActionDays(t.database.db, 10);
  d = await actionBenchData(t.database.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

it('loads', async () => {
  const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let n = 0;
  const run = async (name: string, url: string, body: () => string, enc: string, c = cookie) => {
    const r = await autocannon({ url: base + url, method: 'POST', duration: 3, connections: 20, headers: { ...signHeaders(t.app.config.signSecret), 'content-type': 'application/json', cookie: c, 'accept-encoding': enc }, requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }] });
    console.log(name, enc, Math.round(r.requests.average), 'rps p99', r.latency.p99, 'non2xx', r.non2xx);
  };
  const field = () => JSON.stringify({ date: d.dates[n++ % d.dates.length], pc: 1 });
  await run('user/info', '/api/v1/user/info', () => '{}', 'br');
  await run('field', '/api/v1/action/field', field, 'identity');
  await run('field', '/api/v1/action/field', field, 'br');
  await run('count', '/api/v1/action/count-pc', field, 'br', '');
  await run('list', '/api/v1/action/list', () => JSON.stringify({ action_field_id: d.fieldIds[n++ % d.fieldIds.length], limit: 20 }), 'br', '');
}, 300_000);
