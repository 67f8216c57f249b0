import type { FastifyInstance } from 'fastify';
import {
  INVITE_MSG,
  inviteBody,
  inviteInfoBody,
  inviteInfoSchema,
  inviteResultSchema,
} from '../../../common/invite';
import { ok } from '../../lib/envelope';
import { replies, typed, viewerIdOf } from '../../lib/route';

export async function inviteRoutes(app: FastifyInstance) {
  const r = typed(app);
  const invites = app.services.invites;

  r.post(
    '/api/v1/user/invite/info',
    { schema: { body: inviteInfoBody, response: replies(inviteInfoSchema) } },
    async (req) => ok(await invites.info(req.body.user_id, req.body.type, await viewerIdOf(req))),
  );

  r.post(
    '/api/v1/user/invite',
    { schema: { body: inviteBody, response: replies(inviteResultSchema) } },
    async (req) => {
      const result = await invites.invite(req.body, req.ip);
      return ok(result, result.recorded ? INVITE_MSG.recorded : INVITE_MSG.alreadyInvited);
    },
  );
}
