import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrCode } from '../../../common/error-codes';
import { stsTokenBody, stsTokenSchema } from '../../../common/upload';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { replies, typed } from '../../lib/route';
import {
  LOCAL_FILES_PREFIX,
  LOCAL_UPLOAD_MSG,
  LOCAL_UPLOAD_PREFIX,
  LocalStorage,
  UploadRejected,
} from '../../providers/storage/local';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The storage token (SPEC §7) and, with local storage (DESIGN §1 default), the app's own upload target
 * and file server. S3-compatible storage takes the PUT itself (presigned URL) and serves the files.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const uploads = app.services.uploads;

  typed(app).post(
    '/api/v1/sts/token',
    { schema: { body: stsTokenBody, response: replies(stsTokenSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await uploads.token(user.id, req.body));
    },
  );

  const storage = uploads.storage;
  if (storage instanceof LocalStorage) {
    await app.register(localUploadRoutes, {
      storage,
      maxBytes: Math.max(...Object.values(uploads.maxBytes)),
    });
  }
}

/** PUT /api/upload/{key}?ticket=… and GET /uploads/{key}. */
async function localUploadRoutes(app: FastifyInstance, opts: { storage: LocalStorage; maxBytes: number }) {
  const { storage } = opts;
  // This scope only: hand the raw body stream to the handler, whatever its type (JSON, text and form
  // parsers would otherwise buffer or reject it). The handler enforces the ticket's exact size.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  typed(app).put(
    `${LOCAL_UPLOAD_PREFIX}*`,
    {
      bodyLimit: opts.maxBytes,
      schema: {
        querystring: z.object({ ticket: z.string().max(1024).optional() }),
        response: replies(z.object({ key: z.string(), url: z.string() })),
      },
    },
    async (req) => {
      const key = (req.params as { '*': string })['*'];
      const check = storage.checkTicket(req.query.ticket, key);
      if (!check.ok) {
        const msg =
          check.reason === 'expired' ? LOCAL_UPLOAD_MSG.ticketExpired : LOCAL_UPLOAD_MSG.ticketInvalid;
        throw new AppError(ErrCode.FORBIDDEN, msg, null, 403);
      }
      const length = req.headers['content-length'];
      const declared = length === undefined ? undefined : Number(length);
      // A bodiless PUT never reaches the parser (the errors plugin then sets body to {}): read the raw request.
      const body = isReadable(req.body) ? req.body : req.raw;
      try {
        await storage.receive(key, check.ticket, body, Number.isFinite(declared) ? declared : undefined);
      } catch (err) {
        if (err instanceof UploadRejected) {
          const code = err.status === 409 ? ErrCode.CONFLICT : ErrCode.VALIDATION;
          throw new AppError(code, err.message, null, err.status);
        }
        if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
          throw new AppError(ErrCode.VALIDATION, LOCAL_UPLOAD_MSG.sizeMismatch, null, 400);
        }
        throw err;
      }
      return ok({ key, url: `${LOCAL_FILES_PREFIX}${key}` });
    },
  );

  app.get(`${LOCAL_FILES_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const found = await storage.lookup(key);
    if (!found) return reply.callNotFound();
    reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      // Never a document of our origin: no scripts, no plugins, even if a browser ignored the type.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
    if (!found.image)
      reply.header('content-disposition', `attachment; filename="${path.basename(found.file)}"`);
    return reply.send(createReadStream(found.file));
  });
}

const isReadable = (value: unknown): value is Readable => value instanceof Readable;
