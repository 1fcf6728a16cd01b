import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { migrateToLatest } from './db/migrate.js';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
