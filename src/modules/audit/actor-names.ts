// Who acted is stored as an id (the change log's actor_type + actor_id, or describeActor's `admin:1` text in order
// history and product versions); readers want the person's name. Names are looked up when read, not copied into the
// rows, so a renamed admin reads with the current name and an entry keeps working after its actor is deleted (null).
import type { Db } from '../../db/open.js';
import { findActorNames, findEntityNames, type ActorIds, type EntityIds } from './actor-names.repository.js';

export interface ActorRef {
  type: string;
  id: string | null;
}

const KINDS = { admin: 'admin', customer: 'customer', api_key: 'apiKey' } as const;

/** `admin:1` → {type: admin, id: 1}; other texts (`system`, `guest`) are a type without an id. */
export function parseActor(text: string): ActorRef {
  const m = /^(admin|customer|api_key):(\d+)$/.exec(text);
  return m ? { type: m[1]!, id: m[2]! } : { type: text, id: null };
}

/** A lookup of the refs' names, filled with one query per kind of actor among them; null where there is no name. */
export async function actorNames(db: Db, refs: readonly ActorRef[]): Promise<(ref: ActorRef) => string | null> {
  const ids: ActorIds = { admin: [], customer: [], apiKey: [] };
  const key = (ref: ActorRef) => {
    const kind = KINDS[ref.type as keyof typeof KINDS];
    const id = ref.id === null ? NaN : Number(ref.id);
    return kind && Number.isSafeInteger(id) ? { kind, id } : undefined;
  };
  for (const ref of refs) {
    const k = key(ref);
    if (k) ids[k.kind].push(k.id);
  }
  const names = await findActorNames(db, ids);
  return (ref) => {
    const k = key(ref);
    return k ? (names[k.kind].get(k.id) ?? null) : null;
  };
}

const ENTITY_KINDS: readonly string[] = ['order', 'product', 'customer', 'category'] satisfies (keyof EntityIds)[];

/** A lookup of what staff call the change log's entities (an order's number, a product's name …); null for others. */
export async function entityNames(
  db: Db,
  refs: readonly { entityType: string; entityId: string }[],
): Promise<(ref: { entityType: string; entityId: string }) => string | null> {
  const ids: EntityIds = { order: [], product: [], customer: [], category: [] };
  const key = (ref: { entityType: string; entityId: string }) => {
    const id = Number(ref.entityId);
    return ENTITY_KINDS.includes(ref.entityType) && Number.isSafeInteger(id)
      ? { kind: ref.entityType as keyof EntityIds, id }
      : undefined;
  };
  for (const ref of refs) {
    const k = key(ref);
    if (k) ids[k.kind].push(k.id);
  }
  const names = await findEntityNames(db, ids);
  return (ref) => {
    const k = key(ref);
    return k ? (names[k.kind].get(k.id) ?? null) : null;
  };
}
