import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PayNotifyError } from './types';
import {
  authorization,
  buildNotify,
  decryptResource,
  encryptResource,
  type NotifyKeys,
  parseAuthorization,
  publicKeyOf,
  rfc3339,
  unixSeconds,
  verifyNotify,
  type WechatTransaction,
} from './wechat-v3';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = randomBytes(16).toString('hex');
const signer = { serial: 'PUB_KEY_ID_0114232134912410000000000000', privateKey: platform.privateKey };
const keys: NotifyKeys = {
  mchId: '1230000109',
  apiV3Key,
  platform: { serial: signer.serial, publicKey: platform.publicKey },
};

const tx = (over: Partial<WechatTransaction> = {}): WechatTransaction => ({
  appid: 'wxd678efh567hg6787',
  mchid: '1230000109',
  out_trade_no: 'YS20250101120000123456',
  transaction_id: '1217752501201407033233368018',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  success_time: '2025-01-01T12:00:05+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 1000, payer_total: 1000, currency: 'CNY', payer_currency: 'CNY' },
  ...over,
});

describe('WeChat Pay v3 request signature', () => {
  it('signs METHOD\\nURL\\nTIMESTAMP\\nNONCE\\nBODY\\n with the merchant key, in the documented header', () => {
    const body = '{"mchid":"1230000109"}';
    const url = '/v3/pay/transactions/native';
    const header = authorization(
      {
        mchId: '1230000109',
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKey: merchant.privateKey,
      },
      { method: 'post', url, body },
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]{344}",timestamp="1554208460",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"$/,
    );
    const fields = parseAuthorization(header)!;
    const message = `POST\n${url}\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature, 'base64'),
    ).toBe(true);
    const other = `POST\n${url}\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"mchid":"1230000108"}\n`;
    expect(
      createVerify('RSA-SHA256').update(other).verify(merchant.publicKey, fields.signature, 'base64'),
    ).toBe(false);
  });
});

describe('AEAD_AES_256_GCM resource', () => {
  it('round-trips, with the 16-byte tag at the end of the ciphertext', () => {
    const r = encryptResource(apiV3Key, '{"a":"中文"}', 'transaction', 'fdasflkja484');
    expect(Buffer.from(r.ciphertext, 'base64').length).toBe(Buffer.byteLength('{"a":"中文"}') + 16);
    expect(decryptResource(apiV3Key, r)).toBe('{"a":"中文"}');
  });

  it('refuses a flipped bit, another associated_data, another nonce or another key', () => {
    const r = encryptResource(apiV3Key, JSON.stringify(tx()), 'transaction');
    const bytes = Buffer.from(r.ciphertext, 'base64');
    bytes[3] ^= 1;
    const cases = [
      { ...r, ciphertext: bytes.toString('base64') },
      { ...r, associated_data: 'certificate' },
      { ...r, nonce: 'aaaaaaaaaaaa' },
      { ...r, ciphertext: 'AAAA' },
    ];
    for (const c of cases) expect(() => decryptResource(apiV3Key, c)).toThrow(PayNotifyError);
    expect(() => decryptResource(randomBytes(16).toString('hex'), r)).toThrow(PayNotifyError);
  });
});

describe('notify verification', () => {
  it('accepts what the platform signed and reads the paid notice', () => {
    const n = buildNotify(signer, apiV3Key, tx());
    expect(verifyNotify(keys, n)).toEqual({
      orderNo: 'YS20250101120000123456',
      transactionId: '1217752501201407033233368018',
      amountFen: 1000,
      tradeState: 'SUCCESS',
    });
  });

  it('reads capitalised header names as Node lower-cases them', () => {
    const n = buildNotify(signer, apiV3Key, tx());
    const headers = Object.fromEntries(
      Object.entries(n.headers).map(([k, v]) => [k.replace(/(^|-)(\w)/g, (m) => m.toUpperCase()), v]),
    );
    expect(headers['Wechatpay-Signature']).toBeDefined();
    expect(verifyNotify(keys, { headers, rawBody: n.rawBody }).amountFen).toBe(1000);
  });

  it('refuses a changed body, another signer, a wrong serial and a timestamp over five minutes off', () => {
    const n = buildNotify(signer, apiV3Key, tx());
    const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Date.now();
    const forged = [
      { ...n, rawBody: n.rawBody.replace('支付成功', '支付成功!') },
      buildNotify({ serial: signer.serial, privateKey: intruder }, apiV3Key, tx()),
      buildNotify({ ...signer, serial: 'PUB_KEY_ID_OTHER' }, apiV3Key, tx()),
      buildNotify(signer, apiV3Key, tx(), { ts: unixSeconds(now) - 301 }),
      buildNotify(signer, apiV3Key, tx(), { ts: unixSeconds(now) + 301 }),
      { ...n, headers: { ...n.headers, 'wechatpay-nonce': 'another' } },
      { ...n, headers: { ...n.headers, 'wechatpay-signature': '' } },
    ];
    for (const f of forged) expect(() => verifyNotify(keys, f, now)).toThrow(PayNotifyError);
    // Within the five minutes is fine.
    expect(
      verifyNotify(keys, buildNotify(signer, apiV3Key, tx(), { ts: unixSeconds(now) - 290 }), now),
    ).toBeTruthy();
  });

  it('refuses a resource encrypted with another key, of another merchant, unpaid, or without amount', () => {
    const cases = [
      buildNotify(signer, randomBytes(16).toString('hex'), tx()),
      buildNotify(signer, apiV3Key, tx({ mchid: '1230000110' })),
      buildNotify(signer, apiV3Key, tx({ trade_state: 'NOTPAY' })),
      buildNotify(signer, apiV3Key, tx({ amount: undefined })),
      buildNotify(signer, apiV3Key, tx({ amount: { total: 10.5, currency: 'CNY' } })),
      buildNotify(signer, apiV3Key, tx({ amount: { total: 1000, currency: 'USD' } })),
    ];
    for (const c of cases) expect(() => verifyNotify(keys, c)).toThrow(PayNotifyError);
  });

  it('takes the platform key as a PUBLIC KEY PEM', () => {
    const pem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const n = buildNotify(signer, apiV3Key, tx());
    expect(
      verifyNotify({ ...keys, platform: { serial: signer.serial, publicKey: publicKeyOf(pem) } }, n)
        .amountFen,
    ).toBe(1000);
  });
});

describe('rfc3339', () => {
  it('writes China time with its offset, as WeChat expects time_expire', () => {
    expect(rfc3339(new Date('2025-01-01T04:30:00Z'))).toBe('2025-01-01T12:30:00+08:00');
  });
});
