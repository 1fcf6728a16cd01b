// The return request state machine. Pure.
import { DomainError } from '../../shared/errors.js';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};

/** Order statuses in which goods can come back. */
export const RETURNABLE_ORDER_STATUSES: readonly string[] = ['shipped', 'delivered'];

export function allowedReturnMoves(from: ReturnStatus): ReturnStatus[] {
  return [...MOVES[from]];
}

/** Same status is allowed (a note update); other moves follow the table, else INVALID_STATUS_TRANSITION. */
export function assertReturnMove(from: ReturnStatus, to: string): asserts to is ReturnStatus {
  if (to === from || (MOVES[from] as readonly string[]).includes(to)) return;
  const allowed = allowedReturnMoves(from);
  throw new DomainError(
    'invalid',
    'INVALID_STATUS_TRANSITION',
    `A return cannot move from ${from} to ${to}; allowed: ${allowed.join(', ') || 'none'}`,
    {
      allowedTransitions: allowed,
    },
  );
}
