// Shared plumbing of the seed phases: multi-row inserts within the engines' parameter limits, timestamps, progress.
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { yieldToEventLoop } from '../shared/event-loop.js';

// SQLite binds at most 32766 parameters per statement (PostgreSQL 65535); stay under the smaller one.
const MAX_PARAMS = 32_000;
// Past a few thousand rows a statement gets no faster, only its compiled SQL bigger.
const MAX_ROWS = 2_000;

/**
 * Splits rows into statements that each stay under the bound-parameter limit, letting other work run between
 * two statements (a seed run inside the server, as the benchmark does, must not hold the event loop).
 */
export async function* chunked<T extends object>(rows: readonly T[]): AsyncGenerator<T[]> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / Object.keys(rows[0]!).length)));
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await yieldToEventLoop();
    yield rows.slice(i, i + size);
  }
}

export type ProgressListener = (phase: string, done: number, total: number) => void;

export interface SeedContext {
  trx: Transaction<Database>;
  seed: number;
  /** "Now" of the seeded world in ms: fixed per seed, so that two runs give identical rows. */
  base: number;
  progress: ProgressListener;
}

export const DAY = 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();

/** Calls the listener each time another tenth of the phase is done (and at the end). */
export function tenths(progress: ProgressListener, phase: string, total: number): (done: number) => void {
  let reported = 0;
  return (done) => {
    const tenth = total === 0 ? 10 : Math.floor((done * 10) / total);
    if (tenth > reported || done === total) {
      reported = tenth;
      progress(phase, done, total);
    }
  };
}
