import type { FastifyInstance } from 'fastify';
import { complaintBody, INTERACTION_MSG } from '../../../common/interaction';
import { ok } from '../../lib/envelope';
import { emptyReply, typed } from '../../lib/route';

export async function complaintRoutes(app: FastifyInstance) {
  const r = typed(app);
  const complaints = app.services.complaints;

  r.post('/api/v1/complaint/add', { schema: { body: complaintBody, response: emptyReply } }, async (req) => {
    const user = await req.requireUser();
    await complaints.add(user.id, req.body);
    return ok(null, INTERACTION_MSG.complaintDone);
  });
}
