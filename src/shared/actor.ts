/** Who calls a service method. Surfaces decide who may call; services decide what is allowed. */
export type Actor =
  | { kind: 'admin'; id: number; role: string }
  | { kind: 'customer'; id: number }
  | { kind: 'apiKey'; id: number; permission: 'read' | 'read_write' }
  | { kind: 'system' };

export const systemActor: Actor = { kind: 'system' };

/** A short text naming the actor, stored with versions and stock adjustments. */
export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'admin':
      return `admin:${actor.id}`;
    case 'customer':
      return `customer:${actor.id}`;
    case 'apiKey':
      return `api_key:${actor.id}`;
    case 'system':
      return 'system';
  }
}
