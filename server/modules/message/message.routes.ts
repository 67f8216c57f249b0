import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGE_MSG, messageListBody, messageSendBody, sessionListBody } from '../../../common/message';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

const messageSchema = z.object({
  message_id: z.number(),
  from_user_id: z.number(),
  to_user_id: z.number(),
  content: z.string(),
  create_time: z.string(),
});
const sessionSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  avatar: z.string(),
  unread_count: z.number(),
  latest_message: messageSchema,
  update_time: z.string(),
});

export async function messageRoutes(app: FastifyInstance) {
  const r = typed(app);
  const messages = app.services.messages;

  r.post(
    '/api/v1/user/session',
    { schema: { body: sessionListBody, response: replies(pageSchema(sessionSchema)) } },
    async (req) => {
      const user = await req.requireUser();
      const { start, limit, user_id } = req.body;
      return ok(await messages.sessions(user.id, { start, limit, peerId: user_id }));
    },
  );

  r.post(
    '/api/v1/user/message/send',
    { schema: { body: messageSendBody, response: replies(messageSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await messages.send(user.id, req.body.user_id, req.body.content), MESSAGE_MSG.sent);
    },
  );

  r.post(
    '/api/v1/user/message/list',
    {
      schema: {
        body: messageListBody,
        response: replies(z.object({ result: z.array(messageSchema), has_more: z.boolean() })),
      },
    },
    async (req) => {
      const user = await req.requireUser();
      const { user_id, limit, before_id } = req.body;
      return ok(await messages.historyMarkingRead(user.id, user_id, { limit, beforeId: before_id }));
    },
  );

  r.post(
    '/api/v1/user/message/unread',
    { schema: { response: replies(z.object({ message: z.number() })) } },
    async (req) => {
      const user = await req.requireUser();
      return ok({ message: await messages.unread(user.id) });
    },
  );
}
