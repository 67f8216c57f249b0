import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NOTICE_SETTING_MSG,
  noticeEmptyBody,
  noticeListBody,
  noticeSettingBody,
  noticeSettingSchema,
} from '../../../common/notice';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { EVENT_STREAM_HEADERS } from '../../lib/event-stream';
import { emptyReply, replies, typed } from '../../lib/route';
import { memberHolder } from '../../lib/stream-registry';
import { NoticeStreams } from './notice-streams';

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
      return ok(await notices.listMarkingRead(user.id, req.body));
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

  /** 推送设置: the notice types the member muted (docs/api/social.md). */
  r.post(
    '/api/v1/user/notice/setting',
    { schema: { response: replies(noticeSettingSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await notices.setting(user.id));
    },
  );

  r.post(
    '/api/v1/user/notice/setting/update',
    { schema: { body: noticeSettingBody, response: replies(noticeSettingSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await notices.saveSetting(user.id, req.body.muted_types), NOTICE_SETTING_MSG.saved);
    },
  );

  /**
   * Unread counts pushed to open pages as server-sent events (`event: counts`), the first at once and
   * then whenever a notice or private message arrives; pages fall back to polling the counts call when
   * the stream fails. A plain GET outside /api: EventSource cannot send the signature headers. Capped per
   * member and per IP, and ended with the session (ADR 27).
   */
  const pages = new NoticeStreams(notices, app.log);
  app.addHook('preClose', async () => pages.closeAll());
  app.get('/sse/notices', async (req, reply) => {
    const user = await req.currentUser();
    if (!user) return reply.code(401).send();
    // The client may have gone while the session was looked up.
    if (!app.services.streams.open('notices', memberHolder(req, user.id), reply.raw)) return reply.hijack();
    reply.hijack();
    reply.raw.writeHead(200, EVENT_STREAM_HEADERS);
    pages.add(user.id, reply.raw);
  });
}
