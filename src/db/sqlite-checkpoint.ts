// SQLite copies its write-ahead log back into the database file (a checkpoint) on the commit that grows the log past
// 1,000 pages, on the committing connection: in a server, on the event loop, in the middle of some request, with
// fsyncs. On a 1.6 GB database that stalled everything for 100–600 ms every few hundred small transactions.
// Long-running processes turn that off (wal_autocheckpoint = 0) and checkpoint from a worker thread with a connection
// of its own instead: PASSIVE checkpoints wait for no reader or writer, and the log restarts once one has caught up.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';
import { SQLITE_PACKAGE } from './sqlite-module.js';

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
const timer = setInterval(() => {
  // Another process's checkpoint or a lock may be in the way: the next round catches up.
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the thread and closes its connection (before the process's own connection closes). */
  stop(): Promise<void>;
}

/**
 * Turns automatic checkpoints off on the connection and checkpoints its file every `intervalMs` from a worker thread.
 * Should the thread fail, the connection checkpoints by itself again.
 */
export function checkpointInBackground(
  sqlite: SQLite.Database,
  file: string,
  log?: { warn(obj: object, msg: string): void },
  intervalMs = 1000,
): Checkpointer {
  sqlite.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve(SQLITE_PACKAGE);
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, intervalMs, driver } });
  worker.unref();
  worker.on('error', (err) => {
    log?.warn({ err }, 'the SQLite checkpoint thread failed: checkpoints are made on commit again');
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop() {
      // Unreferenced, the thread keeps no process alive; while it stops, its exit is awaited.
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
