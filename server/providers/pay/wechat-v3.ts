import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { type NotifyRequest, type PaidNotice, PayNotifyError } from './types';

/**
 * The WeChat Pay API v3 primitives (pay.weixin.qq.com/doc/v3/merchant/4012365342 and neighbours), on
 * Node's crypto: the merchant's request signature, the platform's response/notify signature and the
 * AEAD_AES_256_GCM resource. The production adapter and the local stand-in both verify notifies with
 * `verifyNotify` below, so the local scan-to-pay page exercises the exact code production runs.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat's documented bound on a notify's or response's clock skew. */
export const MAX_SKEW_SECONDS = 5 * 60;

/** A key as configured: PEM text, or the path of a PEM file (resolved by config.ts). */
export function privateKeyOf(pem: string | KeyObject): KeyObject {
  return typeof pem === 'string' ? createPrivateKey(pem) : pem;
}

/** The platform key: WeChat's "微信支付公钥" (a PUBLIC KEY PEM) or an older platform certificate. */
export function publicKeyOf(pem: string | KeyObject): KeyObject {
  if (typeof pem !== 'string') return pem;
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export const nonce = () => randomBytes(16).toString('hex');
export const unixSeconds = (now = Date.now()) => Math.floor(now / 1000);

/** SHA256-RSA (PKCS#1 v1.5) over the lines, each ending in \n; base64. */
export function signLines(key: KeyObject, lines: string[]): string {
  return createSign('RSA-SHA256')
    .update(lines.map((l) => `${l}\n`).join(''))
    .sign(key, 'base64');
}

export function verifyLines(key: KeyObject, lines: string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(lines.map((l) => `${l}\n`).join(''))
      .verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export interface MerchantKey {
  mchId: string;
  /** The merchant API certificate's serial number. */
  serialNo: string;
  privateKey: KeyObject;
}

/**
 * The Authorization header of a request: the signature covers the method, the path with its query, a
 * timestamp, a nonce and the body exactly as sent ('' for a GET).
 */
export function authorization(
  key: MerchantKey,
  req: { method: string; url: string; body: string },
  ts = unixSeconds(),
  nonceStr = nonce(),
): string {
  const signature = signLines(key.privateKey, [
    req.method.toUpperCase(),
    req.url,
    String(ts),
    nonceStr,
    req.body,
  ]);
  return `${AUTH_SCHEMA} mchid="${key.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${ts}",serial_no="${key.serialNo}"`;
}

/** The fields of an Authorization header (for the fake WeChat server of the tests, and its checks). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2];
  return fields;
}

export interface PlatformKey {
  /** Wechatpay-Serial the platform signs with: the public key's ID (PUB_KEY_ID_…) or certificate serial. */
  serial: string;
  publicKey: KeyObject;
}

/** A header by its lower-case name, whatever case the caller's map uses (Node's is lower-case already). */
const header = (headers: NotifyRequest['headers'], name: string): string => {
  const key = name in headers ? name : Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * Checks a platform signature (a notify's, or an API response's) over `timestamp\nnonce\nbody\n`: the
 * serial must be the configured platform key's, the timestamp within five minutes, the signature valid.
 * Throws PayNotifyError naming what failed (logged, never shown to a member).
 */
export function verifyPlatformSignature(platform: PlatformKey, req: NotifyRequest, now = Date.now()): void {
  const serial = header(req.headers, 'wechatpay-serial');
  const ts = header(req.headers, 'wechatpay-timestamp');
  const nonceStr = header(req.headers, 'wechatpay-nonce');
  const signature = header(req.headers, 'wechatpay-signature');
  if (!serial || !ts || !nonceStr || !signature) throw new PayNotifyError('missing Wechatpay-* headers');
  if (serial !== platform.serial) throw new PayNotifyError(`unknown platform serial ${serial.slice(0, 64)}`);
  if (!/^\d{1,12}$/.test(ts) || Math.abs(unixSeconds(now) - Number(ts)) > MAX_SKEW_SECONDS) {
    throw new PayNotifyError('timestamp out of range');
  }
  if (!verifyLines(platform.publicKey, [ts, nonceStr, req.rawBody], signature)) {
    throw new PayNotifyError('bad platform signature');
  }
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

const TAG_BYTES = 16;

/** AEAD_AES_256_GCM with the 32-byte APIv3 key; the ciphertext is base64 with the 16-byte tag at its end. */
export function decryptResource(apiV3Key: string, r: EncryptedResource): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new PayNotifyError(`unsupported algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new PayNotifyError('ciphertext too short');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(r.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new PayNotifyError('resource does not decrypt');
  }
}

export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData: string,
  nonceStr = randomBytes(6).toString('hex'),
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceStr, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    associated_data: associatedData,
    nonce: nonceStr,
    original_type: 'transaction',
  };
}

/** The transaction object of a notify's resource and of a query's answer (the fields we read or send). */
export interface WechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: string;
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid: string };
  amount?: { total: number; payer_total?: number; currency: string; payer_currency?: string };
}

/** A transaction of our merchant as the PaidNotice the pay orders understand; null while not paid. */
export function noticeOf(tx: WechatTransaction, mchId: string): PaidNotice | null {
  if (tx.mchid !== mchId) throw new PayNotifyError(`transaction of another merchant ${tx.mchid}`);
  if (tx.trade_state !== 'SUCCESS') return null;
  const total = tx.amount?.total;
  if (!Number.isSafeInteger(total) || !tx.transaction_id || !tx.out_trade_no) {
    throw new PayNotifyError('paid transaction without amount, id or order number');
  }
  if (tx.amount?.currency && tx.amount.currency !== 'CNY')
    throw new PayNotifyError(`currency ${tx.amount.currency}`);
  return {
    orderNo: tx.out_trade_no,
    transactionId: tx.transaction_id,
    amountFen: total!,
    tradeState: 'SUCCESS',
  };
}

export interface NotifyKeys {
  mchId: string;
  apiV3Key: string;
  platform: PlatformKey;
}

/**
 * A payment notify, verified: the platform signature over the raw body, then the resource decrypted
 * and read. Anything else than a successful transaction of this merchant is refused.
 */
export function verifyNotify(keys: NotifyKeys, req: NotifyRequest, now = Date.now()): PaidNotice {
  verifyPlatformSignature(keys.platform, req, now);
  let body: { event_type?: string; resource_type?: string; resource?: EncryptedResource };
  try {
    body = JSON.parse(req.rawBody);
  } catch {
    throw new PayNotifyError('notify body is not JSON');
  }
  if (body.event_type !== 'TRANSACTION.SUCCESS' || !body.resource) {
    throw new PayNotifyError(`unexpected notify ${String(body.event_type)}`);
  }
  let tx: WechatTransaction;
  try {
    tx = JSON.parse(decryptResource(keys.apiV3Key, body.resource));
  } catch (err) {
    if (err instanceof PayNotifyError) throw err;
    throw new PayNotifyError('resource is not JSON');
  }
  const notice = noticeOf(tx, keys.mchId);
  if (!notice) throw new PayNotifyError(`notify with trade_state ${tx.trade_state}`);
  return notice;
}

export interface PlatformSigner {
  serial: string;
  privateKey: KeyObject;
}

/** The Wechatpay-* headers the platform puts on a notify or a response over `body`. */
export function platformHeaders(
  signer: PlatformSigner,
  body: string,
  ts = unixSeconds(),
  nonceStr = nonce(),
): Record<string, string> {
  return {
    'wechatpay-serial': signer.serial,
    'wechatpay-timestamp': String(ts),
    'wechatpay-nonce': nonceStr,
    'wechatpay-signature': signLines(signer.privateKey, [String(ts), nonceStr, body]),
    'wechatpay-signature-type': AUTH_SCHEMA,
  };
}

/**
 * A notify as WeChat sends it for a successful transaction (the local stand-in's, and the tests'): the
 * transaction encrypted with the APIv3 key, the body signed with the platform key.
 */
export function buildNotify(
  signer: PlatformSigner,
  apiV3Key: string,
  tx: WechatTransaction,
  opts: { ts?: number; nonce?: string } = {},
): NotifyRequest {
  const rawBody = JSON.stringify({
    id: `EV-${randomBytes(10).toString('hex')}`,
    create_time: rfc3339(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(apiV3Key, JSON.stringify(tx), 'transaction'),
  });
  return { headers: platformHeaders(signer, rawBody, opts.ts, opts.nonce), rawBody };
}

/** RFC 3339 in China time (+08:00), as WeChat writes and expects times. */
export function rfc3339(d: Date): string {
  const china = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${china}+08:00`;
}
