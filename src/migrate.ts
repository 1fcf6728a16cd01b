// npm run migrate: applies the migrations to the configured database (DATABASE_URL) and exits.
import { configOrUsageError, parseCommandLine } from './cli.js';
import { openDatabase, type OpenDatabase } from './db/open.js';
import { migrateToLatest } from './db/migrate.js';
import { describeStartFailure } from './db/faults.js';

const HELP = `Usage: npm run migrate [-- --help]

Applies the migrations to the database of DATABASE_URL (default sqlite:./data/shop.db) and exits.
npm start migrates too, unless MIGRATE_ON_START=false.`;

parseCommandLine(HELP, {});
const config = configOrUsageError(HELP);
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
