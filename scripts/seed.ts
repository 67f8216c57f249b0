import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo, seedReference } from '../server/db/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await seedReference(database.db);
  if (config.isProduction) {
    console.log('Reference data seeded; demo members are never created in production.');
  } else {
    await seedDemo(database.db);
    console.log('Reference and demo data seeded.');
  }
} finally {
  await database.close();
}
