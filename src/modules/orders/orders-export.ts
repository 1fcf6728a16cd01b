// The admin CSV export: every order matching the list filters, streamed row by row with a header.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { fromCents } from '../../shared/money.js';
import { customerName, toPaymentStatus, type Address } from './order.js';
import { countItems, orderBatches, type OrderFilter, type OrderSort } from './order-list.repository.js';

const COLUMNS = [
  'orderNumber', 'createdAt', 'status', 'paymentStatus', 'paymentMethod', 'orderSource', 'customerName', 'customerEmail',
  'itemCount', 'subtotal', 'shippingCost', 'tax', 'totalAmount', 'currency',
  'shippingStreet', 'shippingPostalCode', 'shippingCity', 'shippingCountry', 'trackingNumber',
] as const;

type CsvRecord = Record<(typeof COLUMNS)[number], string>;

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / carriage return) as a formula; a leading
 * apostrophe makes it text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const amount = (cents: number) => fromCents(cents).toFixed(2);

export function createOrdersExport({ db, dialect }: { db: Db; dialect: SqlDialect }) {
  async function* records(filter: OrderFilter, sort: OrderSort): AsyncGenerator<CsvRecord> {
    for await (const batch of orderBatches(db, dialect, filter, sort)) {
      const counts = await countItems(db, batch.map((o) => o.id));
      for (const o of batch) {
        const a = JSON.parse(o.shippingAddress) as Partial<Address>;
        const raw: CsvRecord = {
          orderNumber: String(o.orderNumber),
          createdAt: o.createdAt,
          status: o.status,
          paymentStatus: toPaymentStatus(o.paymentStatus),
          paymentMethod: o.paymentMethod,
          orderSource: o.orderSource,
          customerName: customerName(o),
          customerEmail: o.customerEmail,
          itemCount: String(counts.get(o.id) ?? 0),
          subtotal: amount(o.subtotalCents),
          shippingCost: amount(o.shippingCents),
          tax: amount(o.taxCents),
          totalAmount: amount(o.totalCents),
          currency: o.currency,
          shippingStreet: a.street ?? '',
          shippingPostalCode: a.postalCode ?? '',
          shippingCity: a.city ?? '',
          shippingCountry: a.country ?? '',
          trackingNumber: o.trackingNumber ?? '',
        };
        yield Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, neutraliseCell(v)])) as CsvRecord;
      }
    }
  }

  return {
    /**
     * The CSV as a stream: rows are read in batches as the client consumes them (constant memory). A database
     * error midway destroys the stream, so the client sees a broken download rather than a silently short file.
     */
    csv(filter: OrderFilter, sort: OrderSort, onError: (err: Error) => void): Readable {
      const out = stringify({ header: true, columns: [...COLUMNS] });
      pipeline(Readable.from(records(filter, sort)), out, (err) => {
        if (err) onError(err);
      });
      return out;
    },
  };
}
