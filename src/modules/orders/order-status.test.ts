import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../../shared/errors.js';
import {
  allowedMoves,
  assertMove,
  canMove,
  eventsOf,
  ORDER_STATUSES,
  paymentStatusAfter,
  type OrderStatus,
} from './order-status.js';
import { allowedReturnMoves, assertReturnMove, RETURN_STATUSES } from './return-status.js';

// The admin (and platform) order status table.
const TABLE: Record<OrderStatus, OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled', 'refunded'],
  processing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

function refusal(fn: () => void): DomainError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof DomainError);
    return e;
  }
  assert.fail('expected a refusal');
}

test('every pair of statuses follows the table; staying is allowed', () => {
  for (const from of ORDER_STATUSES) {
    assert.deepEqual(allowedMoves(from).sort(), [...TABLE[from]].sort(), `moves from ${from}`);
    for (const to of ORDER_STATUSES) {
      const allowed = TABLE[from].includes(to);
      assert.equal(canMove(from, to), allowed, `${from} → ${to}`);
      if (allowed || to === from) {
        assertMove(from, to);
      } else {
        const e = refusal(() => assertMove(from, to));
        assert.equal(e.kind, 'invalid');
        assert.equal(e.code, 'INVALID_STATUS_TRANSITION');
        assert.deepEqual(e.details, { allowedTransitions: TABLE[from] });
      }
    }
  }
});

test('an unknown status is refused with the allowed moves', () => {
  const e = refusal(() => assertMove('pending', 'completed'));
  assert.equal(e.code, 'INVALID_STATUS_TRANSITION');
  assert.deepEqual(e.details, { allowedTransitions: ['paid', 'cancelled'] });
  assert.match(e.message, /Unknown order status "completed"/);
});

test('events and payment status per target', () => {
  assert.deepEqual(eventsOf('paid'), ['order.paid', 'payment.completed']);
  assert.deepEqual(eventsOf('shipped'), ['order.shipped']);
  assert.deepEqual(eventsOf('cancelled'), ['order.cancelled']);
  assert.deepEqual(eventsOf('refunded'), ['order.refunded']);
  assert.deepEqual(eventsOf('processing'), []);
  assert.deepEqual(eventsOf('delivered'), []);
  assert.equal(paymentStatusAfter('paid', 'failed'), 'paid');
  assert.equal(paymentStatusAfter('refunded', 'paid'), 'refunded');
  assert.equal(paymentStatusAfter('cancelled', 'pending'), 'pending');
});

test('returns: requested → approved | rejected, approved → received, received → refunded', () => {
  const table: Record<string, string[]> = {
    requested: ['approved', 'rejected'],
    approved: ['received'],
    received: ['refunded'],
    rejected: [],
    refunded: [],
  };
  for (const from of RETURN_STATUSES) {
    assert.deepEqual(allowedReturnMoves(from), table[from]);
    for (const to of RETURN_STATUSES) {
      if (to === from || table[from]!.includes(to)) assertReturnMove(from, to);
      else assert.deepEqual(refusal(() => assertReturnMove(from, to)).details, { allowedTransitions: table[from] });
    }
  }
});
