import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StsToken } from '../../common/upload';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(40, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n% test\n');
const MIB = 1024 * 1024;

let t: TestApp;
let dataDir: string;
let member: TestClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'yanshe-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  member = t.client();
  await registerUser(member);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function token(client: TestClient, body: Record<string, unknown>) {
  return client.post<StsToken>('/api/v1/sts/token', body);
}

async function put(uploadUrl: string, payload: Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url: uploadUrl, payload, headers });
}

const png = (name = 'chart.png', size = PNG.length) => ({ type: 'image', name, size, mime: 'image/png' });

describe('/api/v1/sts/token', () => {
  it('needs login', async () => {
    const res = await token(t.client(), png());
    expect(res.errCode).toBe('1');
  });

  it('issues a local upload ticket with the SPEC fields', async () => {
    const before = Date.now();
    const res = await token(member, png());
    expect(res.errCode).toBe('0');
    const d = res.data;
    expect(d.method).toBe('PUT');
    expect(d.key).toMatch(/^\d{8}\/[0-9a-f]{24}\.png$/);
    expect(d.upload_url).toMatch(new RegExp(`^/api/upload/${d.key}\\?ticket=`));
    expect(d.url).toBe(`/uploads/${d.key}`);
    expect(d.headers).toEqual({ 'Content-Type': 'image/png' });
    const expires = Date.parse(d.expiration);
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60 * 1000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
  });

  it('never uses the file name in the key', async () => {
    const res = await token(member, png('../../etc/passwd.png'));
    expect(res.errCode).toBe('0');
    expect(res.data.key).toMatch(/^\d{8}\/[0-9a-f]{24}\.png$/);
  });

  it('is rate limited per member', async () => {
    const busy = t.client();
    await registerUser(busy);
    for (let i = 0; i < 60; i++) expect((await token(busy, png())).errCode).toBe('0');
    const res = await token(busy, png());
    expect(res.errCode).toBe('429');
    expect(res.msg).toMatch(/^上传太频繁，请\d+秒后再试$/);
  });

  it('refuses unsupported types with the Chinese message', async () => {
    for (const body of [
      { type: 'image', name: 'a.pdf', size: 10, mime: 'application/pdf' },
      { type: 'image', name: 'a.svg', size: 10, mime: 'image/svg+xml' },
      { type: 'image', name: 'a.png', size: 10, mime: 'text/html' },
      { type: 'file', name: 'a.exe', size: 10, mime: 'application/octet-stream' },
      { type: 'file', name: 'a.html', size: 10, mime: 'text/html' },
      { type: 'file', name: 'noext', size: 10, mime: '' },
      { type: 'video', name: 'a.png', size: 10, mime: 'image/png' },
    ]) {
      const res = await token(member, body);
      expect(res.errCode, body.name).toBe('400');
      expect(res.msg, body.name).toBe('不支持的文件类型');
    }
  });

  it('accepts documents and images as files, with any MIME type for documents', async () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsx', 'd.ppt', 'e.txt', 'f.csv', 'g.zip', 'h.jpg']) {
      const res = await token(member, { type: 'file', name, size: 100, mime: '' });
      expect(res.errCode, name).toBe('0');
    }
  });

  it('enforces the size limits per type', async () => {
    const tooBigImage = await token(member, png('big.png', 10 * MIB + 1));
    expect(tooBigImage).toMatchObject({ errCode: '400', msg: '文件过大，最大10MB' });
    expect((await token(member, png('ok.png', 10 * MIB))).errCode).toBe('0');
    const tooBigFile = await token(member, { type: 'file', name: 'a.pdf', size: 20 * MIB + 1, mime: '' });
    expect(tooBigFile).toMatchObject({ errCode: '400', msg: '文件过大，最大20MB' });
    expect((await token(member, png('empty.png', 0))).msg).toBe('文件不能为空');
  });
});

describe('local upload and serving', () => {
  it('stores a PNG and serves it with its type, nosniff and long caching', async () => {
    const { data } = await token(member, png());
    const res = await put(data.upload_url, PNG, data.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errCode: '0', data: { key: data.key, url: data.url } });
    expect(await readFile(path.join(dataDir, 'uploads', data.key))).toEqual(PNG);

    const got = await t.client().get(data.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['content-disposition']).toBeUndefined();
    expect(got.rawPayload).toEqual(PNG);
  });

  it('serves documents as attachments', async () => {
    const { data } = await token(member, { type: 'file', name: '年报.pdf', size: PDF.length, mime: '' });
    expect((await put(data.upload_url, PDF, data.headers)).statusCode).toBe(200);
    const got = await t.client().get(data.url);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a body of any content type (the raw parser is scoped to the upload route)', async () => {
    const text = Buffer.from('a,b\n1,2\n');
    const { data } = await token(member, {
      type: 'file',
      name: 'x.csv',
      size: text.length,
      mime: 'text/csv',
    });
    const res = await put(data.upload_url, text, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
    const got = await t.client().get(data.url);
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(got.body).toBe('a,b\n1,2\n');
  });

  it('refuses a "png" that is not a PNG and keeps nothing', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const { data } = await token(member, png('fake.png', fake.length));
    const res = await put(data.upload_url, fake, data.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errCode: '400', msg: '文件内容与类型不符' });
    expect((await t.client().get(data.url)).statusCode).toBe(404);
    const day = data.key.split('/')[0];
    expect(await readdir(path.join(dataDir, 'uploads', day))).not.toContain(data.key.split('/')[1]);
  });

  it('refuses a body longer or shorter than the ticket allows', async () => {
    const { data } = await token(member, png('small.png', PNG.length));
    const longer = await put(data.upload_url, Buffer.concat([PNG, Buffer.alloc(100)]), data.headers);
    expect(longer.statusCode).toBe(413);
    expect(longer.json().msg).toBe('文件大小与声明不符');
    const shorter = await put(data.upload_url, PNG.subarray(0, 20), data.headers);
    expect(shorter.statusCode).toBe(400);
    expect((await t.client().get(data.url)).statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'PUT', url: data.upload_url });
    expect(empty.statusCode).toBe(400);
    // The ticket is still good for the right bytes.
    expect((await put(data.upload_url, PNG, data.headers)).statusCode).toBe(200);
  });

  it('refuses a tampered, foreign or missing ticket', async () => {
    const { data } = await token(member, png());
    const [base, ticket] = data.upload_url.split('?ticket=');
    const [body, mac] = ticket.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const bigger = Buffer.from(JSON.stringify({ ...payload, s: 10 * MIB })).toString('base64url');

    for (const url of [
      `${base}?ticket=${bigger}.${mac}`,
      `${base}?ticket=${body}.${mac.slice(0, -2)}xx`,
      `${base}?ticket=${body}`,
      base,
    ]) {
      const res = await put(url, PNG);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toBe('上传凭证无效');
    }
    // A valid ticket for another key.
    const other = await token(member, png());
    const res = await put(`${base}?ticket=${other.data.upload_url.split('?ticket=')[1]}`, PNG);
    expect(res.statusCode).toBe(403);
  });

  it('refuses an expired ticket', async () => {
    const { data } = await token(member, png());
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
      const res = await put(data.upload_url, PNG, data.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('上传凭证已过期，请重新上传');
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a ticket once: a replay cannot replace the stored file', async () => {
    const { data } = await token(member, png());
    expect((await put(data.upload_url, PNG, data.headers)).statusCode).toBe(200);
    const again = await put(data.upload_url, PNG, data.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('上传凭证已使用');
  });

  it('cannot reach outside the upload directory', async () => {
    const { data } = await token(member, png());
    const ticket = data.upload_url.split('?ticket=')[1];
    for (const key of ['../../secret.png', '..%2F..%2Fsecret.png', '20240101/../../x.png', '%2e%2e/x.png']) {
      const res = await put(`/api/upload/${key}?ticket=${ticket}`, PNG);
      // Refused by the ticket, or normalised by the router to a path that is not the upload route.
      expect(res.json().errCode, key).not.toBe('0');
    }
    expect(await readdir(dataDir)).not.toContain('secret.png');
    expect(await readdir(path.join(dataDir, 'uploads'))).not.toContain('secret.png');
    for (const url of [
      '/uploads/../package.json',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/20240101/../../../package.json',
      '/uploads/20240101/abc.png',
      '/uploads/',
    ]) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('needs no signature headers on the upload PUT but keeps them on the token call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sts/token', payload: png() });
    expect(res.json().errCode).toBe('110');
  });
});

describe('S3-compatible storage', () => {
  let s3: TestApp;
  beforeAll(async () => {
    s3 = await createTestApp({
      S3_ENDPOINT: 'https://minio.example.com:9000',
      S3_BUCKET: 'yanshe',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_BASE_URL: 'https://cdn.example.com/',
    });
  });
  afterAll(() => s3.close());

  it('answers a presigned PUT (SigV4, 10 minutes) and the public URL', async () => {
    const client = s3.client();
    await registerUser(client);
    const res = await token(client, png());
    expect(res.errCode).toBe('0');
    const d = res.data;
    const url = new URL(d.upload_url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://minio.example.com:9000/yanshe/${d.key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(d.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(d.url).toBe(`https://cdn.example.com/${d.key}`);
    // No local upload route in this mode.
    const local = await s3.app.inject({ method: 'PUT', url: `/api/upload/${d.key}`, payload: PNG });
    expect(local.json().errCode).not.toBe('0');
  });
});
