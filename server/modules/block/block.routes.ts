import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOCK_MSG, blockListBody, blockUserBody } from '../../../common/block';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';

const blockedSchema = z.object({
  user_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  profile: z.string(),
  create_time: z.string(),
});

export async function blockRoutes(app: FastifyInstance) {
  const r = typed(app);
  const blocks = app.services.blocks;

  r.post('/api/v1/user/black/add', { schema: { body: blockUserBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await blocks.add(user.id, req.body.user_id);
    return ok(null, BLOCK_MSG.added);
  });

  r.post('/api/v1/user/black/del', { schema: { body: blockUserBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await blocks.remove(user.id, req.body.user_id);
    return ok(null, BLOCK_MSG.removed);
  });

  r.post(
    '/api/v1/user/black/list',
    { schema: { body: blockListBody, response: replies(pageSchema(blockedSchema)) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await blocks.list(user.id, req.body));
    },
  );
}
