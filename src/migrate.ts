import { loadConfig } from './config.js';
import { openDatabase, type OpenDatabase } from './db/open.js';
import { migrateToLatest } from './db/migrate.js';
import { describeStartFailure } from './db/faults.js';

const config = loadConfig();
let database: OpenDatabase | undefined;
try {
  database = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} catch (err) {
  console.error(describeStartFailure(config.databaseUrl, err));
  process.exitCode = 1;
} finally {
  await database?.close();
}
