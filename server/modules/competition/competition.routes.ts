import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applicationSchema,
  applyAddBody,
  applyDetailBody,
  COMPETITION_LIMITS,
  COMPETITION_MSG,
  closeDaySchema,
  competitionDetailBody,
  competitionDetailSchema,
  competitionListBody,
  competitionListSchema,
  competitionRankBody,
  competitionSchema,
  consoleApplicationListBody,
  consoleApplicationSchema,
  consoleCloseImportBody,
  consoleCloseListBody,
  consoleCompetitionEditBody,
  consoleCompetitionFields,
  consoleCompetitionIdBody,
  consoleCompetitionListBody,
  consoleReviewBody,
  ocrResultSchema,
  rankPageSchema,
} from '../../../common/competition';
import { can } from '../../../common/console-vocab';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { emptyReply, replies, typed, viewerIdOf } from '../../lib/route';
import { actorOf } from '../console/console-guard';
import { SCREENSHOT_PREFIX } from './competition.service';

/** The uploaded image: a FormData file part, or the bare image as the body. */
async function uploadedImage(req: FastifyRequest): Promise<Buffer | null> {
  if (!req.isMultipart()) return Buffer.isBuffer(req.body) ? req.body : null;
  const file = await req.file();
  if (!file) return null;
  try {
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw badRequest(COMPETITION_MSG.imageTooLarge);
    }
    throw err;
  }
}

/** The trading competition (SPEC §7 "Competition"; docs/api/competition.md) and its console calls. */
export async function competitionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const competitions = app.services.competitions;
  app.addHook('onClose', async () => competitions.close());

  // The image arrives as multipart/form-data (a browser's FormData) or as the bare image body; this
  // scope only. One file part, cut off at the byte limit while it streams in.
  await app.register(multipart, {
    limits: { files: 1, fileSize: COMPETITION_LIMITS.imageBytes, fields: 4, parts: 5 },
  });
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: COMPETITION_LIMITS.imageBytes },
    (_req, body, done) => done(null, body),
  );

  r.post(
    '/api/v1/competition/list',
    { schema: { body: competitionListBody, response: replies(competitionListSchema) } },
    async (req) => ok(await competitions.list(req.body.start, req.body.limit)),
  );

  r.post(
    '/api/v1/competition/detail',
    { schema: { body: competitionDetailBody, response: replies(competitionDetailSchema) } },
    async (req) => ok(await competitions.detail(await viewerIdOf(req), req.body.id, req.body.limit)),
  );

  r.post(
    '/api/v1/competition/rank',
    { schema: { body: competitionRankBody, response: replies(rankPageSchema) } },
    async (req) => ok(await competitions.rankOf(req.body.id, req.body.start, req.body.limit)),
  );

  r.post(
    '/api/v1/competition/ocr/stock-list',
    {
      schema: { response: replies(ocrResultSchema) },
    },
    async (req) => {
      const user = await req.requireUser();
      const image = await uploadedImage(req);
      if (!image) throw badRequest(COMPETITION_MSG.imageRequired);
      return ok(await competitions.ocr(user.id, image));
    },
  );

  r.post(
    '/api/v1/competition/apply/add',
    { schema: { body: applyAddBody, response: replies(applicationSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await competitions.apply(user.id, req.body), COMPETITION_MSG.applied);
    },
  );

  r.post(
    '/api/v1/competition/apply/detail',
    { schema: { body: applyDetailBody, response: replies(applicationSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await competitions.applyDetail(user.id, req.body));
    },
  );

  // The screenshot is a plain GET outside /api, as an <img> fetches it (no signature): its owner's
  // session or an editor's console session, else 404 as if it did not exist. Never cached by a proxy.
  r.get(
    `${SCREENSHOT_PREFIX}:key`,
    { schema: { params: z.object({ key: z.string().max(40) }) } },
    async (req, reply) => {
      const userId = await viewerIdOf(req);
      const actor = await app.services.sysUsers.actorFromToken(req.sysSessionToken(), req.ip);
      const found = await competitions.screenshot(req.params.key, {
        userId,
        editor: Boolean(actor && can(actor.role, 'competition.manage')),
      });
      if (!found) return reply.callNotFound();
      return reply
        .type(found.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.bytes);
    },
  );

  // ---- Console (config.console: the guard checks the system user's permission first) ----
  const manage = { console: 'competition.manage' } as const;

  r.post(
    '/api/console/competition/list',
    {
      config: manage,
      schema: { body: consoleCompetitionListBody, response: replies(pageSchema(competitionSchema)) },
    },
    async (req) => ok(await competitions.consoleList(req.body.start, req.body.limit)),
  );

  r.post(
    '/api/console/competition/add',
    { config: manage, schema: { body: consoleCompetitionFields, response: replies(competitionSchema) } },
    async (req) => ok(await competitions.create(actorOf(req), req.body), COMPETITION_MSG.created),
  );

  r.post(
    '/api/console/competition/edit',
    { config: manage, schema: { body: consoleCompetitionEditBody, response: replies(competitionSchema) } },
    async (req) => {
      const { id, ...fields } = req.body;
      return ok(await competitions.edit(actorOf(req), id, fields), COMPETITION_MSG.updated);
    },
  );

  r.post(
    '/api/console/competition/delete',
    { config: manage, schema: { body: consoleCompetitionIdBody, response: emptyReply } },
    async (req) => {
      await competitions.remove(actorOf(req), req.body.id);
      return ok(null, COMPETITION_MSG.deleted);
    },
  );

  r.post(
    '/api/console/competition/applications',
    {
      config: manage,
      schema: { body: consoleApplicationListBody, response: replies(pageSchema(consoleApplicationSchema)) },
    },
    async (req) => ok(await competitions.applications(req.body)),
  );

  r.post(
    '/api/console/competition/review',
    { config: manage, schema: { body: consoleReviewBody, response: emptyReply } },
    async (req) => {
      const { id, approve, reason } = req.body;
      await competitions.review(actorOf(req), id, approve, reason);
      return ok(null, approve ? COMPETITION_MSG.approved : COMPETITION_MSG.rejected);
    },
  );

  r.post(
    '/api/console/competition/close/import',
    {
      config: manage,
      bodyLimit: Math.ceil((COMPETITION_LIMITS.closeFileBytes * 4) / 3) + 4096,
      schema: { body: consoleCloseImportBody, response: replies(z.object({ count: z.number() })) },
    },
    async (req) => {
      const done = await competitions.importCloses(actorOf(req), req.body);
      return ok(done, COMPETITION_MSG.imported(done.count));
    },
  );

  r.post(
    '/api/console/competition/close/days',
    { config: manage, schema: { body: consoleCloseListBody, response: replies(pageSchema(closeDaySchema)) } },
    async (req) => ok(await competitions.closeDays(req.body.start, req.body.limit)),
  );
}
