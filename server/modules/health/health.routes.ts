import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/ping';

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
}
