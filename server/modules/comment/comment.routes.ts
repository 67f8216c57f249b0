import type { FastifyInstance } from 'fastify';
import {
  cmsPreviewBody,
  commentAddBody,
  commentIdBody,
  commentItemSchema,
  commentLikeResultSchema,
  commentListBody,
  commentPageSchema,
  commentRepliesBody,
  INTERACTION_MSG,
} from '../../../common/interaction';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';

/** Comments of posts (docs/api/posts.md "Comments"). Reading needs no login; writing does. */
export async function commentRoutes(app: FastifyInstance) {
  const r = typed(app);
  const comments = app.services.comments;
  const pageReply = replies(commentPageSchema);
  const itemReply = replies(commentItemSchema);

  r.post(
    '/api/v1/article/comment/list',
    { schema: { body: commentListBody, response: pageReply } },
    async (req) => {
      const viewer = await req.currentUser();
      const { article_id, order, start, limit } = req.body;
      return ok(await comments.list(viewer?.id, article_id, { order, start, limit }));
    },
  );

  r.post(
    '/api/v1/article/comment/list-pc',
    { schema: { body: commentRepliesBody, response: pageReply } },
    async (req) => {
      const viewer = await req.currentUser();
      const { article_id, comment_id, start, limit } = req.body;
      return ok(await comments.replies(viewer?.id, article_id, comment_id, { start, limit }));
    },
  );

  r.post(
    '/api/v1/article/comment/add',
    { schema: { body: commentAddBody, response: itemReply } },
    async (req) => {
      const user = await req.requireUser();
      const comment = await comments.add(user.id, req.body);
      await app.services.energy.earn(user.id, 'comment');
      return ok(comment, INTERACTION_MSG.commentAdded);
    },
  );

  r.post(
    '/api/v1/article/comment/delete',
    { schema: { body: commentIdBody, response: emptyReply } },
    async (req) => {
      const user = await req.requireUser();
      await comments.remove(user.id, req.body.comment_id);
      return ok(null, INTERACTION_MSG.commentDeleted);
    },
  );

  r.post(
    '/api/v1/article/comment/like',
    { schema: { body: commentIdBody, response: replies(commentLikeResultSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await comments.like(user.id, req.body.comment_id));
    },
  );

  r.post(
    '/api/v1/article/comment/cms-preview',
    { schema: { body: cmsPreviewBody, response: itemReply } },
    async (req) => {
      const viewer = await req.currentUser();
      return ok(await comments.preview(viewer?.id, req.body.id));
    },
  );
}
