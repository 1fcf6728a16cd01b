// The texts of the customer mails about an order. Pure: the caller sends them.
import type { Mail } from '../mail/mailer.js';
import { discountLabel, itemTitle, type OrderDetail } from './order.js';

export const ORDER_MAIL_TYPES = [
  'order_confirmation',
  'shipping_confirmation',
  'invoice',
  'cancellation',
  'refund',
] as const;
export type OrderMailType = (typeof ORDER_MAIL_TYPES)[number];

const eur = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

function lines(order: OrderDetail): string[] {
  return [
    ...order.items.map((i) => `  ${i.quantity} × ${itemTitle(i)} — ${eur(i.totalPrice, order.currency)}`),
    '',
    `Subtotal: ${eur(order.subtotal, order.currency)}`,
    `Shipping: ${eur(order.shippingCost, order.currency)}`,
    ...(order.discountTotals ?? []).map((d) => `Discount ${discountLabel(d)}: ${eur(-d.amount, order.currency)}`),
    `Total: ${eur(order.totalAmount, order.currency)} (incl. VAT: ${eur(order.tax, order.currency)})`,
    ...order.taxLines.map(
      (t) => `  ${t.rate}% VAT: ${eur(t.tax, order.currency)} on ${eur(t.net, order.currency)} net`,
    ),
    ...(order.reverseCharge
      ? [`Reverse charge (Steuerschuldnerschaft des Leistungsempfängers), VAT ID ${order.vatId}`]
      : []),
  ];
}

function address(order: OrderDetail): string[] {
  const a = order.shippingAddress;
  return [order.customerName, a.street, `${a.postalCode} ${a.city}`, a.country];
}

export function orderMail(type: OrderMailType, order: OrderDetail, shopName: string): Mail {
  const greeting = `Hello ${order.customerName},`;
  const sign = ['', `Your ${shopName} team`];
  switch (type) {
    case 'order_confirmation':
      return {
        to: order.customerEmail,
        subject: `${shopName}: order ${order.orderNumber} received`,
        text: [
          greeting,
          '',
          `thank you for your order ${order.orderNumber}. We have received it:`,
          '',
          ...lines(order),
          '',
          'It goes to:',
          ...address(order),
          ...sign,
        ].join('\n'),
      };
    case 'shipping_confirmation':
      return {
        to: order.customerEmail,
        subject: `${shopName}: order ${order.orderNumber} is on its way`,
        text: [
          greeting,
          '',
          `your order ${order.orderNumber} has been shipped.`,
          ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
          ...(order.trackingUrl ? [`Track it at: ${order.trackingUrl}`] : []),
          '',
          ...address(order),
          ...sign,
        ].join('\n'),
      };
    case 'cancellation':
      return {
        to: order.customerEmail,
        subject: `${shopName}: order ${order.orderNumber} cancelled`,
        text: [
          greeting,
          '',
          `your order ${order.orderNumber} has been cancelled. Nothing of it will be sent or charged.`,
          'If you had paid already, the money is paid back to you.',
          '',
          ...lines(order),
          ...sign,
        ].join('\n'),
      };
    case 'refund':
      return {
        to: order.customerEmail,
        subject: `${shopName}: refund for order ${order.orderNumber}`,
        text: [
          greeting,
          '',
          order.status === 'refunded'
            ? `we have refunded your order ${order.orderNumber}: ${eur(order.totalAmount, order.currency)} go back to you by ${order.paymentMethod}.`
            : `we have refunded part of your order ${order.orderNumber}; the money goes back to you by ${order.paymentMethod}.`,
          '',
          ...lines(order),
          ...sign,
        ].join('\n'),
      };
    case 'invoice':
      return {
        to: order.customerEmail,
        subject: `${shopName}: invoice ${order.invoice?.invoiceNumber ?? ''} for order ${order.orderNumber}`,
        text: [
          greeting,
          '',
          `here is the invoice ${order.invoice?.invoiceNumber ?? ''} for your order ${order.orderNumber} (attached as a PDF):`,
          '',
          ...lines(order),
          ...sign,
        ].join('\n'),
      };
  }
}
