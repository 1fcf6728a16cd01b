// The order state machine (docs/api-contract.md, States), shared by the admin and the platform surfaces. Pure: no I/O.
import { DomainError } from '../../shared/errors.js';
import type { EventType } from '../webhooks/webhook.js';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled', 'refunded'],
  processing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Events a move into the status emits (processing and delivered have no event type in the spec). */
const EVENTS: Record<OrderStatus, readonly EventType[]> = {
  pending: [],
  paid: ['order.paid', 'payment.completed'],
  processing: [],
  shipped: ['order.shipped'],
  delivered: [],
  cancelled: ['order.cancelled'],
  refunded: ['order.refunded'],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function allowedMoves(from: OrderStatus): OrderStatus[] {
  return [...MOVES[from]];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * Checks a requested status against the current one. Staying in the same status is allowed (it updates
 * tracking data or adds a note); anything else outside the table, unknown values included, is
 * INVALID_STATUS_TRANSITION with the allowed moves in `allowedTransitions`.
 */
export function assertMove(from: OrderStatus, to: string): asserts to is OrderStatus {
  if (isOrderStatus(to) && (to === from || canMove(from, to))) return;
  throw new InvalidMoveError(from, to);
}

/** A refused move; `from` is for callers that report per order (bulk results), the body carries what the spec says. */
export class InvalidMoveError extends DomainError {
  constructor(
    readonly from: OrderStatus,
    to: string,
  ) {
    const allowed = allowedMoves(from);
    const what = isOrderStatus(to) ? `An order cannot move from ${from} to ${to}` : `Unknown order status "${to}"`;
    super('invalid', 'INVALID_STATUS_TRANSITION', `${what}; allowed: ${allowed.join(', ') || 'none'}`, {
      allowedTransitions: allowed,
    });
  }
}

export function eventsOf(to: OrderStatus): readonly EventType[] {
  return EVENTS[to];
}

/** The payment status after a move: paid and refunded say so; other moves keep what the payment was. */
export function paymentStatusAfter(to: OrderStatus, current: PaymentStatus): PaymentStatus {
  if (to === 'paid') return 'paid';
  if (to === 'refunded') return 'refunded';
  return current;
}

/** Moves after which the order's reserved stock is no longer needed (it never ships). */
export function releasesStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'refunded';
}

/** The move that turns reserved stock into shipped stock. */
export function consumesStock(to: OrderStatus): boolean {
  return to === 'shipped';
}
