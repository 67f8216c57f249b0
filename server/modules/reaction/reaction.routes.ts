import type { FastifyInstance } from 'fastify';
import {
  articleIdBody,
  collectResultSchema,
  forwardBody,
  forwardOutResultSchema,
  forwardResultSchema,
  INTERACTION_MSG,
  reactionResultSchema,
} from '../../../common/interaction';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** Likes, dislikes, collects, forwards and the share link (docs/api/posts.md "Reactions"). */
export async function reactionRoutes(app: FastifyInstance) {
  const r = typed(app);
  const reactions = app.services.reactions;

  r.post(
    '/api/v1/article/like',
    { schema: { body: articleIdBody, response: replies(reactionResultSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await reactions.like(user.id, req.body.article_id));
    },
  );

  r.post(
    '/api/v1/article/step',
    { schema: { body: articleIdBody, response: replies(reactionResultSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await reactions.step(user.id, req.body.article_id));
    },
  );

  r.post(
    '/api/v1/article/collect',
    { schema: { body: articleIdBody, response: replies(collectResultSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await reactions.collect(user.id, req.body.article_id));
    },
  );

  r.post(
    '/api/v2/article/forward',
    { schema: { body: forwardBody, response: replies(forwardResultSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(
        await reactions.forward(user.id, req.body.article_id, req.body.content),
        INTERACTION_MSG.forwarded,
      );
    },
  );

  r.post(
    '/api/v1/article/forward-out',
    { schema: { body: articleIdBody, response: replies(forwardOutResultSchema) } },
    async (req) => {
      await req.requireUser();
      return ok(await reactions.forwardOut(req.body.article_id, app.config.publicOrigin));
    },
  );
}
