// The admin CSV export: every order matching the list filters, streamed batch by batch with a header.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { fromCents } from '../../shared/money.js';
import { customerName, toPaymentStatus, type Address } from './order.js';
import { countItems, orderBatches, type BatchRow, type OrderFilter, type OrderSort } from './order-list.repository.js';

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

const amount = (cents: number) => fromCents(cents).toFixed(2);

/** Rows read and turned into CSV per step: a step takes a few ms, after which other requests get their turn. */
const BATCH = 2000;

function toRecord(o: BatchRow, itemCount: number): string[] {
  const a = JSON.parse(o.shippingAddress) as Partial<Address>;
  return [
    String(o.orderNumber), o.createdAt, o.status, toPaymentStatus(o.paymentStatus), o.paymentMethod, o.orderSource, customerName(o), o.customerEmail,
    String(itemCount), amount(o.subtotalCents), amount(o.shippingCents), amount(o.taxCents), amount(o.totalCents), o.currency,
    a.street ?? '', a.postalCode ?? '', a.city ?? '', a.country ?? '', o.trackingNumber ?? '',
  ].map(neutraliseCell);
}

export function createOrdersExport({ db, dialect }: { db: Db; dialect: SqlDialect }) {
  /**
   * The CSV text, one chunk per batch, yielding to the event loop between batches. The header goes out with the
   * first batch, so a failure before any row is read ends the stream before anything was sent (the route then
   * answers a JSON error instead of a broken download).
   */
  async function* chunks(filter: OrderFilter, sort: OrderSort): AsyncGenerator<string> {
    let header = stringify([[...COLUMNS]]);
    for await (const batch of orderBatches(db, dialect, filter, sort, BATCH)) {
      const counts = await countItems(db, batch.map((o) => o.id));
      yield header + stringify(batch.map((o) => toRecord(o, counts.get(o.id) ?? 0)));
      header = '';
      // better-sqlite3 answers synchronously, so without this the whole export would run in one turn of the loop.
      await setImmediate();
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
