import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { medalSchema } from '../../../common/medal';
import { userIdBody } from '../../../common/social';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

export async function medalRoutes(app: FastifyInstance) {
  const r = typed(app);
  const medals = app.services.medals;

  /** A member's medals, for anyone (docs/api/social.md). */
  r.post(
    '/api/v2/user/medal/list',
    { schema: { body: userIdBody, response: replies(z.array(medalSchema)) } },
    async (req) => ok(await medals.list(req.body.user_id)),
  );
}
