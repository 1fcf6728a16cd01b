// Renders an invoice as a one-document PDF (pdfkit's built-in Helvetica; no fonts to ship).
import PDFDocument from 'pdfkit';
import { discountLabel, discountTotal, itemTitle, type OrderDetail } from './order.js';

export interface InvoiceData {
  invoiceNumber: string;
  issuedAt: string;
  shopName: string;
  /** The seller's VAT ID or tax number (§14 (4) no. 2 UStG); null: not set in the settings. */
  shopTaxId: string | null;
  /** The seller's address, one line per line (§14 (4) no. 1 UStG); null: not set in the settings. */
  shopAddress: string | null;
  order: OrderDetail;
}

const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

/** EUR from cents, for sums of amounts that are each exact to the cent (no float drift in the shown figure). */
const cents = (n: number) => Math.round(n * 100);

/**
 * The item rows of a reverse-charge invoice: the buyer is charged the nets (a gross shop's prices lose the VAT they
 * include), so the rows show each line's net as charged, after its discounts, and the unit net where it divides
 * evenly (a discounted line's total need not). Shipping is the rest of the 0 % row's net, so the rows add up to it.
 */
function netRows(order: OrderDetail) {
  const items = order.items.map((item) => {
    const net = cents(item.net);
    return { item, net, unit: net % item.quantity === 0 ? net / item.quantity : null };
  });
  const goods = items.reduce((sum, i) => sum + i.net, 0);
  const total = order.taxLines.reduce((sum, t) => sum + cents(t.net), 0);
  return { items, goods, shipping: total - goods };
}

export function renderInvoicePdf({
  invoiceNumber,
  issuedAt,
  shopName,
  shopTaxId,
  shopAddress,
  order,
}: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoiceNumber}`, Author: shopName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const billing = order.billingAddress ?? order.shippingAddress;
  doc.fontSize(20).text(shopName);
  doc.fontSize(10);
  for (const line of shopAddress?.split('\n') ?? []) doc.text(line);
  if (shopTaxId) doc.text(`VAT ID / tax number: ${shopTaxId}`);
  doc.moveDown().fontSize(14).text(`Invoice ${invoiceNumber}`);
  // The date of supply is the order date (docs/tax.md, "Invoice"): §14 (4) no. 6 UStG asks for it beside the date.
  doc
    .fontSize(10)
    .text(`Date: ${issuedAt.slice(0, 10)}`)
    .text(`Date of supply: ${order.createdAt.slice(0, 10)}`)
    .text(`Order: ${order.orderNumber} of ${order.createdAt.slice(0, 10)}`)
    .text(`Payment: ${order.paymentMethod}`);
  doc
    .moveDown()
    .text(order.customerName)
    .text(billing.street)
    .text(`${billing.postalCode} ${billing.city}`)
    .text(billing.country);
  doc.moveDown();

  const cols = [50, 300, 360, 430];
  // A row is as tall as its tallest cell (an item name that wraps pushes the next row down) and starts a new page
  // when it would not fit: its cells are placed at one y, which pdfkit would otherwise break onto a page each.
  const row = (cells: string[]) => {
    const widths = cells.map((_, i) => (i === 0 ? 245 : 65));
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, cols[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' }));
    doc.x = 50;
    doc.y = y + height;
    doc.moveDown(0.3);
  };
  const c = order.currency;
  doc.font('Helvetica-Bold');
  row(['Item', 'Qty', order.reverseCharge ? 'Unit net' : 'Unit', order.reverseCharge ? 'Net' : 'Total']);
  doc.font('Helvetica');
  if (order.reverseCharge) {
    // Catalogue prices here would include VAT the buyer was not charged: the rows would not add up to the total.
    const net = netRows(order);
    for (const { item, net: line, unit } of net.items)
      row([itemTitle(item), String(item.quantity), unit === null ? '' : money(unit / 100, c), money(line / 100, c)]);
    doc.moveDown();
    const label = discountTotal(order) > 0 ? 'Subtotal (net, after discounts)' : 'Subtotal (net)';
    row([label, '', '', money(net.goods / 100, c)]);
    row([
      `Shipping (net)${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}`,
      '',
      '',
      money(net.shipping / 100, c),
    ]);
    row(['VAT not charged (reverse charge)', '', '', money(0, c)]);
  } else {
    for (const item of order.items)
      row([itemTitle(item), String(item.quantity), money(item.unitPrice, c), money(item.totalPrice, c)]);
    doc.moveDown();
    row(['Subtotal', '', '', money(order.subtotal, c)]);
    row([
      `Shipping${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}`,
      '',
      '',
      money(order.shippingCost, c),
    ]);
    // Subtotal and shipping are before discounts: without this row the invoice would not add up to its total.
    for (const d of order.discountTotals ?? []) row([`Discount: ${discountLabel(d)}`, '', '', money(-d.amount, c)]);
  }
  doc.font('Helvetica-Bold');
  row(['Total', '', '', money(order.totalAmount, c)]);
  doc.font('Helvetica');
  // Net, rate and tax per rate, as §14 (4) no. 7-8 UStG asks of an invoice; shipping is in its goods' rates.
  doc.moveDown();
  doc.font('Helvetica-Bold');
  row(['VAT rate', 'Net', 'VAT', 'Gross']);
  doc.font('Helvetica');
  for (const t of order.taxLines)
    row([`${t.rate}%`, money(t.net, order.currency), money(t.tax, order.currency), money(t.gross, order.currency)]);
  row(['VAT total', '', money(order.tax, order.currency), '']);
  // §14a (1) UStG: a reverse-charge invoice names the buyer's VAT ID and says the buyer owes the tax, in these words.
  if (order.vatId) doc.moveDown().text(`Customer VAT ID: ${order.vatId}`);
  if (order.reverseCharge) doc.text('Steuerschuldnerschaft des Leistungsempfängers / Reverse charge');
  doc.end();
  return done;
}
