import type { FastifyInstance } from 'fastify';
import {
  giftBody,
  payOrderSchema,
  rewardBody,
  rewardItemSchema,
  rewardListBody,
  unlockBody,
} from '../../../common/money';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** 打赏, 赠送工分 and unlocking paid posts: each opens a pay order (paid in the call for wallet or 工分). */
export async function rewardRoutes(app: FastifyInstance) {
  const r = typed(app);
  const rewards = app.services.rewards;

  r.post(
    '/api/v1/article/reward',
    { schema: { body: rewardBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await rewards.reward(user.id, req.body));
    },
  );

  r.post(
    '/api/v1/article/reward/list',
    { schema: { body: rewardListBody, response: replies(pageSchema(rewardItemSchema)) } },
    async (req) => ok(await rewards.rewards(req.body.article_id, req.body)),
  );

  r.post(
    '/api/v1/article/unlock',
    { schema: { body: unlockBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await rewards.unlock(user.id, req.body));
    },
  );

  r.post(
    '/api/v1/user/gift',
    { schema: { body: giftBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await rewards.gift(user.id, req.body));
    },
  );
}
