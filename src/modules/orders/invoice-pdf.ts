// Renders an invoice as a one-document PDF (pdfkit's built-in Helvetica; no fonts to ship).
import PDFDocument from 'pdfkit';
import { discountTotal, itemTitle, type OrderDetail } from './order.js';

export interface InvoiceData {
  invoiceNumber: string;
  issuedAt: string;
  shopName: string;
  order: OrderDetail;
}

const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

export function renderInvoicePdf({ invoiceNumber, issuedAt, shopName, order }: InvoiceData): Promise<Buffer> {
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
  doc.moveDown().fontSize(14).text(`Invoice ${invoiceNumber}`);
  doc
    .fontSize(10)
    .text(`Date: ${issuedAt.slice(0, 10)}`)
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
  const row = (cells: string[]) => {
    const y = doc.y;
    cells.forEach((cell, i) =>
      doc.text(cell, cols[i], y, { width: i === 0 ? 245 : 65, align: i === 0 ? 'left' : 'right' }),
    );
    doc.x = 50;
    doc.moveDown(0.3);
  };
  doc.font('Helvetica-Bold');
  row(['Item', 'Qty', 'Unit', 'Total']);
  doc.font('Helvetica');
  for (const item of order.items)
    row([
      itemTitle(item),
      String(item.quantity),
      money(item.unitPrice, order.currency),
      money(item.totalPrice, order.currency),
    ]);
  doc.moveDown();
  row(['Subtotal', '', '', money(order.subtotal, order.currency)]);
  row([
    `Shipping${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}`,
    '',
    '',
    money(order.shippingCost, order.currency),
  ]);
  // Subtotal and shipping are before discounts: without this row the invoice would not add up to its total.
  const discount = discountTotal(order);
  if (discount > 0) row(['Discount', '', '', money(-discount, order.currency)]);
  doc.font('Helvetica-Bold');
  row(['Total', '', '', money(order.totalAmount, order.currency)]);
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
