// The SQLite reader thread (sqlite-reader.ts): a connection of its own that runs selects and formats their rows, so
// neither the read nor the formatting takes the event loop's time, and a lock wait blocks only this thread.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { formatRowsWith } from './row-formatter.js';
import type { ReaderReply, ReaderRequest } from './sqlite-reader.js';

const port = parentPort!;
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

port.on('message', async (request: ReaderRequest | 'stop') => {
  if (request === 'stop') {
    db.close();
    port.close();
    return;
  }
  let reply: ReaderReply;
  try {
    const rows = prepared(request.sql).all(request.parameters) as unknown[][];
    reply = { id: request.id, batch: await formatRowsWith(request.formatter, rows) };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    reply = { id: request.id, error: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined } };
  }
  port.postMessage(reply);
});
