/**
 * The API server alone (no pages, so no build needed) in a process of its own, for tests that must kill
 * it: configured by the environment like `npm start` (DATABASE_URL or DATA_DIR), it migrates, listens on
 * a free port of 127.0.0.1 and prints `{"port": N}` once it serves.
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedReference } from '../../server/db/seed';

const app = await buildApp(loadConfig(process.env, { ssr: false }));
await app.database.migrate();
await seedReference(app.database.db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
