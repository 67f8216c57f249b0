import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MONEY_RULES } from '../common/money';

/** The development signing secret. Anti-scraping only (DESIGN §4); set API_SIGN_SECRET in production. */
export const DEV_SIGN_SECRET = 'yanshe-dev-secret';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The deployment's environment when it differs from NODE_ENV: `npm start` runs libraries (React,
   * antd) in their production builds by setting NODE_ENV=production, and keeps the operator's choice
   * for our own behaviour (providers, secrets, demo seed) here.
   */
  APP_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  API_SIGN_SECRET: z.string().min(1).default(DEV_SIGN_SECRET),
  /** Secret for signing our own short-lived values (WeChat auth cookie, OAuth state). */
  APP_SECRET: z.string().min(16).optional(),
  /** The site's public address; every absolute URL it hands out starts with it, never with the request's Host. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Per client IP: SMS sends per minute and per China calendar day (shared NATs may need more). */
  SMS_IP_PER_MINUTE: z.coerce.number().int().positive().default(5),
  SMS_IP_PER_DAY: z.coerce.number().int().positive().default(30),
  /**
   * How long a client may take to send a request's headers, and the whole request with its body, before
   * the server answers 408 and closes the connection (slow senders cannot hold sockets).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Open event streams of each kind (notice counts, newest posts, assistant answers) per instance: per
   * member (a few tabs) and per client IP (many members behind one NAT). ADR 27.
   */
  STREAMS_PER_MEMBER: z.coerce.number().int().positive().default(6),
  STREAMS_PER_IP: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.string().optional(),
  SMS_PROVIDER: z.enum(['local', 'aliyun', 'tencent']).optional(),
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_SDK_APP_ID: z.string().optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** WeChat's API host, or a relay with a fixed egress IP for WeChat's IP whitelist. */
  WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** WeChat Pay API v3 merchant (docs/api/money.md "WeChat Pay"); without it the local stand-in pays. */
  WECHAT_PAY_MCH_ID: z.string().optional(),
  WECHAT_PAY_APP_ID: z.string().optional(),
  WECHAT_PAY_SERIAL_NO: z.string().optional(),
  /** PEM text or the path of a PEM file. */
  WECHAT_PAY_PRIVATE_KEY: z.string().optional(),
  WECHAT_PAY_API_V3_KEY: z.string().optional(),
  /** The platform's public key ("微信支付公钥") or certificate: PEM text or a path. */
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().optional(),
  WECHAT_PAY_NOTIFY_URL: z.url({ protocol: /^https$/ }).optional(),
  WECHAT_PAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com'),
  /** The platform's share of a reward paid in yuan, in basis points (docs/decisions/0018-ledger.md). */
  REWARD_PLATFORM_SHARE_BP: z.coerce
    .number()
    .int()
    .min(0)
    .max(5000)
    .default(MONEY_RULES.rewardPlatformShareBp),
  NEWEST_TOOL_PRICE_FEN: z.coerce.number().int().positive().default(MONEY_RULES.newestToolPriceFen),
  NEWEST_TOOL_DAYS: z.coerce.number().int().positive().max(3660).default(MONEY_RULES.newestToolDays),
  /** Pay orders a member may open per minute. */
  ORDER_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** S3-compatible object storage for uploads (DESIGN §1); without endpoint/bucket/keys uploads stay local. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_BASE_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  UPLOAD_FILE_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  /** The AI assistant's OpenAI-compatible chat API (docs/api/ai.md); without base URL and model the local adapter answers. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Per attempt: until the answer starts, and between two of its pieces. */
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  signSecret: string;
  appSecret: string;
  /** Scheme, host and port the site is reached at (PUBLIC_URL, else the listen address). */
  publicOrigin: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  trustProxy: boolean | string;
  /** Global API requests per client IP per minute. */
  rateLimitPerMinute: number;
  /** Limits on receiving a request (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Open event streams of each kind per member and per client IP on one instance (STREAMS_PER_*). */
  streams: { perMember: number; perIp: number };
  smsIpPerMinute: number;
  smsIpPerDay: number;
  sms: {
    provider: 'local' | 'aliyun' | 'tencent';
    accessKeyId?: string;
    accessKeySecret?: string;
    signName?: string;
    templateCode?: string;
    sdkAppId?: string;
  };
  wechat: { appId?: string; appSecret?: string; apiBase?: string };
  money: {
    rewardPlatformShareBp: number;
    newestToolPriceFen: number;
    newestToolDays: number;
    orderPerMinute: number;
  };
  /** WeChat Pay API v3; unset: the local stand-in (refusing payments in production). */
  wechatPay?: WechatPayConfig;
  /** Uploads: local disk under dataDir/uploads unless `s3` is set (presigned PUTs to an S3-compatible store). */
  storage: {
    s3?: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where uploaded objects are read from, without a trailing slash; default: the bucket's URL. */
      publicBaseUrl?: string;
      forcePathStyle: boolean;
    };
    /** Size limits in bytes per upload type. */
    maxBytes: { image: number; file: number };
  };
  /** The AI assistant's language model; unset: the local adapter (quotes the retrieved passages). */
  llm?: LlmConfig;
  /** Serve the React Router pages (off in API tests). */
  ssr: boolean;
  /** Embedded database options; tests start from an in-memory copy of a migrated snapshot. */
  pglite?: { inMemory?: boolean; loadDataDir?: Blob };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = { ...parsed.data, NODE_ENV: parsed.data.APP_ENV ?? parsed.data.NODE_ENV };
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.API_SIGN_SECRET === DEV_SIGN_SECRET) {
    throw new Error('API_SIGN_SECRET must be set in production');
  }
  if (isProduction && !env.APP_SECRET) throw new Error('APP_SECRET must be set in production');
  const smsProvider = env.SMS_PROVIDER ?? 'local';
  if (isProduction && smsProvider === 'local') {
    throw new Error('SMS_PROVIDER must be aliyun or tencent in production');
  }
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : listenOrigin(env.HOST, env.PORT);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    signSecret: env.API_SIGN_SECRET,
    appSecret: env.APP_SECRET ?? `dev-app-secret:${env.API_SIGN_SECRET}`,
    publicOrigin,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    http: {
      // Node requires the headers' limit within the whole request's.
      headersTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    },
    streams: { perMember: env.STREAMS_PER_MEMBER, perIp: env.STREAMS_PER_IP },
    smsIpPerMinute: env.SMS_IP_PER_MINUTE,
    smsIpPerDay: env.SMS_IP_PER_DAY,
    trustProxy: env.TRUST_PROXY === undefined ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    sms: {
      provider: smsProvider,
      accessKeyId: env.SMS_ACCESS_KEY_ID,
      accessKeySecret: env.SMS_ACCESS_KEY_SECRET,
      signName: env.SMS_SIGN_NAME,
      templateCode: env.SMS_TEMPLATE_CODE,
      sdkAppId: env.SMS_SDK_APP_ID,
    },
    wechat: {
      appId: env.WECHAT_APP_ID,
      appSecret: env.WECHAT_APP_SECRET,
      apiBase: env.WECHAT_API_BASE?.replace(/\/+$/, ''),
    },
    storage: storageConfig(env),
    wechatPay: wechatPayConfig(env, publicOrigin),
    money: {
      rewardPlatformShareBp: env.REWARD_PLATFORM_SHARE_BP,
      newestToolPriceFen: env.NEWEST_TOOL_PRICE_FEN,
      newestToolDays: env.NEWEST_TOOL_DAYS,
      orderPerMinute: env.ORDER_RATE_PER_MINUTE,
    },
    llm: llmConfig(env),
    ssr: true,
    ...overrides,
  };
}

/** The listen address as a URL origin; a wildcard address is reached as localhost. */
function listenOrigin(host: string, port: number): string {
  const name = ['', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** The merchant API certificate's serial number. */
  serialNo: string;
  /** PEM. */
  privateKey: string;
  apiV3Key: string;
  /** PEM: a public key or a certificate. */
  platformPublicKey: string;
  platformSerial: string;
  notifyUrl: string;
  apiBase: string;
}

/** A PEM given inline, or read from the file it names. */
function pemOf(value: string, name: string): string {
  // A PEM squeezed onto one line of an env file keeps its line breaks as literal \n.
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${name} is neither PEM text nor a readable file`);
  }
}

function wechatPayConfig(env: Env, publicOrigin: string): WechatPayConfig | undefined {
  const required = {
    WECHAT_PAY_MCH_ID: env.WECHAT_PAY_MCH_ID,
    WECHAT_PAY_SERIAL_NO: env.WECHAT_PAY_SERIAL_NO,
    WECHAT_PAY_PRIVATE_KEY: env.WECHAT_PAY_PRIVATE_KEY,
    WECHAT_PAY_API_V3_KEY: env.WECHAT_PAY_API_V3_KEY,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: env.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
    WECHAT_PAY_PLATFORM_SERIAL: env.WECHAT_PAY_PLATFORM_SERIAL,
  };
  const missing = Object.entries(required).filter(([, v]) => !v);
  if (missing.length === Object.keys(required).length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `WeChat Pay needs ${Object.keys(required).join(', ')}; missing ${missing.map(([k]) => k).join(', ')}`,
    );
  }
  const appId = env.WECHAT_PAY_APP_ID ?? env.WECHAT_APP_ID;
  if (!appId) throw new Error('WeChat Pay needs WECHAT_PAY_APP_ID (or WECHAT_APP_ID)');
  // AEAD_AES_256_GCM takes the APIv3 key's bytes as the AES-256 key.
  if (Buffer.byteLength(env.WECHAT_PAY_API_V3_KEY!, 'utf8') !== 32) {
    throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes');
  }
  const notifyUrl = env.WECHAT_PAY_NOTIFY_URL ?? `${publicOrigin}/api/v1/pay-order/notify/wechat`;
  // WeChat only delivers notifies to https addresses.
  if (!notifyUrl.startsWith('https://'))
    throw new Error('WeChat Pay needs an https PUBLIC_URL or WECHAT_PAY_NOTIFY_URL');
  return {
    mchId: env.WECHAT_PAY_MCH_ID!,
    appId,
    serialNo: env.WECHAT_PAY_SERIAL_NO!,
    privateKey: pemOf(env.WECHAT_PAY_PRIVATE_KEY!, 'WECHAT_PAY_PRIVATE_KEY'),
    apiV3Key: env.WECHAT_PAY_API_V3_KEY!,
    platformPublicKey: pemOf(env.WECHAT_PAY_PLATFORM_PUBLIC_KEY!, 'WECHAT_PAY_PLATFORM_PUBLIC_KEY'),
    platformSerial: env.WECHAT_PAY_PLATFORM_SERIAL!,
    notifyUrl,
    apiBase: env.WECHAT_PAY_API_BASE.replace(/\/+$/, ''),
  };
}

export interface LlmConfig {
  baseUrl: string;
  /** Local servers (llama.cpp, Ollama) take none. Never logged. */
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

function llmConfig(env: Env): LlmConfig | undefined {
  if (!env.LLM_BASE_URL && !env.LLM_MODEL) return undefined;
  if (!env.LLM_BASE_URL || !env.LLM_MODEL)
    throw new Error('The language model needs LLM_BASE_URL and LLM_MODEL');
  return {
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
  };
}

function storageConfig(env: Env): Config['storage'] {
  const maxBytes = {
    image: Math.round(env.UPLOAD_IMAGE_MAX_MB * 1024 * 1024),
    file: Math.round(env.UPLOAD_FILE_MAX_MB * 1024 * 1024),
  };
  const s3Vars = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Vars.every((v) => !v)) return { maxBytes };
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const endpoint = env.S3_ENDPOINT.replace(/\/+$/, '');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  return {
    maxBytes,
    s3: {
      endpoint,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicBaseUrl: env.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      forcePathStyle,
    },
  };
}
