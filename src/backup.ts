// npm run backup -- --out FILE [--with-media]: an online, checked snapshot of the SQLite database while the shop serves.
import fs from 'node:fs';
import path from 'node:path';
import { configOrUsageError, parseCommandLine, usageError } from './cli.js';
import { backupSqlite, sqliteFileOf } from './db/sqlite-backup.js';

const HELP = `Usage: npm run backup -- --out FILE [--with-media]

Writes a consistent snapshot of the SQLite database (DATABASE_URL, default DATA_DIR/shop.db) to FILE while
servers and workers go on serving, and checks it (PRAGMA integrity_check). FILE must not exist.
  --with-media   also copy the uploaded files (DATA_DIR/media) to FILE.media/
PostgreSQL databases are backed up with pg_dump (docs/deploy.md).`;

const args = parseCommandLine(HELP, { out: { type: 'string' }, 'with-media': { type: 'boolean' } });
const config = configOrUsageError(HELP);
const file = sqliteFileOf(config.databaseUrl);
if (!file) usageError('npm run backup is for SQLite; back up PostgreSQL with pg_dump (docs/deploy.md)', HELP);
if (!args.out) usageError('--out FILE is required', HELP);
const out = path.resolve(args.out);
if (fs.existsSync(out)) usageError(`${out} exists; choose a new file name`, HELP);

try {
  const started = performance.now();
  backupSqlite(file, out);
  const media = path.join(config.dataDir, 'media');
  if (args['with-media'] && config.mediaStorage === 's3')
    console.log(
      `media are in the bucket ${config.s3!.bucket}: its versioning is their backup (docs/deploy.md), nothing copied`,
    );
  else if (args['with-media'] && fs.existsSync(media))
    fs.cpSync(media, `${out}.media`, { recursive: true, errorOnExist: true, force: false });
  const mb = (fs.statSync(out).size / 1024 / 1024).toFixed(1);
  console.log(
    `backup written: ${out} (${mb} MB, integrity ok, ${Math.round(performance.now() - started)} ms)${args['with-media'] && config.mediaStorage === 'local' ? `, media in ${out}.media` : ''}`,
  );
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
