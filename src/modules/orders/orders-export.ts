// The admin CSV export: every order matching the list filters, streamed batch by batch with a header.
import { Readable } from 'node:stream';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { HEADER, ORDERS_CSV, lineEndOf } from './orders-csv.js';
import {
  insertExportCells,
  orderBatches,
  ordersWithoutCells,
  ordersWithoutCellsBounds,
  type OrderFilter,
  type OrderSort,
} from './order-list.repository.js';

/**
 * Orders read and turned into CSV per batch, on the database's reader thread (dialect.selectFormatted). Sized for when
 * that happened in the event loop, as it still does for an in-memory SQLite: 5–10 ms of work on a busy machine
 * (1,000 rows took twice that, /healthz p99 22 → 13 ms during an export; docs/benchmarks.md).
 */
const BATCH = 500;

/**
 * After this many rows an export is taken to be a long one, and the database file is read into the OS cache ahead
 * of it (dialect.prefetch): 29k → 78k rows/s for 1M orders not in the cache. A short export never costs the read.
 */
const PREFETCH_AFTER_ROWS = 10_000;

export function createOrdersExport({ db, dialect }: { db: Db; dialect: SqlDialect }) {
  /**
   * The CSV bytes, one chunk per batch. The header goes out with the first batch, so a failure before any row is
   * read ends the stream before anything was sent (the route then answers a JSON error instead of a broken download).
   */
  async function* chunks(
    filter: OrderFilter,
    sort: OrderSort,
    written: () => boolean,
  ): AsyncGenerator<string | Buffer> {
    let header = HEADER;
    let rows = 0;
    const prefetching = new AbortController();
    // The buffer of the batch yielded last. The generator runs again only once the stream has handed that batch on
    // (Readable.from asks for the next value when its buffer has room), so once nothing is left to write (`written`)
    // no write can still read it, and the reader thread may write the next batch into it.
    let yielded: ArrayBuffer | undefined;
    const spare = () => {
      const free = yielded !== undefined && written() ? yielded : undefined;
      yielded = undefined;
      return free;
    };
    try {
      for await (const batch of orderBatches(db, dialect, filter, sort, BATCH, ORDERS_CSV, spare)) {
        if (rows < PREFETCH_AFTER_ROWS && (rows += batch.rows) >= PREFETCH_AFTER_ROWS) {
          // Orders lie in the file in the order they were placed, the newest last.
          void dialect.prefetch(
            sort.by === 'createdAt' && sort.order === 'asc' ? 'forward' : 'backward',
            prefetching.signal,
          );
        }
        if (header) {
          yield header;
          header = '';
        }
        const { buffer, byteOffset, byteLength } = batch.bytes;
        yielded = buffer as ArrayBuffer;
        // The formatter's UTF-8, outside the heap until written (docs/benchmarks.md).
        yield Buffer.from(buffer, byteOffset, byteLength);
      }
    } finally {
      // Ended, failed or abandoned by its client: the read-ahead stops with it.
      prefetching.abort();
    }
    if (header) yield header;
  }

  return {
    /**
     * The CSV as a stream: batches are read as the client consumes them (constant memory). A database error
     * midway destroys the stream, so the client sees a broken download rather than a silently short file.
     * `pending` is how many bytes its destination (the response) has been given and not yet written to its socket:
     * a batch's buffer is reused only when the stream holds none and its destination none either.
     */
    csv(filter: OrderFilter, sort: OrderSort, onError: (err: Error) => void, pending: () => number): Readable {
      const out: Readable = Readable.from(
        chunks(filter, sort, () => out.readableLength === 0 && pending() === 0),
        { objectMode: false },
      );
      out.on('error', onError);
      return out;
    },
  };
}

/**
 * Stores the export cells of the orders without them, in id ranges of `rangeSize` (a short read and insert each, so a
 * write waits at most for one), stopping between ranges when `stop` aborts. Answers how many orders got them.
 */
export async function fillExportCells(
  db: Db,
  dialect: SqlDialect,
  { rangeSize = 2_000, stop }: { rangeSize?: number; stop?: AbortSignal } = {},
): Promise<number> {
  const bounds = await ordersWithoutCellsBounds(db);
  if (!bounds) return 0;
  let filled = 0;
  for (let from = bounds.low; from <= bounds.high && !stop?.aborted; from += rangeSize) {
    const orders = await ordersWithoutCells(db, dialect, from, from + rangeSize);
    filled += await insertExportCells(
      db,
      orders.map((o) => ({ orderId: o.id, cells: lineEndOf(o, o) })),
    );
  }
  return filled;
}

/**
 * Started with the background work: stores the export cells of orders that have none (those placed before migration
 * 0171, or whose product was deleted since), so that the export reads them rather than building them.
 */
export async function fillMissingExportCells(
  db: Db,
  dialect: SqlDialect,
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  stop: AbortSignal,
): Promise<void> {
  try {
    const filled = await fillExportCells(db, dialect, { stop });
    if (filled > 0) logger.info({ orders: filled }, 'export cells stored');
  } catch (err) {
    // The export builds missing cells itself: a failure here costs speed, not correctness.
    if (!stop.aborted) logger.warn({ err }, 'storing export cells failed');
  }
}
