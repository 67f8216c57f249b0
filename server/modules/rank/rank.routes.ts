import type { FastifyInstance } from 'fastify';
import { pageSchema, postItemSchema } from '../../../common/post';
import { hotBody, rankBoardSchema } from '../../../common/rank';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** The hot ranking of the home sidebar and the hot list (docs/api/search.md "Rankings"). */
export async function rankRoutes(app: FastifyInstance) {
  const r = typed(app);
  const rankings = app.services.rankings;

  r.post('/api/v1/article/rank-board', { schema: { response: replies(rankBoardSchema) } }, async () =>
    ok(await rankings.board()),
  );

  r.post(
    '/api/v1/article/hot',
    { schema: { body: hotBody, response: replies(pageSchema(postItemSchema)) } },
    async (req) => {
      const viewer = (await req.currentUser())?.id ?? null;
      return ok(await rankings.hot(req.body.start, req.body.limit, viewer));
    },
  );
}
