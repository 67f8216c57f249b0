import { createHmac, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isImageExtension, UPLOAD_CONTENT_TYPES, UPLOAD_TOKEN_TTL_SECONDS } from '../../../common/upload';
import { safeEqual } from '../../lib/crypto';
import { keyExtension, keyUnder } from './keys';
import { matchesMagic, SNIFF_BYTES } from './sniff';
import type { StorageProvider, UploadSpec } from './types';

/** Where the app accepts local uploads and serves them from. */
export const LOCAL_UPLOAD_PREFIX = '/api/upload/';
export const LOCAL_FILES_PREFIX = '/uploads/';

interface TicketPayload {
  /** key */
  k: string;
  /** exact size in bytes */
  s: number;
  /** content type */
  t: string;
  /** uploader */
  u: number;
  /** expiry, ms since epoch */
  e: number;
}

export type TicketCheck = { ok: true; ticket: TicketPayload } | { ok: false; reason: 'invalid' | 'expired' };

export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 409 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}

export const LOCAL_UPLOAD_MSG = {
  ticketInvalid: '上传凭证无效',
  ticketExpired: '上传凭证已过期，请重新上传',
  sizeMismatch: '文件大小与声明不符',
  contentMismatch: '文件内容与类型不符',
  alreadyUsed: '上传凭证已使用',
} as const;

/**
 * Uploads to the app's own disk (DESIGN §1 default): the storage token is an HMAC-signed ticket, valid
 * 10 minutes, for one PUT to `/api/upload/{key}`, which streams the body to `{dir}/{key}` (see
 * modules/upload/upload.routes.ts). A ticket works once: the file is linked into place only if the key
 * is still free.
 */
export class LocalStorage implements StorageProvider {
  readonly name = 'local' as const;
  readonly uploadOrigin = null;
  private readonly ticketKey: string;

  constructor(
    readonly dir: string,
    appSecret: string,
  ) {
    this.ticketKey = `upload-ticket:${appSecret}`;
  }

  createUpload(spec: UploadSpec, now: Date) {
    const expires = now.getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000;
    const ticket = this.sign({ k: spec.key, s: spec.size, t: spec.contentType, u: spec.userId, e: expires });
    return {
      upload_url: `${LOCAL_UPLOAD_PREFIX}${spec.key}?ticket=${ticket}`,
      method: 'PUT' as const,
      headers: { 'Content-Type': spec.contentType },
      url: `${LOCAL_FILES_PREFIX}${spec.key}`,
      key: spec.key,
      expiration: new Date(expires).toISOString(),
    };
  }

  keyOfUrl(url: string): string | null {
    return keyUnder(url, LOCAL_FILES_PREFIX);
  }

  sign(payload: TicketPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  checkTicket(ticket: string | undefined, key: string, now = Date.now()): TicketCheck {
    if (!ticket || ticket.length > 1024) return { ok: false, reason: 'invalid' };
    const [body, mac, extra] = ticket.split('.');
    if (!body || !mac || extra !== undefined || !safeEqual(this.mac(body), mac)) {
      return { ok: false, reason: 'invalid' };
    }
    let payload: TicketPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketPayload;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (payload.k !== key) return { ok: false, reason: 'invalid' };
    if (!(payload.e > now)) return { ok: false, reason: 'expired' };
    return { ok: true, ticket: payload };
  }

  /** The file of a key, or null when the key is not one of ours (so never outside `dir`). */
  filePath(key: string): string | null {
    if (!keyExtension(key)) return null;
    const file = path.join(this.dir, key);
    return file.startsWith(this.dir + path.sep) ? file : null;
  }

  /**
   * Stores the body of an authorised PUT. It must be exactly the ticket's size and, by its first bytes,
   * the type its extension says; otherwise nothing is kept.
   */
  async receive(key: string, ticket: TicketPayload, body: Readable, declaredLength?: number): Promise<void> {
    const ext = keyExtension(key);
    const file = this.filePath(key);
    if (!ext || !file) throw new UploadRejected(400, LOCAL_UPLOAD_MSG.ticketInvalid);
    if (declaredLength !== undefined && declaredLength !== ticket.s) {
      throw new UploadRejected(declaredLength > ticket.s ? 413 : 400, LOCAL_UPLOAD_MSG.sizeMismatch);
    }
    if (await exists(file)) throw new UploadRejected(409, LOCAL_UPLOAD_MSG.alreadyUsed);

    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > ticket.s) done(new UploadRejected(413, LOCAL_UPLOAD_MSG.sizeMismatch));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(tmp, { flags: 'wx', mode: 0o644 }));
      if (received !== ticket.s) throw new UploadRejected(400, LOCAL_UPLOAD_MSG.sizeMismatch);
      if (!matchesMagic(ext, await readHead(tmp))) {
        throw new UploadRejected(400, LOCAL_UPLOAD_MSG.contentMismatch);
      }
      // link fails if the key exists: a replayed ticket cannot replace a stored file.
      await link(tmp, file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') throw new UploadRejected(409, LOCAL_UPLOAD_MSG.alreadyUsed);
        throw err;
      });
    } finally {
      await unlink(tmp).catch(() => {});
    }
  }

  /** What a stored key is served as; null when there is no such file. */
  async lookup(
    key: string,
  ): Promise<{ file: string; size: number; contentType: string; image: boolean } | null> {
    const ext = keyExtension(key);
    const file = this.filePath(key);
    if (!ext || !file) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { file, size: info.size, contentType: UPLOAD_CONTENT_TYPES[ext], image: isImageExtension(ext) };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.ticketKey).update(body).digest('base64url');
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
