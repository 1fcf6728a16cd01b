// The CSV export's text: its header and an order's line. A formatter module (db/row-formatter.ts): the export's
// batches are read and turned into lines by it on the database's reader thread, so it imports nothing with state.
import type { Row } from '../../db/database.js';
import { TextWriter } from '../../db/row-formatter.js';
import { customerName, rowToItem, taxLinesOf, toDiscount, toPaymentStatus, type Address } from './order.js';
import type { BatchRow, LineEndParts } from './order-list.repository.js';

/** This module's URL, by which the export names it as its batches' formatter. */
export const ORDERS_CSV = import.meta.url;

const COLUMNS = [
  'orderNumber',
  'createdAt',
  'status',
  'paymentStatus',
  'paymentMethod',
  'orderSource',
  'customerName',
  'customerEmail',
  'itemCount',
  'subtotal',
  'shippingCost',
  'tax',
  'totalAmount',
  'currency',
  'shippingStreet',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'trackingNumber',
  // Added with promotions and per-line tax (docs/api-contract.md, "Orders export"): after the columns that were, so
  // a reader by position keeps working. The last three hold JSON arrays of the order detail's shapes.
  'discount',
  'taxLines',
  'items',
  'discounts',
] as const;

export const HEADER = `${COLUMNS.join(',')}\n`;

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

/**
 * The taxLines cell: JSON.stringify of the detail's taxLines (numbers are written as String writes them), its quotes
 * doubled as it is written: doubling them afterwards cost more than the rest of the line (docs/benchmarks.md).
 */
function taxLinesCell(order: Parameters<typeof taxLinesOf>[0]): string {
  const lines = taxLinesOf(order).map(
    (l) => `{""rate"":${l.rate},""net"":${l.net},""tax"":${l.tax},""gross"":${l.gross}}`,
  );
  return `"[${lines.join(',')}]"`;
}

/**
 * The line's end from the discount column on: the part an order keeps (order_export_cells), never changed after
 * checkout. From its parts (`LineEndParts`) and the totals a breakdown from before per-line tax is read from.
 */
export function lineEndOf(
  { discountCents, taxLines, cells }: LineEndParts,
  { totalCents, taxCents }: { totalCents: number; taxCents: number },
): string {
  return `${amount(discountCents)},${taxLinesCell({ taxLines, totalCents, taxCents })},${cells}`;
}

/**
 * An order's stored export cells as checkout writes them (order_export_cells): the line from the discount column on,
 * the items and discounts JSON.stringify of the detail's own mapping, quoted. The same bytes as `lineEndOf`
 * of the database's build (test/orders/export-json.test.ts), without the database building JSON in the checkout's
 * transaction.
 */
export function exportCells(
  order: Parameters<typeof taxLinesOf>[0],
  items: Row<'orderItems'>[],
  discounts: Row<'orderDiscounts'>[],
): string {
  const quoted = (json: string) => `"${json.replaceAll('"', '""')}"`;
  return lineEndOf(
    {
      discountCents: discounts.reduce((sum, d) => sum + d.amountCents, 0),
      taxLines: order.taxLines,
      cells: `${quoted(JSON.stringify(items.map(rowToItem)))},${quoted(JSON.stringify(discounts.map(toDiscount)))}`,
    },
    order,
  );
}

/**
 * An order's CSV line; numbers and timestamps are written as they are, every text through `cell`. Its stored cells
 * (about a kilobyte) are written as they are, never joined to the rest of the line in a string.
 */
function writeLine(out: TextWriter, o: BatchRow): void {
  const [
    ,
    orderNumber,
    createdAt,
    status,
    paymentStatus,
    paymentMethod,
    orderSource,
    customerFirstName,
    customerLastName,
    customerEmail,
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents,
    currency,
    shippingAddress,
    trackingNumber,
    itemCount,
    stored,
  ] = o;
  const a = JSON.parse(shippingAddress) as Partial<Address>;
  out.write(
    `${orderNumber},${createdAt},${cell(status)},${toPaymentStatus(paymentStatus)},${cell(paymentMethod)},${cell(orderSource)},` +
      `${cell(customerName({ customerFirstName, customerLastName }))},${cell(customerEmail)},${itemCount ?? 0},` +
      `${amount(subtotalCents)},${amount(shippingCents)},${amount(taxCents)},${amount(totalCents)},${cell(currency)},` +
      `${cell(a.street ?? '')},${cell(a.postalCode ?? '')},${cell(a.city ?? '')},${cell(a.country ?? '')},${cell(trackingNumber ?? '')},`,
  );
  if (stored.startsWith('{')) {
    // An order without stored cells: its parts (BatchRow).
    out.write(lineEndOf(JSON.parse(stored) as LineEndParts, { totalCents, taxCents }));
  } else out.write(stored);
  out.write('\n');
}

/** A kilobyte or so per order: the writer grows if a batch needs more. */
const BYTES_PER_ROW = 1_200;

/** The lines of a batch of the export's rows, as UTF-8 (into `spare` if it is large enough). */
export function formatRows(rows: unknown[][], spare?: ArrayBuffer): Uint8Array {
  const out = new TextWriter(Math.max(1, rows.length) * BYTES_PER_ROW, spare);
  for (const o of rows as BatchRow[]) writeLine(out, o);
  return out.bytes();
}
