import { int, oneOf, text, type QueryOf, type Raw } from '../../url-state.js';
import { ACTOR_TYPES } from '../../server-rules.js';

export type ChangeLogSearch = Omit<QueryOf<'/api2/admin/audit-log'>, 'limit'>;

export function changeLogSearch(raw: Raw): ChangeLogSearch {
  return {
    entityType: text(raw.entityType, 64),
    entityId: text(raw.entityId, 64),
    actorType: oneOf(ACTOR_TYPES, raw.actorType),
    actorId: text(raw.actorId, 64),
    action: text(raw.action, 64),
    requestId: text(raw.requestId, 128),
    cursor: int(raw.cursor),
  };
}
