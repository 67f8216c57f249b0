import type { FastifyInstance } from 'fastify';
import {
  INDUSTRY_MSG,
  industryCountSchema,
  industryEditBody,
  industryFields,
  industryIdBody,
  industryItemSchema,
  industryListBody,
  industryPinBody,
  industryReorderBody,
} from '../../../common/industry';
import { pageSchema } from '../../../common/post';
import { stsTokenBody, stsTokenSchema } from '../../../common/upload';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed, viewerIdOf, viewerKeyOf } from '../../lib/route';
import { actorOf } from '../console/console-guard';

/** The industry-chain library (SPEC §7 "Industry"; docs/api/industry.md) and its console calls. */
export async function industryRoutes(app: FastifyInstance) {
  const r = typed(app);
  const industry = app.services.industry;

  r.post(
    '/api/v1/industry/list',
    { schema: { body: industryListBody, response: replies(pageSchema(industryItemSchema)) } },
    async (req) => ok(await industry.list(req.body)),
  );

  r.post(
    '/api/v1/industry/detail',
    { schema: { body: industryIdBody, response: replies(industryItemSchema) } },
    async (req) => ok(await industry.detail(req.body.industry_id)),
  );

  r.post(
    '/api/v1/industry/browsers-count',
    { schema: { body: industryIdBody, response: replies(industryCountSchema) } },
    async (req) => ok(await industry.browse(req.body.industry_id, viewerKeyOf(await viewerIdOf(req), req))),
  );

  r.post(
    '/api/v1/industry/forward-count',
    { schema: { body: industryIdBody, response: replies(industryCountSchema) } },
    async (req) => ok(await industry.forward(req.body.industry_id)),
  );

  const manage = { console: 'industry.manage' } as const;

  r.post(
    '/api/console/industry/create',
    { config: manage, schema: { body: industryFields, response: replies(industryItemSchema) } },
    async (req) => ok(await industry.create(actorOf(req), req.body), INDUSTRY_MSG.created),
  );

  r.post(
    '/api/console/industry/edit',
    { config: manage, schema: { body: industryEditBody, response: replies(industryItemSchema) } },
    async (req) => {
      const { industry_id, ...fields } = req.body;
      return ok(await industry.edit(actorOf(req), industry_id, fields), INDUSTRY_MSG.updated);
    },
  );

  r.post(
    '/api/console/industry/delete',
    { config: manage, schema: { body: industryIdBody, response: emptyReply } },
    async (req) => {
      await industry.remove(actorOf(req), req.body.industry_id);
      return ok(null, INDUSTRY_MSG.deleted);
    },
  );

  r.post(
    '/api/console/industry/pin',
    { config: manage, schema: { body: industryPinBody, response: emptyReply } },
    async (req) => {
      const pinned = req.body.is_top === 1;
      await industry.pin(actorOf(req), req.body.industry_id, pinned);
      return ok(null, pinned ? INDUSTRY_MSG.pinned : INDUSTRY_MSG.unpinned);
    },
  );

  r.post(
    '/api/console/industry/upload-token',
    { config: manage, schema: { body: stsTokenBody, response: replies(stsTokenSchema) } },
    async (req) => ok(await industry.uploadToken(req.body)),
  );

  r.post(
    '/api/console/industry/reorder',
    { config: manage, schema: { body: industryReorderBody, response: emptyReply } },
    async (req) => {
      await industry.reorder(actorOf(req), req.body.ids);
      return ok(null, INDUSTRY_MSG.reordered);
    },
  );
}
