import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ActionType,
  actionListBody,
  actionPageSchema,
  mineArticlesBody,
  minePostPageSchema,
  powerItemSchema,
  readLimitSchema,
} from '../../../common/member';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** The member centre's API (docs/api/social.md "Member centre"); every call is the viewer's own. */
export async function memberRoutes(app: FastifyInstance) {
  const r = typed(app);
  const members = app.services.members;

  r.post(
    '/api/v2/user/article/mine',
    { schema: { body: mineArticlesBody, response: replies(minePostPageSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const { type, start, limit } = req.body;
      return ok(await members.myArticles(user.id, type, { start, limit }));
    },
  );

  r.post(
    '/api/v1/user/action/list',
    { schema: { body: actionListBody, response: replies(actionPageSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const { type, start, limit } = req.body;
      return ok(await members.actions(user.id, type as ActionType, { start, limit }));
    },
  );

  r.post('/api/v1/user/power', { schema: { response: replies(z.array(powerItemSchema)) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await members.powers(user.id));
  });

  r.post('/api/v1/user/read/limit', { schema: { response: replies(readLimitSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await members.readLimit(user.id));
  });
}
