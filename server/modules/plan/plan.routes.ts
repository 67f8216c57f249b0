import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PLAN_MSG,
  planAddedSchema,
  planArticleId,
  planFields,
  planFollowSchema,
  planIdBody,
  planItemSchema,
  planOrderBody,
  planOrderSchema,
  planPageBody,
  planPublishBody,
  planRemindSchema,
  planResultBody,
  planStatsSchema,
  planUpdateBody,
} from '../../../common/plan';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed, viewerIdOf } from '../../lib/route';

const P = '/api/v1/article/plan';

const followBody = z.object({
  article_id: planArticleId,
  /** 1 follow, 0 unfollow; absent: toggle. */
  is_follow: z
    .union([z.boolean(), z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 1 || v === '1')),
});

/** Trade plans (SPEC §7 "Plans"; docs/api/plans.md). Everything but the public list and a detail needs login. */
export async function planRoutes(app: FastifyInstance) {
  const r = typed(app);
  const plans = app.services.plans;

  r.post(
    `${P}/page`,
    { schema: { body: planPageBody, response: replies(pageSchema(planItemSchema)) } },
    async (req) => ok(await plans.page(req.body, await viewerIdOf(req))),
  );

  r.post(`${P}/detail`, { schema: { body: planIdBody, response: replies(planItemSchema) } }, async (req) =>
    ok(await plans.detail(req.body.article_id, await viewerIdOf(req))),
  );

  r.post(`${P}/list`, { schema: { response: replies(z.array(planItemSchema)) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await plans.mine(user.id));
  });

  r.post(`${P}/stats`, { schema: { response: replies(planStatsSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await plans.stats(user.id));
  });

  r.post(`${P}/add`, { schema: { body: planFields, response: replies(planAddedSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await plans.add(user.id, req.body), PLAN_MSG.added);
  });

  r.post(
    `${P}/update`,
    { schema: { body: planUpdateBody, response: replies(planAddedSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const { article_id, ...fields } = req.body;
      return ok(await plans.update(user.id, article_id, fields), PLAN_MSG.updated);
    },
  );

  r.post(`${P}/delete`, { schema: { body: planIdBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await plans.remove(user.id, req.body.article_id);
    return ok(null, PLAN_MSG.deleted);
  });

  r.post(`${P}/publish`, { schema: { body: planPublishBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await plans.setPublic(user.id, req.body.article_id, req.body.is_public);
    return ok(null, req.body.is_public ? PLAN_MSG.published : PLAN_MSG.unpublished);
  });

  r.post(
    `${P}/update-result`,
    { schema: { body: planResultBody, response: replies(planItemSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await plans.recordResult(user.id, req.body), PLAN_MSG.resultSaved);
    },
  );

  r.post(
    `${P}/save-order-by`,
    { schema: { body: planOrderBody, response: replies(planOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok({ article_ids: await plans.saveOrder(user.id, req.body.article_ids) }, PLAN_MSG.orderSaved);
    },
  );

  r.post(`${P}/get-order-by`, { schema: { response: replies(planOrderSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok({ article_ids: await plans.orderOf(user.id) });
  });

  r.post(`${P}/count-remind`, { schema: { response: replies(planRemindSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await plans.countRemind(user.id));
  });

  r.post(
    `${P}/follow`,
    { schema: { body: followBody, response: replies(planFollowSchema) } },
    async (req) => {
      const user = await req.requireUser();
      const state = await plans.follow(user.id, req.body.article_id, req.body.is_follow);
      return ok(state, state.is_follow ? PLAN_MSG.followed : PLAN_MSG.unfollowed);
    },
  );
}
