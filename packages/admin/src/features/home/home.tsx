import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api';
import { useCan } from '../../session';
import { ORDER_STATUSES } from '../../server-rules';
import { Card, PageHeader } from '../../ui/controls';
import { DateTime, Money, Status } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';

/** Midnight today and the Monday of this week, in the browser's time zone, as ISO instants. */
function periodStarts(now = new Date()) {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const week = new Date(today);
  week.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  return { today: today.toISOString(), week: week.toISOString() };
}

function OrderCounts({ title, from }: { title: string; from: string }) {
  // One answer per period: orders and revenue per status (and currency), summed by the database.
  const summary = useQuery(
    api.queryOptions('get', '/api2/admin/orders/summary', { params: { query: { dateFrom: from } } }),
  );
  const of = (status: string) => summary.data?.statuses.filter((s) => s.status === status) ?? [];
  return (
    <Card title={title}>
      {summary.error && <ErrorNotice error={summary.error} onRetry={() => void summary.refetch()} />}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to="/orders"
              search={{ status: [status], dateFrom: from }}
              className="block rounded-md border border-zinc-200 p-2 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
            >
              <Status value={status} />
              <span className="mt-1 block text-lg font-semibold">
                {summary.data ? of(status).reduce((n, s) => n + s.orders, 0) : '…'}
              </span>
              {of(status).map((s) => (
                <span key={s.currency} className="block text-sm text-zinc-600 dark:text-zinc-400">
                  <Money value={s.revenue} currency={s.currency} />
                </span>
              ))}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function NewestOrders() {
  // Refreshed by the live events (live.ts) when orders arrive or change.
  const recent = useQuery(api.queryOptions('get', '/api2/admin/orders/recent', { params: { query: { limit: 8 } } }));
  const intl = useIntl();
  return (
    <Card
      title={intl.formatMessage({ id: 'home.newest' })}
      actions={
        <Link to="/orders" className="text-sm underline">
          <FormattedMessage id="home.allOrders" />
        </Link>
      }
    >
      {recent.error ? (
        <ErrorNotice error={recent.error} onRetry={() => void recent.refetch()} />
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {recent.data?.orders.length === 0 && (
            <li className="py-2 text-zinc-600 dark:text-zinc-400">
              <FormattedMessage id="home.noOrders" />
            </li>
          )}
          {recent.data?.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link to="/orders/$orderId" params={{ orderId: o.id }} className="font-medium underline">
                #{o.orderNumber}
              </Link>
              <span className="min-w-0 flex-1 truncate">{o.customerName}</span>
              <Status value={o.status} />
              <Money value={o.totalAmount} currency={o.currency} />
              <span className="text-zinc-600 dark:text-zinc-400">
                <DateTime value={o.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LowStock() {
  const intl = useIntl();
  const performance = useQuery(api.queryOptions('get', '/api2/admin/products/performance'));
  const rows = performance.data?.lowStock ?? [];
  return (
    <Card title={intl.formatMessage({ id: 'home.lowStock' })}>
      {performance.error ? (
        <ErrorNotice error={performance.error} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="home.noLowStock" />
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
          {rows.slice(0, 8).map((r) => (
            <li key={`${r.productId}-${r.warehouseId}`} className="flex justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">
                {r.name}{' '}
                <span className="text-zinc-600 dark:text-zinc-400">
                  ({r.sku}, {r.warehouseName})
                </span>
              </span>
              <span className="font-medium">
                <FormattedMessage id="home.available" values={{ count: r.available }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function FailedWebhooks() {
  const intl = useIntl();
  const hooks = useQuery(
    api.queryOptions('get', '/api2/admin/webhooks', { params: { query: { status: 'failed', limit: 5 } } }),
  );
  return (
    <Card title={intl.formatMessage({ id: 'home.failedWebhooks' })}>
      {hooks.error ? (
        <ErrorNotice error={hooks.error} />
      ) : (
        <>
          <p className="text-lg font-semibold">{hooks.data?.stats.failed ?? '…'}</p>
          <ul className="text-sm">
            {hooks.data?.webhooks.map((w) => (
              <li key={w.id} className="truncate">
                {w.eventType} → {w.url}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function HomeScreen() {
  const intl = useIntl();
  const can = useCan();
  const { today, week } = periodStarts();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.home' })} />
      <div className="grid gap-4 lg:grid-cols-2">
        {can('orders.read') && <OrderCounts title={intl.formatMessage({ id: 'home.today' })} from={today} />}
        {can('orders.read') && <OrderCounts title={intl.formatMessage({ id: 'home.week' })} from={week} />}
        {can('orders.read') && <NewestOrders />}
        {can('products.read') && <LowStock />}
        {can('webhooks.read') && <FailedWebhooks />}
      </div>
    </>
  );
}
