// Live lists: the server's event stream (GET /api2/admin/events, server-sent events fed by the database's change
// counters, so a commit on any instance arrives) tells the dashboard what changed; the queries it names refetch.
import type { paths } from '@shop-backend/shop-client';
import { queryClient, queryKeyOf, type GetPath } from './api';
import { meQuery, refreshSession } from './session';

// Typed as a path of the API: removing or renaming the route breaks the typecheck (EventSource is not openapi-fetch).
const EVENTS: keyof paths = '/api2/admin/events';

const SALES_QUERIES: GetPath[] = [
  '/api2/admin/orders',
  '/api2/admin/orders/recent',
  '/api2/admin/saved-views',
  '/api2/admin/returns',
  '/api2/admin/customers',
  // A placed or cancelled order takes or gives back a promotion's use: the list's counts and reports follow.
  '/api2/admin/promotions',
  '/api2/admin/promotions/{id}/report',
];

/** Connects while the shell is shown; returns the disconnect. `onNewOrders` is told how many arrived. */
export function followLiveEvents(onNewOrders: (count: number) => void): () => void {
  let source: EventSource | null = null;
  let closed = false;
  const refetch = (paths: GetPath[]) =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: queryKeyOf(path) })));
  const connect = () => {
    source = new EventSource(EVENTS);
    source.addEventListener('orders.created', (event) => {
      const { orders } = JSON.parse((event as MessageEvent<string>).data) as { orders: unknown[] };
      onNewOrders(orders.length);
      void refetch(SALES_QUERIES);
    });
    source.addEventListener('orders.changed', () => void refetch(SALES_QUERIES));
    // The role no longer reads orders: stop listening (a reconnect would be refused) and read the role again, so the
    // navigation and actions follow it.
    source.addEventListener('access.ended', () => {
      source?.close();
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    });
    // The access cookie expired under the stream: renew it, then listen again.
    source.addEventListener('session.ended', () => {
      source?.close();
      void refreshSession().then((renewed) => {
        if (renewed && !closed) connect();
      });
    });
  };
  connect();
  return () => {
    closed = true;
    source?.close();
  };
}
