import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  articleIdBody,
  CATEGORIES,
  draftSaveBody,
  legacyListBody,
  listBody,
  ORDERS,
  type OrderValue,
  pageBody,
  pageSchema,
  postAddBody,
  postItemSchema,
  postUpdateBody,
} from '../../../common/post';
import { POST_STATUS } from '../../../common/post-vocab';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { emptyReply, listPaging, replies, typed, viewerIdOf, viewerKeyOf } from '../../lib/route';
import { POST_SERVICE_MSG } from './post.service';

const pageReply = replies(pageSchema(postItemSchema));
const idStatusReply = replies(z.object({ article_id: z.string(), status: z.number() }));

export async function postRoutes(app: FastifyInstance) {
  const r = typed(app);
  const posts = app.services.posts;

  r.post('/api/v2/article/community', { schema: { body: listBody, response: pageReply } }, async (req) => {
    const b = req.body;
    const page = await posts.community(
      {
        section: b.back_garden,
        categoryId: b.category_id,
        from: b.start_time,
        until: b.end_time,
        ...listPaging(req, b),
      },
      await viewerIdOf(req),
    );
    return ok(page);
  });

  r.post('/api/v1/article', { schema: { body: legacyListBody, response: pageReply } }, async (req) => {
    const b = req.body;
    const order = (b.is_newest === 1 ? ORDERS.publish : b.order) as OrderValue;
    if (!Object.values(ORDERS).includes(order)) throw badRequest('排序方式有误');
    const page = await posts.community(
      { section: b.type, categoryId: '', ...listPaging(req, { ...b, order }) },
      await viewerIdOf(req),
    );
    return ok(page);
  });

  r.post(
    '/api/v1/article/category/list/type',
    { schema: { response: replies(z.array(z.object({ id: z.string(), name: z.string() }))) } },
    async () => ok(CATEGORIES.map((c) => ({ ...c }))),
  );

  r.post(
    '/api/v2/article/detail',
    { schema: { body: articleIdBody, response: replies(postItemSchema) } },
    async (req) => {
      const viewer = await viewerIdOf(req);
      return ok(await posts.detail(req.body.article_id, viewer, viewerKeyOf(viewer, req)));
    },
  );

  r.post(
    '/api/v2/article/preview',
    { schema: { body: articleIdBody, response: replies(postItemSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await posts.preview(req.body.article_id, user.id));
    },
  );

  r.post('/api/v1/article/add', { schema: { body: postAddBody, response: idStatusReply } }, async (req) => {
    const user = await req.requireUser();
    const result = await posts.add(user.id, req.body);
    if (result.status === POST_STATUS.PUBLISHED) await app.services.energy.earn(user.id, 'post');
    return ok(result, result.status === 1 ? POST_SERVICE_MSG.inReview : POST_SERVICE_MSG.published);
  });

  r.post(
    '/api/v1/article/update',
    { schema: { body: postUpdateBody, response: idStatusReply } },
    async (req) => {
      const user = await req.requireUser();
      const result = await posts.update(user.id, req.body.article_id, req.body);
      return ok(result, result.status === 1 ? POST_SERVICE_MSG.inReview : POST_SERVICE_MSG.updated);
    },
  );

  r.post('/api/v1/article/delete', { schema: { body: articleIdBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await posts.remove(user.id, req.body.article_id);
    return ok(null, POST_SERVICE_MSG.deleted);
  });

  r.post(
    '/api/v1/article/draft/save',
    { schema: { body: draftSaveBody, response: replies(z.object({ article_id: z.string() })) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await posts.saveDraft(user.id, req.body), POST_SERVICE_MSG.draftSaved);
    },
  );

  r.post('/api/v1/article/draft/list', { schema: { body: pageBody, response: pageReply } }, async (req) => {
    const user = await req.requireUser();
    return ok(await posts.listDrafts(user.id, req.body.start, req.body.limit));
  });

  r.post(
    '/api/v1/article/draft/delete',
    { schema: { body: articleIdBody, response: emptyReply } },
    async (req) => {
      const user = await req.requireUser();
      await posts.deleteDraft(user.id, req.body.article_id);
      return ok(null, POST_SERVICE_MSG.deleted);
    },
  );

  r.post(
    '/api/v1/article/html-title',
    {
      schema: {
        body: z.object({
          url: z.string({ error: '请输入链接地址' }).trim().min(1, '请输入链接地址').max(2048),
        }),
        response: replies(z.object({ title: z.string(), url: z.string() })),
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return ok(await posts.linkTitle(user.id, req.body.url));
    },
  );
}
