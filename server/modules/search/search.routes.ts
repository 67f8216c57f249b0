import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageSchema, postItemSchema } from '../../../common/post';
import { postSearchBody, userSearchBody } from '../../../common/search';
import { userSummarySchema } from '../../../common/social';
import { ok } from '../../lib/envelope';
import { replies, typed, viewerIdOf, viewerKeyOf } from '../../lib/route';

const hitSchema = postItemSchema.extend({ snippet: z.string() });

export async function searchRoutes(app: FastifyInstance) {
  const r = typed(app);
  const search = app.services.search;

  r.post(
    '/api/v2/article/search',
    {
      schema: {
        body: postSearchBody,
        response: replies(pageSchema(hitSchema).extend({ words: z.array(z.string()) })),
      },
    },
    async (req) => {
      const b = req.body;
      const viewer = await viewerIdOf(req);
      const page = await search.posts(
        {
          keyword: b.keyword,
          type: b.type,
          order: b.order,
          start: b.start,
          limit: b.limit,
          stockId: b.stock_id,
        },
        viewer,
        viewerKeyOf(viewer, req),
      );
      return ok(page);
    },
  );

  r.post(
    '/api/v1/user/search',
    { schema: { body: userSearchBody, response: replies(pageSchema(userSummarySchema)) } },
    async (req) => ok(await search.users(req.body)),
  );
}
