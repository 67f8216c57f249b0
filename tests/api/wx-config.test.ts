import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wechatTokenStore } from '../../server/modules/wx-share/wx-share.repo';
import { jsapiSignature, WX_SHARE_MSG, WxShareService } from '../../server/modules/wx-share/wx-share.service';
import { LocalJsapi } from '../../server/providers/wechat';
import { OfficialAccountJsapi } from '../../server/providers/wechat/jsapi';
import { createTestApp, type TestApp } from '../support/test-app';

interface WxConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

describe('jsapiSignature', () => {
  it("matches WeChat's documented example (JS-SDK 附录1)", () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('/open/wx/config with the local adapter', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = t.app.config.publicOrigin;
  });
  afterAll(() => t.close());

  it('signs the page without its fragment with the development ticket', async () => {
    const page = `${origin}/h5/article/1hsuwjwqkv5?from=singlemessage&isappinstalled=0`;
    const before = Math.floor(Date.now() / 1000);
    const res = await t.client().post<WxConfig>('/open/wx/config', { url: `${page}#comments` });
    expect(res).toMatchObject({ status: 200, errCode: '0' });
    const { appId, timestamp, nonceStr, signature } = res.data;
    expect(Object.keys(res.data).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp']);
    expect(appId).toBe(new LocalJsapi().appId);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(signature).toBe(jsapiSignature({ ticket: LocalJsapi.TICKET, nonceStr, timestamp, url: page }));
    // The fragment really is left out: signing it in gives another signature.
    expect(signature).not.toBe(
      jsapiSignature({ ticket: LocalJsapi.TICKET, nonceStr, timestamp, url: `${page}#comments` }),
    );
  });

  it('signs the URL as the page sent it, not a normalised form', async () => {
    const page = `${origin}?a=1`; // new URL() would add the '/' before '?'
    const res = await t.client().post<WxConfig>('/open/wx/config', { url: page });
    expect(res.errCode).toBe('0');
    const { nonceStr, timestamp } = res.data;
    expect(res.data.signature).toBe(
      jsapiSignature({ ticket: LocalJsapi.TICKET, nonceStr, timestamp, url: page }),
    );
  });

  it('is answered with a fresh nonce each time', async () => {
    const c = t.client();
    const a = await c.post<WxConfig>('/open/wx/config', { url: `${origin}/` });
    const b = await c.post<WxConfig>('/open/wx/config', { url: `${origin}/` });
    expect(a.data.nonceStr).not.toBe(b.data.nonceStr);
  });

  it.each([
    'https://evil.example/h5/article/1',
    'http://localhost.evil.example/',
    // Same host, another port or scheme: another origin.
    'ftp://localhost/',
  ])('refuses a page of another site (%s)', async (url) => {
    const res = await t.client().post('/open/wx/config', { url });
    expect(res).toMatchObject({ status: 200, errCode: '400', msg: WX_SHARE_MSG.foreignUrl, data: null });
  });

  it('refuses a URL with credentials, on another port, or not absolute', async () => {
    const c = t.client();
    const withUser = origin.replace('://', '://user:pass@');
    const otherPort = `${new URL(origin).protocol}//${new URL(origin).hostname}:1/`;
    expect((await c.post('/open/wx/config', { url: `${withUser}/` })).msg).toBe(WX_SHARE_MSG.foreignUrl);
    expect((await c.post('/open/wx/config', { url: otherPort })).msg).toBe(WX_SHARE_MSG.foreignUrl);
    for (const url of ['/h5/article/1', '', '#only-a-fragment', `${origin}/a b`]) {
      expect(await c.post('/open/wx/config', { url })).toMatchObject({
        errCode: '400',
        msg: WX_SHARE_MSG.badUrl,
      });
    }
    expect(await c.post('/open/wx/config', {})).toMatchObject({ errCode: '400', msg: WX_SHARE_MSG.badUrl });
    expect(await c.post('/open/wx/config', { url: `${origin}/${'a'.repeat(2100)}` })).toMatchObject({
      errCode: '400',
      msg: WX_SHARE_MSG.badUrl,
    });
  });

  it('requires the anti-scraping signature like every call (SPEC §7) and is JSON, not a page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/open/wx/config',
      payload: { url: `${origin}/` },
    });
    expect(res.json()).toMatchObject({ errCode: '110' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('/open/wx/config in production without WeChat credentials', () => {
  it('answers that sharing is not enabled', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_SIGN_SECRET: 'prod-secret',
      APP_SECRET: 'a-production-app-secret',
      PUBLIC_URL: 'https://www.example.com',
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '研社',
      SMS_TEMPLATE_CODE: 'SMS_1',
    });
    try {
      const res = await prod
        .client()
        .post('/open/wx/config', { url: 'https://www.example.com/h5/article/1' });
      expect(res).toMatchObject({ errCode: '403', msg: WX_SHARE_MSG.disabled });
    } finally {
      await prod.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The production adapter against a stand-in for api.weixin.qq.com

const APP_SECRET = 'fake-app-secret-0123456789abcdef';

/** A local WeChat API: counts calls, issues numbered tokens, and fails on demand. */
class FakeWechat {
  server: Server;
  base = '';
  tokenCalls = 0;
  ticketCalls = 0;
  /** Answer for the next token calls instead of a token. */
  tokenError: { errcode: number; errmsg: string } | null = null;
  /** Access tokens WeChat no longer accepts. */
  retired = new Set<string>();
  expiresIn = 7200;
  ticketExpiresIn = 7200;
  /** Hold answers until released, to let concurrent callers pile up. */
  gate: Promise<void> = Promise.resolve();
  /** Requests that arrived, answered or held at the gate. */
  arrived = 0;

  constructor() {
    this.server = createServer(async (req, res) => {
      this.arrived++;
      await this.gate;
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (body: object) =>
        res.setHeader('content-type', 'application/json').end(JSON.stringify(body));
      if (url.pathname === '/cgi-bin/token') {
        this.tokenCalls++;
        if (this.tokenError) return send(this.tokenError);
        if (
          url.searchParams.get('grant_type') !== 'client_credential' ||
          url.searchParams.get('secret') !== APP_SECRET
        ) {
          return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        }
        return send({
          access_token: `ACCESS_${url.searchParams.get('appid')}_${this.tokenCalls}`,
          expires_in: this.expiresIn,
        });
      }
      if (url.pathname === '/cgi-bin/ticket/getticket') {
        this.ticketCalls++;
        const token = url.searchParams.get('access_token') ?? '';
        if (
          !token.startsWith('ACCESS_') ||
          this.retired.has(token) ||
          url.searchParams.get('type') !== 'jsapi'
        ) {
          return send({
            errcode: 40001,
            errmsg: 'invalid credential, access_token is invalid or not latest',
          });
        }
        return send({
          errcode: 0,
          errmsg: 'ok',
          ticket: `TICKET_${this.ticketCalls}_${token}`,
          expires_in: this.ticketExpiresIn,
        });
      }
      res.statusCode = 404;
      res.end('not found');
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset() {
    this.tokenCalls = 0;
    this.ticketCalls = 0;
    this.tokenError = null;
    this.retired.clear();
    this.expiresIn = 7200;
    this.ticketExpiresIn = 7200;
    this.gate = Promise.resolve();
  }
}

/** A logger that keeps every line it is given, to check what would reach the logs. */
function capturingLogger(lines: string[]): FastifyBaseLogger {
  const log =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(`${level} ${JSON.stringify(args)}`);
    };
  const logger = {
    level: 'trace',
    fatal: log('fatal'),
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    debug: log('debug'),
    trace: log('trace'),
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

describe('the Official Account adapter (production)', () => {
  const fake = new FakeWechat();
  let t: TestApp;
  let lines: string[];
  let clock: number;
  let appSeq = 0;
  let appId: string;

  const adapter = (id = appId) =>
    new OfficialAccountJsapi(id, APP_SECRET, {
      store: wechatTokenStore(t.database.db),
      log: capturingLogger(lines),
      apiBase: fake.base,
      now: () => clock,
    });

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      WECHAT_APP_ID: 'wx_prod_route',
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: fake.base,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.reset();
    lines = [];
    clock = Date.now();
    appId = `wx_test_${process.pid}_${appSeq++}`;
  });

  it('fetches the token and ticket once, then serves both from cache', async () => {
    const jsapi = adapter();
    expect(await jsapi.ticket()).toBe(`TICKET_1_ACCESS_${appId}_1`);
    expect(await jsapi.ticket()).toBe(`TICKET_1_ACCESS_${appId}_1`);
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([1, 1]);
  });

  it('shares the cached ticket with other instances through the database', async () => {
    const first = await adapter().ticket();
    const other = await adapter().ticket(); // a new process: empty memory, same database
    expect(other).toBe(first);
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([1, 1]);
  });

  it('fetches once for many concurrent callers', async () => {
    let release = () => {};
    fake.gate = new Promise((resolve) => {
      release = resolve;
    });
    const jsapi = adapter();
    const before = fake.arrived;
    const pending = Array.from({ length: 20 }, () => jsapi.ticket());
    // The first caller's token request is held at the gate while the other 19 pile up behind it.
    await expect.poll(() => fake.arrived).toBeGreaterThan(before);
    release();
    const tickets = await Promise.all(pending);
    expect(new Set(tickets).size).toBe(1);
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([1, 1]);
  });

  it('refreshes both shortly before they expire', async () => {
    const jsapi = adapter();
    const first = await jsapi.ticket();
    clock += (7200 - 301) * 1000; // still more than the 5-minute margin left
    expect(await jsapi.ticket()).toBe(first);
    expect(fake.tokenCalls).toBe(1);
    clock += 2000; // inside the margin: renewed before WeChat expires it
    const second = await jsapi.ticket();
    expect(second).not.toBe(first);
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([2, 2]);
    expect(await adapter().ticket()).toBe(second); // and the database holds the new one
    expect(fake.ticketCalls).toBe(2);
  });

  it('fetches a new access token once when WeChat has retired the cached one', async () => {
    fake.ticketExpiresIn = 600; // used for 300 s, while the token lasts 6,900 s
    const jsapi = adapter();
    await jsapi.ticket();
    fake.retired.add(`ACCESS_${appId}_1`);
    clock += 400 * 1000; // the ticket is due; the token is still cached but WeChat refuses it
    await expect(jsapi.ticket()).resolves.toBe(`TICKET_3_ACCESS_${appId}_2`);
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([2, 3]);
  });

  it("reports WeChat's refusal as an enveloped error and never logs the secret or a token", async () => {
    await adapter().ticket(); // a token in the logs would show here too
    fake.tokenError = { errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' };
    clock += 7200 * 1000;
    const service = new WxShareService(adapter(), 'https://www.example.com', capturingLogger(lines));
    const failure = service.config('https://www.example.com/h5/article/1');
    await expect(failure).rejects.toMatchObject({
      code: '500',
      message: WX_SHARE_MSG.upstream,
      httpStatus: 502,
    });
    expect(lines.join('\n')).toContain('40164');
    expect(lines.join('\n')).not.toContain(APP_SECRET);
    expect(lines.join('\n')).not.toContain('ACCESS_');
  });

  it('serves /open/wx/config with the ticket from WeChat, cached across calls', async () => {
    const origin = t.app.config.publicOrigin;
    const c = t.client();
    const page = `${origin}/h5/mine?id=1`;
    const res = await c.post<WxConfig>('/open/wx/config', { url: `${page}#top` });
    expect(res.errCode).toBe('0');
    const { appId: id, nonceStr, timestamp, signature } = res.data;
    expect(id).toBe('wx_prod_route');
    expect(signature).toBe(
      jsapiSignature({ ticket: 'TICKET_1_ACCESS_wx_prod_route_1', nonceStr, timestamp, url: page }),
    );
    expect((await c.post('/open/wx/config', { url: page })).errCode).toBe('0');
    expect([fake.tokenCalls, fake.ticketCalls]).toEqual([1, 1]);
  });

  it('answers a WeChat failure on the route as the envelope', async () => {
    fake.tokenError = { errcode: 40013, errmsg: 'invalid appid' };
    const app = await createTestApp({
      WECHAT_APP_ID: `wx_failing_${process.pid}`,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: fake.base,
    });
    try {
      const res = await app.client().post('/open/wx/config', { url: `${app.app.config.publicOrigin}/` });
      expect(res).toMatchObject({ status: 502, errCode: '500', msg: WX_SHARE_MSG.upstream, data: null });
    } finally {
      await app.close();
    }
  });
});
