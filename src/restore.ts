// npm run restore -- FILE: puts a backup made by npm run backup in place of the SQLite database.
import fs from 'node:fs';
import path from 'node:path';
import { configOrUsageError, parseCommandLineWithFiles, usageError } from './cli.js';
import { restoreSqlite, sqliteFileOf } from './db/sqlite-backup.js';
import { dataDirUsers } from './shared/data-dir-users.js';

const HELP = `Usage: npm run restore -- FILE

Replaces the SQLite database (DATABASE_URL, default DATA_DIR/shop.db) with the backup FILE after checking it
(PRAGMA integrity_check). Refused while a server or worker uses DATA_DIR: stop them first. The replaced database
is kept beside it as shop.db.before-restore-<time>. When FILE.media/ exists (npm run backup -- --with-media), the
uploaded files are restored too (the current DATA_DIR/media is kept as media.before-restore-<time>).
PostgreSQL databases are restored with pg_restore (docs/deploy.md).`;

const { positionals } = parseCommandLineWithFiles(HELP, {}, 1);
const config = configOrUsageError(HELP);
const file = sqliteFileOf(config.databaseUrl);
if (!file) usageError('npm run restore is for SQLite; restore PostgreSQL with pg_restore (docs/deploy.md)', HELP);
const backup = path.resolve(positionals[0]!);
if (!fs.existsSync(backup)) usageError(`${backup} does not exist`, HELP);

const users = dataDirUsers(config.dataDir);
if (users.length > 0) {
  console.error(
    `restore refused: ${config.dataDir} is in use by process ${users.join(', ')}; stop the servers and workers first`,
  );
  process.exit(1);
}
try {
  const now = new Date();
  const { keptAs } = restoreSqlite(file, backup, now);
  const media = path.join(config.dataDir, 'media');
  const savedMedia = `${backup}.media`;
  let mediaNote = '';
  if (fs.existsSync(savedMedia)) {
    if (fs.existsSync(media))
      fs.renameSync(media, `${media}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    fs.cpSync(savedMedia, media, { recursive: true });
    mediaNote = ', media restored';
  }
  console.log(
    `restored ${backup} into ${file}${keptAs ? ` (the previous database is kept as ${keptAs})` : ''}${mediaNote}`,
  );
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
