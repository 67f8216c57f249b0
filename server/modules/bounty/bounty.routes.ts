import type { FastifyInstance } from 'fastify';
import { bountyAddBody, bountyAdoptBody, bountySchema, payOrderSchema } from '../../../common/money';
import { articleIdBody } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** Question bounties (docs/api/money.md): set one on an ask post, adopt an answer, read it. */
export async function bountyRoutes(app: FastifyInstance) {
  const r = typed(app);
  const bounties = app.services.bounties;

  r.post(
    '/api/v1/article/bounty/add',
    { schema: { body: bountyAddBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await bounties.add(user.id, req.body));
    },
  );

  r.post(
    '/api/v1/article/bounty/adopt',
    { schema: { body: bountyAdoptBody, response: replies(bountySchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await bounties.adopt(user.id, req.body));
    },
  );

  r.post(
    '/api/v1/article/bounty/detail',
    { schema: { body: articleIdBody, response: replies(bountySchema.nullable()) } },
    async (req) => ok(await bounties.detail(req.body.article_id)),
  );
}
