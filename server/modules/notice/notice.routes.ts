import type { ServerResponse } from 'node:http';
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
/** Bursts of changes (twelve likes at once) become one push. */
const PUSH_DELAY_MS = 200;
/** Keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

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
   * the stream fails. A plain GET outside /api: EventSource cannot send the signature headers.
   */
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    // Open streams would otherwise hold the server open on shutdown.
    for (const res of streams) res.end();
  });
  app.get('/sse/notices', async (req, reply) => {
    const user = await req.currentUser();
    if (!user) return reply.code(401).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, EVENT_STREAM_HEADERS);
    streams.add(res);
    let scheduled = false;
    const push = () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        notices
          .counts(user.id)
          .then((c) => res.write(`event: counts\ndata: ${JSON.stringify(c)}\n\n`))
          .catch((err) => req.log.warn({ err }, 'notice counts push failed'));
      }, PUSH_DELAY_MS);
    };
    const unsubscribe = notices.subscribe(user.id, push);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      unsubscribe();
      clearInterval(heartbeat);
      streams.delete(res);
    });
    push();
  });
}
