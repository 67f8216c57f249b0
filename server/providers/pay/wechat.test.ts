import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MONEY_MSG } from '../../../common/money';
import { loadConfig, type WechatPayConfig } from '../../config';
import { createPayProvider, LocalPayProvider } from '.';
import { WechatPayProvider } from './wechat';
import {
  buildNotify,
  MAX_SKEW_SECONDS,
  parseAuthorization,
  platformHeaders,
  unixSeconds,
  verifyLines,
  type WechatTransaction,
} from './wechat-v3';

/** Fastify's no-op logger. */
const log = Fastify().log;
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1230000109';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0112300001092025010100000000000';
const API_V3_KEY = randomBytes(16).toString('hex');

/**
 * A small stand-in for api.mch.weixin.qq.com: it checks each request's Authorization against the
 * merchant's public key as WeChat does, keeps the orders placed, and signs its answers with the
 * platform key.
 */
class FakeWechatPay {
  readonly orders = new Map<
    string,
    { body: Record<string, unknown>; state: string; tx?: WechatTransaction }
  >();
  readonly seen: { method: string; url: string; auth: Record<string, string> }[] = [];
  /** Signs answers with another key: the adapter must not believe them. */
  signWith = platform.privateKey;
  private server = http.createServer((req, res) => this.handle(req, res));
  base = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  private answer(res: http.ServerResponse, status: number, json?: object) {
    const body = json === undefined ? '' : JSON.stringify(json);
    const headers: Record<string, string> = json === undefined ? {} : { 'content-type': 'application/json' };
    if (status < 300 && body)
      Object.assign(headers, platformHeaders({ serial: PLATFORM_SERIAL, privateKey: this.signWith }, body));
    res.writeHead(status, headers).end(body);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const method = req.method ?? '';
    const url = req.url ?? '';
    const auth = parseAuthorization(req.headers.authorization ?? '');
    const signedOk =
      auth &&
      auth.mchid === MCH_ID &&
      auth.serial_no === SERIAL &&
      Math.abs(unixSeconds() - Number(auth.timestamp)) <= MAX_SKEW_SECONDS &&
      verifyLines(merchant.publicKey, [method, url, auth.timestamp, auth.nonce_str, body], auth.signature);
    if (!signedOk) return this.answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    this.seen.push({ method, url, auth });
    const no = url.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)/)?.[1];
    if (method === 'POST' && url === '/v3/pay/transactions/native') {
      const order = JSON.parse(body) as Record<string, unknown> & { out_trade_no: string };
      if (this.orders.has(order.out_trade_no))
        return this.answer(res, 400, { code: 'INVALID_REQUEST', message: '重复' });
      this.orders.set(order.out_trade_no, { body: order, state: 'NOTPAY' });
      return this.answer(res, 200, {
        code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-6)}`,
      });
    }
    const order = no ? this.orders.get(decodeURIComponent(no)) : undefined;
    if (!order) return this.answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    if (method === 'GET' && url.endsWith(`?mchid=${MCH_ID}`)) {
      return this.answer(res, 200, order.tx ?? { ...this.txOf(order.body), trade_state: order.state });
    }
    if (method === 'POST' && url.endsWith('/close') && JSON.parse(body).mchid === MCH_ID) {
      if (order.state === 'SUCCESS')
        return this.answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
      order.state = 'CLOSED';
      return this.answer(res, 204);
    }
    return this.answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
  }

  txOf(body: Record<string, unknown>): WechatTransaction {
    return {
      appid: String(body.appid),
      mchid: MCH_ID,
      out_trade_no: String(body.out_trade_no),
      trade_state: 'NOTPAY',
      amount: { total: (body.amount as { total: number }).total, currency: 'CNY' },
    };
  }

  pay(no: string, paidFen?: number) {
    const order = this.orders.get(no)!;
    order.state = 'SUCCESS';
    const tx = this.txOf(order.body);
    order.tx = {
      ...tx,
      trade_state: 'SUCCESS',
      transaction_id: '4200002500202501011234567890',
      amount: {
        total: paidFen ?? tx.amount!.total,
        payer_total: paidFen ?? tx.amount!.total,
        currency: 'CNY',
      },
    };
  }
}

const fake = new FakeWechatPay();
let config: WechatPayConfig;
let wechat: WechatPayProvider;

beforeAll(async () => {
  await fake.start();
  config = {
    mchId: MCH_ID,
    appId: 'wxd678efh567hg6787',
    serialNo: SERIAL,
    privateKey: pem(merchant.privateKey, 'pkcs8'),
    apiV3Key: API_V3_KEY,
    platformPublicKey: pem(platform.publicKey, 'spki'),
    platformSerial: PLATFORM_SERIAL,
    notifyUrl: 'https://yanshe.example/api/v1/pay-order/notify/wechat',
    apiBase: fake.base,
  };
  wechat = new WechatPayProvider(config, log);
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.signWith = platform.privateKey;
});

let seq = 0;
const order = (amountFen = 1000) => ({
  orderNo: `YS20250101120000${String(++seq).padStart(6, '0')}`,
  amountFen,
  description: '研社钱包充值',
  expiresAt: new Date('2025-01-01T04:30:00Z'),
});

describe('WeChat Pay v3 production adapter (against a fake WeChat)', () => {
  it('places a Native order with a signed request and answers its code_url', async () => {
    const o = order(1234);
    const { codeUrl } = await wechat.createNative(o);
    expect(codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${o.orderNo.slice(-6)}`);
    expect(fake.orders.get(o.orderNo)!.body).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: MCH_ID,
      description: '研社钱包充值',
      out_trade_no: o.orderNo,
      time_expire: '2025-01-01T12:30:00+08:00',
      notify_url: 'https://yanshe.example/api/v1/pay-order/notify/wechat',
      amount: { total: 1234, currency: 'CNY' },
    });
  });

  it('queries: unpaid is null, paid is the notice, never placed is null', async () => {
    const o = order();
    await wechat.createNative(o);
    expect(await wechat.query(o.orderNo)).toBeNull();
    fake.pay(o.orderNo);
    expect(await wechat.query(o.orderNo)).toEqual({
      orderNo: o.orderNo,
      transactionId: '4200002500202501011234567890',
      amountFen: 1000,
      tradeState: 'SUCCESS',
    });
    expect(await wechat.query('YS20990101000000000000')).toBeNull();
    expect(fake.seen.at(-1)!.url).toBe(
      `/v3/pay/transactions/out-trade-no/YS20990101000000000000?mchid=${MCH_ID}`,
    );
  });

  it('closes an unpaid order, and surfaces WeChat refusing to close a paid one', async () => {
    const o = order();
    await wechat.createNative(o);
    await wechat.close(o.orderNo);
    expect(fake.orders.get(o.orderNo)!.state).toBe('CLOSED');
    const p = order();
    await wechat.createNative(p);
    fake.pay(p.orderNo);
    await expect(wechat.close(p.orderNo)).rejects.toMatchObject({ code: 'ORDERPAID', status: 400 });
  });

  it('does not believe an answer the platform did not sign', async () => {
    const o = order();
    await wechat.createNative(o);
    fake.pay(o.orderNo);
    fake.signWith = merchant.privateKey;
    await expect(wechat.query(o.orderNo)).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    await expect(wechat.createNative(order())).rejects.toThrow(MONEY_MSG.payFailed);
  });

  it('is refused by WeChat when signing with another merchant key, and says only 支付失败 to the member', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const impostor = new WechatPayProvider({ ...config, privateKey: pem(other, 'pkcs8') }, log);
    await expect(impostor.createNative(order())).rejects.toThrow(MONEY_MSG.payFailed);
    await expect(impostor.query('YS20990101000000000000')).rejects.toMatchObject({
      status: 401,
      code: 'SIGN_ERROR',
    });
  });

  it('verifies notifies with the configured platform key and APIv3 key', async () => {
    const tx: WechatTransaction = {
      appid: config.appId,
      mchid: MCH_ID,
      out_trade_no: 'YS20250101120000999999',
      transaction_id: '4200002500202501019999999999',
      trade_state: 'SUCCESS',
      amount: { total: 800, currency: 'CNY' },
    };
    const n = buildNotify({ serial: PLATFORM_SERIAL, privateKey: platform.privateKey }, API_V3_KEY, tx);
    expect((await wechat.verifyNotify(n)).amountFen).toBe(800);
    const local = buildNotify({ serial: PLATFORM_SERIAL, privateKey: merchant.privateKey }, API_V3_KEY, tx);
    await expect(wechat.verifyNotify(local)).rejects.toThrow('bad platform signature');
  });

  it('times out on a WeChat that does not answer', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = new WechatPayProvider({ ...config, apiBase: base }, log, Date.now, 200);
    await expect(slow.query('YS20990101000000000000')).rejects.toMatchObject({
      code: '-',
      message: expect.stringContaining('timeout'),
    });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('WeChat Pay configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wxpay-'));
  const keyPath = path.join(dir, 'apiclient_key.pem');
  writeFileSync(keyPath, pem(merchant.privateKey, 'pkcs8'));
  const env = {
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://yanshe.example',
    WECHAT_APP_ID: 'wx-app',
    WECHAT_PAY_MCH_ID: MCH_ID,
    WECHAT_PAY_SERIAL_NO: SERIAL,
    WECHAT_PAY_PRIVATE_KEY: keyPath,
    WECHAT_PAY_API_V3_KEY: API_V3_KEY,
    // One line, as an env file holds it.
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: pem(platform.publicKey, 'spki').replace(/\n/g, '\\n'),
    WECHAT_PAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
  };

  it('reads a complete merchant, with the key from a file and the documented defaults', () => {
    const c = loadConfig(env).wechatPay!;
    expect(c).toMatchObject({
      mchId: MCH_ID,
      appId: 'wx-app',
      notifyUrl: 'https://yanshe.example/api/v1/pay-order/notify/wechat',
      apiBase: 'https://api.mch.weixin.qq.com',
    });
    expect(c.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(c.platformPublicKey).toContain('\n');
    expect(createPayProvider(loadConfig(env), log).kind).toBe('wechat');
  });

  it('refuses half a merchant, a short APIv3 key and a notify URL that is not https', () => {
    expect(() => loadConfig({ ...env, WECHAT_PAY_SERIAL_NO: '' })).toThrow(/missing WECHAT_PAY_SERIAL_NO/);
    expect(() => loadConfig({ ...env, WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ...env, PUBLIC_URL: 'http://yanshe.example' })).toThrow(/https/);
    expect(() => loadConfig({ ...env, WECHAT_PAY_PRIVATE_KEY: path.join(dir, 'missing.pem') })).toThrow(
      /WECHAT_PAY_PRIVATE_KEY/,
    );
  });

  it('uses the local stand-in without a merchant, which refuses to take payments in production', async () => {
    const dev = createPayProvider(loadConfig({ NODE_ENV: 'test' }), log);
    expect(dev).toBeInstanceOf(LocalPayProvider);
    expect((await dev.createNative(order())).codeUrl).toMatch(/^http:\/\/localhost:3000\/pay\/scan\/YS/);
    const prod = createPayProvider(
      loadConfig({
        NODE_ENV: 'production',
        API_SIGN_SECRET: 's',
        APP_SECRET: 'a'.repeat(16),
        SMS_PROVIDER: 'aliyun',
      }),
      log,
    ) as LocalPayProvider;
    expect(prod.enabled).toBe(false);
    await expect(prod.createNative(order())).rejects.toThrow('微信支付暂未开通');
    expect(prod.confirm({ orderNo: 'YS20250101120000000001', amountFen: 100 })).toBeNull();
  });
});
