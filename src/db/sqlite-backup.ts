// Online backups of a SQLite database and their restore (npm run backup / npm run restore; docs/deploy.md).
import fs from 'node:fs';
import { SQLite } from './sqlite-module.js';

/** `sqlite:<file>` → the file; null for PostgreSQL (backed up with pg_dump). */
export function sqliteFileOf(databaseUrl: string): string | null {
  return databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;
}

/** `ok`, or what SQLite found wrong. */
function integrityOf(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/**
 * A consistent snapshot of a live database into `out`: `VACUUM INTO` reads in one transaction (writers of other
 * connections go on, WAL mode), so the copy is the database as of one commit, never a torn file. Written beside `out`
 * and renamed once `integrity_check` passed, so `out` is either a whole checked backup or absent.
 */
export function backupSqlite(file: string, out: string): void {
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('vacuum into ?').run(partial);
  } finally {
    db.close();
  }
  const integrity = integrityOf(partial);
  if (integrity !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new Error(`the snapshot failed its integrity check: ${integrity}`);
  }
  fs.renameSync(partial, out);
}

/**
 * Puts a backup in place of the database (no process may use it: the caller checks). The backup is checked and gets
 * a new epoch (migration 0046), so no answer or credential kept before the restore can match after it. The database
 * it replaces, its WAL checkpointed into it, is kept beside it as `<file>.before-restore-<time>`.
 */
export function restoreSqlite(file: string, backup: string, now = new Date()): { keptAs: string | null } {
  const integrity = integrityOf(backup);
  if (integrity !== 'ok') throw new Error(`${backup} failed its integrity check: ${integrity}`);
  const incoming = `${file}.restoring`;
  fs.copyFileSync(backup, incoming);
  const db = new SQLite(incoming, { fileMustExist: true });
  try {
    const hasEpoch = (db.pragma('table_info(data_versions)') as { name: string }[]).some((c) => c.name === 'epoch');
    // A backup from before 0046 gets its epoch when the server migrates it.
    if (hasEpoch) db.prepare('update data_versions set epoch = lower(hex(randomblob(16)))').run();
  } finally {
    db.close();
  }
  let keptAs: string | null = null;
  if (fs.existsSync(file)) {
    const current = new SQLite(file, { fileMustExist: true });
    try {
      current.pragma('wal_checkpoint(TRUNCATE)');
      current.pragma('journal_mode = DELETE');
    } finally {
      current.close();
    }
    keptAs = `${file}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(file, keptAs);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(incoming, file);
  return { keptAs };
}
