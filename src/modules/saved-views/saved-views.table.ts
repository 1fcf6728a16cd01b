import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/table-types.js';

/** A saved view of the admin order list; `filter` is the list's query parameters as JSON. */
export interface SavedViewsTable {
  id: Generated<number>;
  ownerId: number;
  name: string;
  filter: string;
  shared: Flag;
  pinned: Flag;
  position: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SavedViewTables {
  savedViews: SavedViewsTable;
}
