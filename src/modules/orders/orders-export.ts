// The admin CSV export: every order matching the list filters, streamed batch by batch with a header.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { customerName, toPaymentStatus, type Address } from './order.js';
import { orderBatches, type BatchRow, type OrderFilter, type OrderSort } from './order-list.repository.js';

const COLUMNS = [
  'orderNumber', 'createdAt', 'status', 'paymentStatus', 'paymentMethod', 'orderSource', 'customerName', 'customerEmail',
  'itemCount', 'subtotal', 'shippingCost', 'tax', 'totalAmount', 'currency',
  'shippingStreet', 'shippingPostalCode', 'shippingCity', 'shippingCountry', 'trackingNumber',
] as const;

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / carriage return) as a formula; a leading
 * apostrophe makes it text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Cents as a decimal with two places, in integer arithmetic: a quarter of toFixed's cost, four times a row. */
export function amount(cents: number): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - rest) / 100}${rest < 10 ? '.0' : '.'}${rest}`;
}

/**
 * Rows read and turned into CSV per step, after which other requests get their turn: 5–10 ms of work on a busy
 * machine (1,000 rows took twice that, /healthz p99 22 → 13 ms during an export; docs/benchmarks.md).
 */
const BATCH = 500;

/**
 * After this many rows an export is taken to be a long one, and the database file is read into the OS cache ahead
 * of it (dialect.prefetch): 29k → 78k rows/s for 1M orders not in the cache. A short export never costs the read.
 */
const PREFETCH_AFTER_ROWS = 10_000;

/** A cell that needs neutralising or quoting; most need neither, which this one test tells. */
const SPECIAL = /^[=+\-@\t\r]|[",\r\n]/;

/**
 * One text cell (RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled). Written out
 * rather than through csv-stringify, which cost 10 µs per row, half the export's budget (docs/benchmarks.md).
 */
function cell(value: string): string {
  if (!SPECIAL.test(value)) return value;
  const v = neutraliseCell(value);
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

const HEADER = `${COLUMNS.join(',')}\n`;

/** An order's CSV line; numbers and timestamps are written as they are, every text through `cell`. */
function toLine(o: BatchRow): string {
  const [, orderNumber, createdAt, status, paymentStatus, paymentMethod, orderSource, customerFirstName, customerLastName, customerEmail,
    subtotalCents, shippingCents, taxCents, totalCents, currency, shippingAddress, trackingNumber, itemCount] = o;
  const a = JSON.parse(shippingAddress) as Partial<Address>;
  return `${orderNumber},${createdAt},${cell(status)},${toPaymentStatus(paymentStatus)},${cell(paymentMethod)},${cell(orderSource)},`
    + `${cell(customerName({ customerFirstName, customerLastName }))},${cell(customerEmail)},${itemCount ?? 0},`
    + `${amount(subtotalCents)},${amount(shippingCents)},${amount(taxCents)},${amount(totalCents)},${cell(currency)},`
    + `${cell(a.street ?? '')},${cell(a.postalCode ?? '')},${cell(a.city ?? '')},${cell(a.country ?? '')},${cell(trackingNumber ?? '')}\n`;
}

export function createOrdersExport({ db, dialect }: { db: Db; dialect: SqlDialect }) {
  /**
   * The CSV text, one chunk per batch, yielding to the event loop between batches. The header goes out with the
   * first batch, so a failure before any row is read ends the stream before anything was sent (the route then
   * answers a JSON error instead of a broken download).
   */
  async function* chunks(filter: OrderFilter, sort: OrderSort): AsyncGenerator<string | Buffer> {
    let header = HEADER;
    let rows = 0;
    const prefetching = new AbortController();
    try {
      for await (const batch of orderBatches(db, dialect, filter, sort, BATCH)) {
        if (rows < PREFETCH_AFTER_ROWS && (rows += batch.length) >= PREFETCH_AFTER_ROWS) {
          // Orders lie in the file in the order they were placed, the newest last.
          void dialect.prefetch(db, sort.by === 'createdAt' && sort.order === 'asc' ? 'forward' : 'backward', prefetching.signal);
        }
        let text = header;
        for (const o of batch) text += toLine(o);
        // Encoded here, so the batch's thousand-piece string is garbage at once and its bytes live outside the heap
        // until written: the peak memory of a 1M-row export +82–93 → +32–47 MB (docs/benchmarks.md).
        yield Buffer.from(text);
        header = '';
        // better-sqlite3 answers synchronously, so without this the whole export would run in one turn of the loop.
        await setImmediate();
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
     */
    csv(filter: OrderFilter, sort: OrderSort, onError: (err: Error) => void): Readable {
      const out = Readable.from(chunks(filter, sort), { objectMode: false });
      out.on('error', onError);
      return out;
    },
  };
}
