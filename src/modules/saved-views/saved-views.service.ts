// Saved views of the admin order list (issue 24, item 3): a named filter, personal or shared with all staff,
// listed with the number of orders it matches now. Who may do what: docs/decisions.md, "Saved order views".
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import type { Row } from '../../db/database.js';
import { forbidden, invalid, notFound } from '../../shared/errors.js';
import { hasPermission } from '../admin-users/roles.js';
import { toOrderFilter, type OrderListQuery } from '../orders/order-filter.js';
import type { OrderSortKey } from '../orders/order-list.repository.js';
import type { OrderStatus } from '../orders/order-status.js';
import type { OrdersService } from '../orders/orders.service.js';
import * as repo from './saved-views.repository.js';

/** The order list's query parameters a view keeps (its filters and sort; never a page). */
export interface SavedViewFilter extends Omit<OrderListQuery, 'status'> {
  status?: OrderStatus[];
  sortBy?: OrderSortKey;
  sortOrder?: 'asc' | 'desc';
}

export interface SavedView {
  id: number;
  name: string;
  filter: SavedViewFilter;
  shared: boolean;
  pinned: boolean;
  position: number;
  ownerId: number;
  createdAt: string;
  updatedAt: string;
}

export interface SavedViewWithCount extends SavedView {
  /** Orders matching the filter now, counted as the order list counts its total. */
  count: number;
  countEstimated: boolean;
}

export interface SavedViewInput {
  name: string;
  filter: SavedViewFilter;
  shared?: boolean;
  pinned?: boolean;
  position?: number;
}

/** Who asks: their id owns personal views, their role decides about shared ones. */
export interface Viewer {
  id: number;
  role: string;
}

/** Views one member of staff may have made (personal and shared): the list counts each, so it stays bounded. */
export const MAX_VIEWS_PER_OWNER = 100;

/** The stored filter; views saved while the list took one status hold it as a string. */
function storedFilter(text: string): SavedViewFilter {
  const filter = JSON.parse(text) as Omit<SavedViewFilter, 'status'> & { status?: OrderStatus | OrderStatus[] };
  const { status, ...rest } = filter;
  return status === undefined ? rest : { ...rest, status: [status].flat() };
}

function toView(row: Row<'savedViews'>): SavedView {
  return {
    id: row.id,
    name: row.name,
    filter: storedFilter(row.filter),
    shared: row.shared === 1,
    pinned: row.pinned === 1,
    position: row.position,
    ownerId: row.ownerId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Shared views change what every member of staff sees: only those who may manage orders make or change them. */
function assertMayShare(viewer: Viewer): void {
  if (!hasPermission(viewer.role, 'orders.write'))
    throw forbidden('Shared views are created and changed by staff who may manage orders (orders.write)');
}

/** The filter with empty values dropped, after the checks the order list makes of it (dates). */
function cleanFilter(filter: SavedViewFilter): SavedViewFilter {
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as SavedViewFilter;
  toOrderFilter(kept);
  return kept;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name must not be empty');
  return trimmed;
}

export function createSavedViewsService(deps: { db: Db; clock: Clock; orders: Pick<OrdersService, 'count'> }) {
  const { db, clock, orders } = deps;

  /** The view if the viewer may see it; another member's personal view is not found, as if it did not exist. */
  async function visible(viewer: Viewer, id: number): Promise<SavedView> {
    const row = await repo.findView(db, id);
    if (!row || (row.shared !== 1 && row.ownerId !== viewer.id)) throw notFound('Saved view');
    return toView(row);
  }

  /** A personal view is changed by its owner only; a shared one by anyone who may manage orders. */
  async function changeable(viewer: Viewer, id: number): Promise<SavedView> {
    const view = await visible(viewer, id);
    if (view.shared) assertMayShare(viewer);
    return view;
  }

  async function withCount(view: SavedView): Promise<SavedViewWithCount> {
    const { total, estimated } = await orders.count(toOrderFilter(view.filter));
    return { ...view, count: total, countEstimated: estimated };
  }

  return {
    /** The shared views and the viewer's own, pinned first, each with its live count. */
    async list(viewer: Viewer): Promise<SavedViewWithCount[]> {
      const views = (await repo.findVisibleViews(db, viewer.id)).map(toView);
      return Promise.all(views.map(withCount));
    },

    async get(viewer: Viewer, id: number): Promise<SavedViewWithCount> {
      return withCount(await visible(viewer, id));
    },

    async create(viewer: Viewer, input: SavedViewInput): Promise<SavedViewWithCount> {
      if (input.shared) assertMayShare(viewer);
      const values = { name: cleanName(input.name), filter: cleanFilter(input.filter) };
      if ((await repo.countOwnViews(db, viewer.id)) >= MAX_VIEWS_PER_OWNER)
        throw invalid(`At most ${MAX_VIEWS_PER_OWNER} saved views per member of staff; delete one first`);
      const now = clock.now().toISOString();
      const row = await repo.insertView(db, {
        ownerId: viewer.id,
        name: values.name,
        filter: JSON.stringify(values.filter),
        shared: input.shared ? 1 : 0,
        pinned: input.pinned ? 1 : 0,
        position: input.position ?? 0,
        createdAt: now,
        updatedAt: now,
      });
      return withCount(toView(row));
    },

    /** Changes what the input names; sharing a personal view or taking a shared one back needs orders.write. */
    async update(viewer: Viewer, id: number, input: Partial<SavedViewInput>): Promise<SavedViewWithCount> {
      const view = await changeable(viewer, id);
      if (input.shared !== undefined && input.shared !== view.shared) {
        assertMayShare(viewer);
        // A shared view taken back becomes its owner's again; someone else would take it from everybody, owner included.
        if (!input.shared && view.ownerId !== viewer.id)
          throw forbidden('Only the member of staff who made a shared view can make it personal again');
      }
      const row = await repo.updateView(db, id, {
        ...(input.name !== undefined && { name: cleanName(input.name) }),
        ...(input.filter !== undefined && { filter: JSON.stringify(cleanFilter(input.filter)) }),
        ...(input.shared !== undefined && { shared: input.shared ? 1 : 0 }),
        ...(input.pinned !== undefined && { pinned: input.pinned ? 1 : 0 }),
        ...(input.position !== undefined && { position: input.position }),
        updatedAt: clock.now().toISOString(),
      });
      if (!row) throw notFound('Saved view');
      return withCount(toView(row));
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      await changeable(viewer, id);
      if (!(await repo.deleteView(db, id))) throw notFound('Saved view');
    },
  };
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;
