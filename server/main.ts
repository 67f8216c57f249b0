import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo, seedReference } from './db/seed';
import { hasAnyUser } from './modules/user/user.repo';

/**
 * Process entry: migrate, seed, listen, and shut down cleanly. On SIGINT/SIGTERM the server stops
 * accepting, finishes in-flight requests, then closes the database (PGlite flushes its data dir).
 */
export async function main(opts: { devServer?: boolean } = {}): Promise<FastifyInstance> {
  const config = loadConfig();
  const app = await buildApp(config, { devServer: opts.devServer });
  const { db } = app.database;
  await app.database.migrate();
  await seedReference(db);
  if (!config.isProduction && !(await hasAnyUser(db))) {
    await seedDemo(db);
    app.log.info('seeded demo data into the empty database');
  }
  // Seeds and data written before search existed have no search documents yet.
  const indexed = await app.services.posts.reindex(true);
  if (indexed > 0) app.log.info({ posts: indexed }, 'indexed posts for search');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`研社 is running at http://${shownHost}:${port} (database: ${app.database.kind})`);
  return app;
}
