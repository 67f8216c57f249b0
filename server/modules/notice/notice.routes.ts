import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noticeEmptyBody, noticeListBody } from '../../../common/notice';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';

const noticeSchema = z.object({
  notice_id: z.number(),
  type: z.number(),
  title: z.string(),
  content: z.string(),
  unread: z.number(),
  actor: z.object({ user_id: z.number(), nickname: z.string(), avatar: z.string() }).nullable(),
  actor_count: z.number(),
  article_id: z.string().nullable(),
  article_title: z.string().nullable(),
  create_time: z.string(),
});
const countsSchema = z.object({
  notice: z.number(),
  message: z.number(),
  types: z.record(z.string(), z.number()),
});

export async function noticeRoutes(app: FastifyInstance) {
  const r = typed(app);
  const notices = app.services.notices;

  r.post(
    '/api/v1/user/notice',
    { schema: { body: noticeListBody, response: replies(pageSchema(noticeSchema)) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await notices.list(user.id, req.body));
    },
  );

  /** SPEC §7's counts call: unread notices (per type too) and unread private messages. */
  r.post('/api/v1/user/notice/count', { schema: { response: replies(countsSchema) } }, async (req) => {
    const user = await req.requireUser();
    return ok(await notices.counts(user.id));
  });

  r.post(
    '/api/v1/user/notice/empty',
    { schema: { body: noticeEmptyBody, response: emptyReply } },
    async (req) => {
      const user = await req.requireUser();
      await notices.empty(user.id, req.body.type);
      return ok(null, '已清空');
    },
  );
}
