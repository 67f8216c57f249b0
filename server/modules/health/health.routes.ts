import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ping } from '../../db/ping';
import { isLocalRequest, RuntimeMonitor } from './runtime';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_req, reply) => {
    try {
      await ping(app.database.db);
      return { status: 'ok', db: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const runtime = new RuntimeMonitor();
  runtime.start();
  app.addHook('onClose', async () => runtime.stop());

  /**
   * The runtime figures answer only a caller on this machine (an operator's shell, a local agent, the
   * bench): they say how loaded the server is and the reset disturbs whoever else is reading them, so
   * they are not for the internet. A loopback check needs no secret to provision and cannot be left
   * open by a forgotten setting; anyone else gets the same 404 as an unknown path.
   */
  const localOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalRequest(req.raw)) return reply.callNotFound();
  };
  app.get('/healthz/runtime', { onRequest: localOnly }, async () => runtime.read());
  // Starts a new measuring window, e.g. right before a load test of one route.
  app.post('/healthz/runtime/reset', { onRequest: localOnly }, async (_req, reply) => {
    runtime.reset();
    return reply.status(204).send();
  });
}
