// The SQLite reader thread (reader-thread.ts): a connection of its own, which only reads; a lock wait blocks this
// thread alone.
import { workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { serveReads } from './reader-thread.js';

const db = new SQLite((workerData as { file: string }).file);
db.pragma('query_only = 1');
db.pragma('busy_timeout = 5000');
const statements = new Map<string, SQLite.Statement>();

function prepared(text: string): SQLite.Statement {
  let statement = statements.get(text);
  if (!statement) {
    // Keyset batches reuse a handful of texts; a bound keeps a long-lived thread from collecting every filter's.
    if (statements.size >= 64) statements.clear();
    statement = db.prepare(text).raw(true);
    statements.set(text, statement);
  }
  return statement;
}

serveReads((sql, parameters) => prepared(sql).all(parameters) as unknown[][], () => {
  db.close();
});
