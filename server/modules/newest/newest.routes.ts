import type { FastifyInstance } from 'fastify';
import { NEWEST_SSE_PATH, newestBody, newestListBody, newestPageSchema } from '../../../common/newest';
import { ok } from '../../lib/envelope';
import { EVENT_STREAM_HEADERS } from '../../lib/event-stream';
import { replies, typed } from '../../lib/route';
import { memberHolder } from '../../lib/stream-registry';

/** The newest-post tool (SPEC §7; issue 17 §1; docs/api/newest.md): its two calls and its push stream. */
export async function newestRoutes(app: FastifyInstance) {
  const r = typed(app);
  const newest = app.services.newest;

  r.post(
    '/api/v2/article/newest',
    { schema: { body: newestBody.optional(), response: replies(newestPageSchema) } },
    async (req) => {
      const user = await req.requireUser();
      await newest.assertTool(user.id);
      return ok(await newest.page(req.body ?? newestBody.parse({})));
    },
  );

  r.post(
    '/api/v2/article/newest/list',
    { schema: { body: newestListBody, response: replies(newestPageSchema) } },
    async (req) => {
      const user = await req.requireUser();
      await newest.assertTool(user.id);
      return ok(await newest.since(req.body.last_server_time));
    },
  );

  /**
   * Posts pushed the moment they become public (`event: post`, one per post), replaying what a reconnecting
   * page missed after its Last-Event-ID. A plain GET outside /api: EventSource cannot send the signature
   * headers, so the session cookie authenticates, and failures are bare status codes (EventSource sees no
   * body): 401 without a session, 403 without the tool, 429 over the IP's cap of streams (ADR 27).
   */
  app.addHook('preClose', async () => newest.endStreams());
  app.get(NEWEST_SSE_PATH, async (req, reply) => {
    const user = await req.currentUser();
    if (!user) return reply.code(401).send();
    if (!(await newest.hasTool(user.id))) return reply.code(403).send();
    // The client may have gone meanwhile.
    if (!app.services.streams.open('newest', memberHolder(req, user.id), reply.raw)) return reply.hijack();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, EVENT_STREAM_HEADERS);
    // Sent now: broadcasts write their pre-framed chunks straight to the socket (newest-streams.ts).
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    const lastEventId = req.headers['last-event-id'];
    await newest
      .open(res, typeof lastEventId === 'string' ? lastEventId : undefined)
      .catch((err) => req.log.warn({ err }, 'newest stream replay failed'));
  });
}
