import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 query-string presigning (docs: "Authenticating Requests: Using Query
 * Parameters"), enough for S3-compatible stores (AWS S3, MinIO, Aliyun OSS, Tencent COS). The body is
 * never signed (UNSIGNED-PAYLOAD); headers named in `headers` are, so the uploader must send exactly them.
 */
export interface PresignInput {
  method: string;
  /** The object's URL, e.g. https://bucket.s3.us-east-1.amazonaws.com/2024/a.png (no query). */
  url: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiresSeconds: number;
  now: Date;
  /** Extra headers to sign (host is always signed). */
  headers?: Record<string, string>;
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string) =>
  createHmac('sha256', key).update(value, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
export function uriEncode(value: string, encodeSlash = true): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (ch === '/' && !encodeSlash)) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** 20130524T000000Z */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secret}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export interface Presigned {
  url: string;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export function presignUrl(input: PresignInput): Presigned {
  const service = input.service ?? 's3';
  const target = new URL(input.url);
  const datetime = amzDate(input.now);
  const date = datetime.slice(0, 8);
  const scope = `${date}/${input.region}/${service}/aws4_request`;

  const headers = new Map<string, string>([['host', target.host]]);
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers.set(name.toLowerCase().trim(), value.trim().replace(/\s+/g, ' '));
  }
  const headerNames = [...headers.keys()].sort();
  const signedHeaders = headerNames.join(';');

  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', datetime],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  if (input.sessionToken) query.push(['X-Amz-Security-Token', input.sessionToken]);
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

  // S3 does not normalise the path: each segment is encoded once, slashes kept.
  const canonicalUri = uriEncode(decodeURIComponent(target.pathname || '/'), false);
  const canonicalHeaders = headerNames.map((name) => `${name}:${headers.get(name)}\n`).join('');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');

  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(input.secretAccessKey, date, input.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');

  const url = `${target.origin}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
  return { url, canonicalRequest, stringToSign, signature };
}
