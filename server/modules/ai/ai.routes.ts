import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AI_MSG,
  AI_VISITOR_COOKIE,
  type AiStreamEvent,
  aiAskBody,
  aiChatListBody,
  aiConversationSchema,
  aiReplyListBody,
  aiReplyListSchema,
  aiSessionDeleteBody,
  aiSessionListBody,
  aiSessionPageSchema,
  aiStopBody,
} from '../../../common/ai';
import { ok } from '../../lib/envelope';
import { EVENT_STREAM_HEADERS } from '../../lib/event-stream';
import { emptyReply, replies, typed } from '../../lib/route';
import { memberHolder, visitorHolder } from '../../lib/stream-registry';
import { type AiOwner, isVisitorId, newPublicId } from './ai.service';

/** The visitor cookie lives a year (issue 17 contract). */
const VISITOR_MAX_AGE_SEC = 365 * 86_400;
/** Keeps proxies from closing a stream while the model thinks. */
const HEARTBEAT_MS = 15_000;

/** The AI research assistant (issue 17 §2; docs/api/ai.md): no log-in needed. */
export async function aiRoutes(app: FastifyInstance) {
  const r = typed(app);
  const ai = app.services.ai;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.isProduction,
    maxAge: VISITOR_MAX_AGE_SEC,
  };

  /**
   * Who asks: the member, else the visitor of the AI_VISITOR cookie (null when they have none yet). A
   * member still holding the cookie gets its sessions here too: the log-in hook's claim is not awaited
   * by the log-in (and may have failed), this one is, and the cookie goes once they are moved.
   */
  async function identify(req: FastifyRequest): Promise<{ owner: AiOwner | null; claimed: boolean }> {
    const user = await req.currentUser();
    const visitor = req.cookies[AI_VISITOR_COOKIE];
    if (user) {
      if (!isVisitorId(visitor)) return { owner: { userId: user.id }, claimed: false };
      await ai.claimVisitorSessions(visitor, user.id);
      return { owner: { userId: user.id }, claimed: true };
    }
    return { owner: isVisitorId(visitor) ? { visitorId: visitor } : null, claimed: false };
  }

  async function ownerOf(req: FastifyRequest, reply: FastifyReply): Promise<AiOwner | null> {
    const { owner, claimed } = await identify(req);
    if (claimed) reply.clearCookie(AI_VISITOR_COOKIE, { path: '/' });
    return owner;
  }

  r.post(
    '/api/v1/ai/session/list',
    { schema: { body: aiSessionListBody, response: replies(aiSessionPageSchema) } },
    async (req, reply) => ok(await ai.list(await ownerOf(req, reply), req.body)),
  );

  r.post(
    '/api/v1/ai/session/delete',
    { schema: { body: aiSessionDeleteBody, response: emptyReply } },
    async (req, reply) => {
      await ai.remove(await ownerOf(req, reply), req.body.session_id);
      return ok(null, AI_MSG.deleted);
    },
  );

  r.post(
    '/api/v1/ai/chat/list',
    { schema: { body: aiChatListBody, response: replies(aiConversationSchema) } },
    async (req, reply) => ok(await ai.conversation(await ownerOf(req, reply), req.body.session_id)),
  );

  r.post(
    '/api/v1/ai/chat/reply-list',
    { schema: { body: aiReplyListBody, response: replies(aiReplyListSchema) } },
    async (req, reply) =>
      ok(await ai.replies(await ownerOf(req, reply), req.body.session_id, req.body.after_id)),
  );

  r.post(
    '/api/v1/ai/chat/stop',
    { schema: { body: aiStopBody, response: emptyReply } },
    async (req, reply) => {
      await ai.stop(await ownerOf(req, reply), req.body.chat_id);
      return ok(null, AI_MSG.stopped);
    },
  );

  /**
   * Asks a question: checks (limits, session, a concurrent answer) fail as the usual envelope; after
   * them the answer streams as server-sent events (meta, token…, done; error on failure). POST with the
   * signature headers, read with fetch: EventSource can send neither.
   */
  r.post(
    '/api/v1/ai/chat/ask',
    {
      schema: { body: aiAskBody },
      // Only a refusal is sent through Fastify (an answer is hijacked): its envelope leaves with an HTTP
      // error status, so a streaming client tells it from a stream by status as well as by type.
      onSend: async (_req, reply, payload) => {
        if (reply.statusCode === 200 && typeof payload === 'string') {
          const code = Number((JSON.parse(payload) as { errCode?: string }).errCode);
          reply.code(code >= 400 && code < 500 ? code : 400);
        }
        return payload;
      },
    },
    async (req, reply) => {
      const { owner: known, claimed } = await identify(req);
      const headers: Record<string, string> = { ...EVENT_STREAM_HEADERS };
      // The stream is written by hand (hijacked), so its cookie header is too.
      if (claimed)
        headers['set-cookie'] = app.serializeCookie(AI_VISITOR_COOKIE, '', { path: '/', maxAge: 0 });
      let owner: AiOwner;
      if (known) owner = known;
      else {
        // A first-time visitor: the cookie goes out with the stream (a refused ask created nothing to keep).
        const visitorId = newPublicId();
        owner = { visitorId };
        headers['set-cookie'] = app.serializeCookie(AI_VISITOR_COOKIE, visitorId, cookieOptions);
      }
      const res = reply.raw;
      // Before the answer is prepared: a refused ask creates nothing. The slot is the answer's from here
      // on, so its session's end (logout, ban) drops even an answer still being prepared (ADR 27).
      const holder =
        owner.userId !== undefined ? memberHolder(req, owner.userId) : visitorHolder(req, owner.visitorId);
      if (!app.services.streams.open('assistant', holder, res)) return reply.hijack();
      // Listened to from here, so a connection dropped while the answer is prepared stops it too.
      const closed = new AbortController();
      res.on('close', () => closed.abort());
      const prepared = await ai.prepare(owner, req.ip, req.body);
      reply.hijack();
      res.writeHead(200, headers);
      const send = (e: AiStreamEvent) => {
        if (!res.writableEnded && !res.destroyed)
          res.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      };
      const heartbeat = setInterval(() => {
        // Ended by its session's end a moment before the answer stops: writing after the end throws.
        if (!res.writableEnded && !res.destroyed) res.write(': ping\n\n');
      }, HEARTBEAT_MS);
      try {
        await ai.run(prepared, closed.signal, send);
      } catch (err) {
        req.log.error({ err }, 'AI answer stream failed');
        send({ event: 'error', data: { msg: AI_MSG.failed } });
      } finally {
        clearInterval(heartbeat);
        res.end();
      }
    },
  );
}
