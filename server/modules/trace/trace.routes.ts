import type { FastifyInstance } from 'fastify';
import { traceBody } from '../../../common/trace';
import { ok } from '../../lib/envelope';
import { emptyReply, typed } from '../../lib/route';

export async function traceRoutes(app: FastifyInstance) {
  const r = typed(app);
  const traces = app.services.traces;

  r.post('/api/v1/user/trace', { schema: { body: traceBody, response: emptyReply } }, async (req) => {
    await traces.record(req.body.action, req.body.source, req.ip);
    return ok(null);
  });
}
