// Long reads of SQLite off the event loop. better-sqlite3 answers synchronously, so in the server's own connection
// every row of a CSV export was read, then formatted, on the one thread that also answers every other request: 7–8 µs
// of its time per row, in turns of a batch. The reader is a worker thread with a connection of its own (WAL: readers
// neither wait for nor block the writer) that runs a select and formats its rows (row-formatter.ts), handing back
// the text: the event loop's share of an exported row is 1.3–2.5 µs, and /healthz answers at p50 2 ms instead of 5
// during a 1M-row export, even with the server on one core (docs/benchmarks.md). Started on first use, kept while the
// database is open.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { FormattedRows } from './row-formatter.js';

export interface ReaderRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** The formatter module's URL (row-formatter.ts). */
  formatter: string;
}

export type ReaderReply = { id: number; batch: FormattedRows } | { id: number; error: { message: string; code: string | undefined } };

export interface SqliteReader {
  /** The query's rows formatted by the module, read on the reader thread outside any transaction of the caller. */
  read(query: CompiledQuery, formatter: string): Promise<FormattedRows>;
  /** Stops the thread (before the process's own connection closes). */
  stop(): Promise<void>;
}

/**
 * The thread's young generation, most of its memory: with 16 MB a 1M-row export grows the process by 68–75 MB (the
 * idle thread's 15 MB included), with 8 MB by 60–63 MB for ~8 % more CPU per row (docs/benchmarks.md).
 */
const YOUNG_GENERATION_MB = 16;

interface Pending {
  resolve(batch: FormattedRows): void;
  reject(error: Error): void;
}

function threadEntry(): { entry: string | URL; eval: boolean } {
  // Compiled, the thread is a .js beside this file. Run from source by tsx (tests, `npm run dev`), it is a .ts that
  // Node 20 cannot load in a thread unless the thread registers tsx itself.
  const extension = path.extname(new URL(import.meta.url).pathname);
  const entry = new URL(`./sqlite-reader-thread${extension}`, import.meta.url);
  if (extension === '.js') return { entry, eval: false };
  return { entry: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, eval: true };
}

export function createSqliteReader(file: string, log?: { warn(obj: object, msg: string): void }): SqliteReader {
  let thread: { worker: Worker; exited: Promise<void> } | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  function start() {
    const { entry, eval: isSource } = threadEntry();
    const worker = new Worker(entry, { eval: isSource, workerData: { file }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    worker.unref();
    const current = { worker, exited: new Promise<void>((resolve) => worker.once('exit', () => resolve())) };
    worker.on('message', (reply: ReaderReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('batch' in reply) waiting.resolve(reply.batch);
      else waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    const fail = (error: Error) => {
      if (thread === current) thread = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', (err) => {
      log?.warn({ err }, 'the SQLite reader thread failed; the next read starts a new one');
      fail(err);
    });
    worker.on('exit', () => fail(new Error('the SQLite reader thread stopped')));
    return current;
  }

  return {
    read(query, formatter) {
      thread ??= start();
      const id = nextId++;
      const request: ReaderRequest = { id, sql: query.sql, parameters: query.parameters, formatter };
      // Referenced while a read is under way: a process with nothing else to do still waits for its answer.
      thread.worker.ref();
      thread.worker.postMessage(request);
      return new Promise<FormattedRows>((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    async stop() {
      const current = thread;
      if (!current) return;
      thread = undefined;
      current.worker.ref();
      current.worker.postMessage('stop');
      await current.exited;
    },
  };
}
