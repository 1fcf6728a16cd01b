// Long reads off the event loop. A CSV export's rows were read and formatted on the one thread that also answers
// every other request: on SQLite (whose driver answers synchronously) 7–8 µs of its time per row, in turns of a
// batch; on PostgreSQL the parsing of pg's messages and the formatting, and the garbage of both in the server's heap.
// A reader thread is a worker thread with a connection of its own (SQLite in WAL mode: readers neither wait for nor
// block the writer; PostgreSQL: one pooled connection) that runs a select and formats its rows (row-formatter.ts),
// handing back the text as bytes. With it the event loop's share of an exported SQLite row is 1.3–2.5 µs, and /healthz answers
// at p50 2 ms instead of 5 during a 1M-row export, even with the server on one core (docs/benchmarks.md). Started on
// first use, kept while the database is open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, parentPort } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { formatRowsWith, type FormattedRows } from './row-formatter.js';

interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** The formatter module's URL (row-formatter.ts). */
  formatter: string;
  /** A written-out batch's buffer to format into (transferred back to the thread). */
  spare?: ArrayBuffer;
}

type ReadReply =
  { id: number; batch: FormattedRows } | { id: number; error: { message: string; code: string | undefined } };

export interface ReaderThread {
  /**
   * The query's rows formatted by the module, read on the thread outside any transaction of the caller. `spare`, the
   * buffer of an earlier batch that has been written out, moves to the thread to be written into again.
   */
  read(query: CompiledQuery, formatter: string, spare?: ArrayBuffer): Promise<FormattedRows>;
  /** Stops the thread (before the process's own connections close); reads after it fail. */
  stop(): Promise<void>;
}

/**
 * The thread's heap, most of what it adds to the process. V8's defaults let a 1M-row SQLite export grow the process by
 * 71–97 MB; 16 MB young and 32 MB old (the thread's live data is ~5 MB, so its mark-compacts come sooner) 58–63 MB;
 * 8 MB young and 24 MB old 52–55 MB at the same speed (docs/benchmarks.md). A thread that ran out of it would fail its
 * read, and the next read would start a new one.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 24 };

interface Pending {
  resolve(batch: FormattedRows): void;
  reject(error: Error): void;
}

function threadEntry(engine: 'sqlite' | 'pg'): { entry: string | URL; eval: boolean } {
  // Compiled, the thread is a .js beside this file. Run from source by tsx (`npm run dev`, bench/), it is a .ts that
  // Node 20 cannot load in a thread unless the thread registers tsx itself.
  const extension = path.extname(new URL(import.meta.url).pathname);
  const entry = new URL(`./${engine}-reader-thread${extension}`, import.meta.url);
  if (extension === '.js') return { entry, eval: false };
  return {
    entry: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
    eval: true,
  };
}

/** A reader thread for the engine, given what its thread needs to connect (`workerData`). */
export function createReaderThread(
  engine: 'sqlite' | 'pg',
  workerData: object,
  log?: { warn(obj: object, msg: string): void },
): ReaderThread {
  let thread: { worker: Worker; exited: Promise<void>; pending: Map<number, Pending>; stopping: boolean } | undefined;
  let stopped = false;
  let nextId = 0;

  function start() {
    // A thread takes the nice value of the thread that creates it, and libuv's thread pool (fs, crypto, DNS) is
    // created by its first user: an asynchronous call here makes sure that is not the reader thread once it has
    // lowered its priority.
    fs.access('.', () => {});
    const { entry, eval: isSource } = threadEntry(engine);
    const worker = new Worker(entry, { eval: isSource, workerData, resourceLimits: HEAP_LIMITS });
    worker.unref();
    // Each thread its own reads: a thread that ends fails only those it was given.
    const pending = new Map<number, Pending>();
    const current = {
      worker,
      pending,
      stopping: false,
      exited: new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    };
    worker.on('message', (reply: ReadReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      // A thread being stopped stays referenced until it has exited: its stop is awaited.
      if (pending.size === 0 && !current.stopping) worker.unref();
      if ('batch' in reply) waiting.resolve(reply.batch);
      else waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    const fail = (error: Error) => {
      if (thread === current) thread = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', (err) => {
      log?.warn({ err }, 'a database reader thread failed; the next read starts a new one');
      fail(err);
    });
    worker.on('exit', () => fail(new Error('the database reader thread stopped')));
    return current;
  }

  return {
    read(query, formatter, spare) {
      if (stopped) return Promise.reject(new Error('the database is closed'));
      thread ??= start();
      const current = thread;
      const id = nextId++;
      const request: ReadRequest = { id, sql: query.sql, parameters: query.parameters, formatter, spare };
      // Referenced while a read is under way: a process with nothing else to do still waits for its answer.
      current.worker.ref();
      current.worker.postMessage(request, spare ? [spare] : []);
      return new Promise<FormattedRows>((resolve, reject) => current.pending.set(id, { resolve, reject }));
    },
    async stop() {
      stopped = true;
      const current = thread;
      if (!current) return;
      thread = undefined;
      current.stopping = true;
      current.worker.ref();
      current.worker.postMessage('stop');
      await current.exited;
    },
  };
}

/**
 * How much nicer the reader thread is than the event loop. Linux schedules each thread by its own nice value: 10
 * higher, the thread gets about a tenth of a core the event loop also wants (CFS weights 110 against 1024), and all
 * of one nobody else wants.
 */
const READER_NICENESS = 10;

/** In a reader thread: answers the reads with `select` (rows as arrays in select order) until told to stop. */
export function serveReads(
  select: (sql: string, parameters: readonly unknown[]) => Promise<unknown[][]> | unknown[][],
  close: () => Promise<void> | void,
): void {
  // Long reads give way to the requests. On Linux setpriority(0) is this thread alone; elsewhere it would be the
  // whole process, so there the thread keeps the process's priority. Raising one's nice value needs no privilege,
  // but a sandbox may refuse the call: the priority is a preference, and the reads work without it.
  if (process.platform === 'linux') {
    try {
      os.setPriority(0, Math.min(19, os.getPriority(0) + READER_NICENESS));
    } catch {
      // Left at the process's priority.
    }
  }
  const port = parentPort!;
  port.on('message', async (request: ReadRequest | 'stop') => {
    if (request === 'stop') {
      await close();
      port.close();
      return;
    }
    let reply: ReadReply;
    try {
      reply = {
        id: request.id,
        batch: await formatRowsWith(request.formatter, await select(request.sql, request.parameters), request.spare),
      };
    } catch (error) {
      const { message, code } = error as { message?: unknown; code?: unknown };
      reply = {
        id: request.id,
        error: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined },
      };
    }
    // The bytes move to the event loop's thread without a copy (row-formatter.ts).
    port.postMessage(reply, 'batch' in reply ? [reply.batch.bytes.buffer as ArrayBuffer] : []);
  });
}
