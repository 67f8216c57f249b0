import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listBody, ORDERS, pageBody, pageSchema, postItemSchema } from '../../../common/post';
import { stockIdBody, stockItemSchema, stockSearchBody, stockUserPageBody } from '../../../common/stock';
import { ok } from '../../lib/envelope';
import { listPaging, replies, typed, viewerIdOf } from '../../lib/route';
import { STOCK_MSG } from './stock.service';

const postPageReply = replies(pageSchema(postItemSchema));
const followReply = replies(z.object({ is_follow: z.number(), follow_count: z.number() }));

export async function stockRoutes(app: FastifyInstance) {
  const r = typed(app);
  const stocks = app.services.stocks;

  r.post(
    '/api/v1/stock/search',
    { schema: { body: stockSearchBody, response: replies(pageSchema(stockItemSchema)) } },
    async (req) => {
      const { keyword, limit, start, exact } = req.body;
      return ok(await stocks.search(keyword, { limit, start, exact: exact === 1 }));
    },
  );

  r.post(
    '/api/v1/stock/detail',
    {
      schema: {
        body: stockIdBody,
        response: replies(
          stockItemSchema.extend({ follow_count: z.number(), post_count: z.number(), is_follow: z.number() }),
        ),
      },
    },
    async (req) => ok(await stocks.detail(req.body.stock_id, await viewerIdOf(req))),
  );

  r.post(
    '/api/v1/stock/article',
    {
      schema: {
        body: listBody
          .pick({ order: true, start: true, limit: true, cursor: true })
          .extend(stockIdBody.shape),
        response: postPageReply,
      },
    },
    async (req) => {
      const b = req.body;
      return ok(await stocks.articles({ stockId: b.stock_id, ...listPaging(req, b) }, await viewerIdOf(req)));
    },
  );

  r.post('/api/v1/stock/user', { schema: { body: stockIdBody, response: followReply } }, async (req) => {
    const user = await req.requireUser();
    return ok(await stocks.follow(user.id, req.body.stock_id), STOCK_MSG.followed);
  });

  r.post('/api/v1/stock/user/del', { schema: { body: stockIdBody, response: followReply } }, async (req) => {
    const user = await req.requireUser();
    return ok(await stocks.unfollow(user.id, req.body.stock_id), STOCK_MSG.unfollowed);
  });

  r.post(
    '/api/v1/stock/user/page',
    {
      schema: {
        body: stockUserPageBody,
        response: replies(pageSchema(stockItemSchema.extend({ is_add: z.number() }))),
      },
    },
    async (req) => {
      const user = await req.requireUser();
      const { is_add, keyword, start, limit } = req.body;
      return ok(await stocks.userPage(user.id, { isAdd: is_add === 1, keyword, start, limit }));
    },
  );

  r.post(
    '/api/v2/user/article/stock',
    {
      schema: { body: pageBody.extend({ cursor: z.string().max(200).optional() }), response: postPageReply },
    },
    async (req) => {
      const user = await req.requireUser();
      const b = req.body;
      return ok(await stocks.followedArticles(user.id, listPaging(req, { ...b, order: ORDERS.publish })));
    },
  );
}
