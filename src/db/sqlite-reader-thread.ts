// The SQLite reader thread (reader-thread.ts): a connection of its own, which only reads; a lock wait blocks this
// thread alone.
import { workerData } from 'node:worker_threads';
import { SQLite } from './sqlite-module.js';
import { serveReads } from './reader-thread.js';
import { withStatementCache } from './statement-cache.js';

const db = withStatementCache(new SQLite((workerData as { file: string }).file));
db.pragma('query_only = 1');
db.pragma('busy_timeout = 5000');

// Only this thread uses its statements, so each can stay in raw (array) mode.
serveReads(
  (sql, parameters) => db.prepare(sql).raw(true).all(parameters) as unknown[][],
  () => {
    db.close();
  },
);
