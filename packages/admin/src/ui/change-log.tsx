import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { api, type Answer } from '../api';
import { useCan } from '../session';
import { Card } from './controls';
import { DateTime, Money, Status } from './format';
import { ErrorNotice } from './notice';
import { taxClassName, taxClassesQuery } from './pickers';

export type ChangeLogEntry = Answer<'/api2/admin/audit-log'>['entries'][number];

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const STATUS_FIELDS = new Set(['status', 'fromStatus', 'toStatus']);
/** Yes/no columns a stored row (an order as placed) carries as 0 and 1. */
const FLAG_FIELDS = new Set(['reverseCharge', 'isHidden', 'isDefault', 'isVerified']);
/** Fields whose values are amounts in euros (the API's shapes: product snapshots, tax lines); *Cents ones are cents. */
const MONEY_FIELDS = new Set([
  'price',
  'compareAtPrice',
  'unitPrice',
  'totalAmount',
  'subtotal',
  'shippingCost',
  'refundAmount',
  'amount',
  'net',
  'tax',
  'gross',
]);

/** A message of the catalogue when it has one, else the fallback (field names and codes it does not know). */
function known(intl: IntlShape, id: string, fallback: string): string {
  return id in intl.messages ? intl.formatMessage({ id: id as 'changeLog.field' }) : fallback;
}

/** `customerEmail` → "Customer email": fields the catalogue does not name still read as words. */
function words(name: string): string {
  const spaced = name
    .replace(/(Cents|Bp)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

export function fieldLabel(intl: IntlShape, field: string): string {
  return known(intl, `field.${field.replace(/(Cents|Bp)$/, '')}`, words(field));
}

/** Stored JSON (tax lines, addresses) arrives as text: read it as the value it stands for. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A product's tax class by its name, as the product form shows it; by its id to staff who may not read the classes
 * (settings.read) and for a class deleted since.
 */
function TaxClassValue({ id }: { id: number }) {
  const intl = useIntl();
  const classes = useQuery({ ...taxClassesQuery, enabled: useCan()('settings.read') });
  const c = classes.data?.classes.find((k) => k.id === id);
  return c ? `${taxClassName(intl, c)} (${c.code})` : `#${id}`;
}

/** A recorded value the way the screens show it: money, dates, statuses and words in the staff's language. */
export function FieldValue({ field, value }: { field: string; value: unknown }): ReactNode {
  const intl = useIntl();
  const v = parsed(value);
  // A product without a class of its own is taxed at the standard rate.
  if (field === 'taxClassId' && v === null) return intl.formatMessage({ id: 'product.taxClassDefault' });
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'taxClassId' && typeof v === 'number') return <TaxClassValue id={v} />;
  if (field.endsWith('Cents') && typeof v === 'number') return <Money value={v / 100} />;
  if (MONEY_FIELDS.has(field) && typeof v === 'number') return <Money value={v} />;
  if (field.endsWith('Bp') && typeof v === 'number')
    return intl.formatNumber(v / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  if (typeof v === 'boolean' || (FLAG_FIELDS.has(field) && (v === 0 || v === 1)))
    return intl.formatMessage({ id: v ? 'value.yes' : 'value.no' });
  if (typeof v === 'string') {
    if (STATUS_FIELDS.has(field) && `status.${v}` in intl.messages) return <Status value={v} />;
    if (field === 'paymentMethod') return known(intl, `paymentMethod.${v}`, v);
    if (field === 'paymentStatus') return known(intl, `payment.${v}`, v);
    if (field === 'role') return known(intl, `role.${v}`, v);
    if (ISO_DATE_TIME.test(v)) return <DateTime value={v} />;
    return v;
  }
  // Ids and numbers such as an order's are names, not amounts: no grouping.
  if (typeof v === 'number') return field === 'id' || /(Id|Number)$/.test(field) ? String(v) : intl.formatNumber(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return '—';
    return (
      <ul className="flex flex-col gap-0.5">
        {v.map((item, i) => (
          <li key={i}>
            <FieldValue field={field} value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof v === 'object') {
    const pairs = Object.entries(v as Record<string, unknown>);
    return (
      <span>
        {pairs.map(([k, inner], i) => (
          <span key={k}>
            {i > 0 && ', '}
            {fieldLabel(intl, k)}: <FieldValue field={k} value={inner} />
          </span>
        ))}
      </span>
    );
  }
  return String(v);
}

/** The record an entry is about, named as staff call it and linked to its screen where it has one. */
function Subject({ entry }: { entry: ChangeLogEntry }) {
  const intl = useIntl();
  const kind = known(intl, `entity.${entry.entityType}`, words(entry.entityType));
  const name =
    entry.entityType === 'order' && entry.entityName
      ? intl.formatMessage({ id: 'changeLog.orderNumber' }, { number: entry.entityName })
      : (entry.entityName ?? `#${entry.entityId}`);
  const label = `${kind} ${name}`;
  // Tap targets of 24 px on a phone.
  const link = 'underline max-sm:inline-block max-sm:py-1';
  switch (entry.entityType) {
    case 'order':
      return (
        <Link to="/orders/$orderId" params={{ orderId: Number(entry.entityId) }} className={link}>
          {label}
        </Link>
      );
    case 'product':
      return (
        <Link to="/products/$id" params={{ id: Number(entry.entityId) }} className={link}>
          {label}
        </Link>
      );
    case 'customer':
      return (
        <Link to="/customers/$customerId" params={{ customerId: Number(entry.entityId) }} className={link}>
          {label}
        </Link>
      );
    default:
      return <>{label}</>;
  }
}

/** Who acted: the person's or key's name; the kind of actor where there is none (system, guest, a deleted admin). */
export function actorLabel(intl: IntlShape, actorType: string, actorName: string | null): string {
  const kind = known(intl, `actor.${actorType}`, words(actorType));
  return actorName ?? kind;
}

/** Who (actor, request) changed which field from what to what. */
export function ChangeLogEntries({ entries }: { entries: ChangeLogEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="changeLog.empty" />
      </p>
    );
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800">
          <p className="flex flex-wrap gap-x-3">
            <span className="font-medium">
              <Subject entry={entry} /> · {known(intl, `logAction.${entry.action}`, words(entry.action))}
            </span>
            <span>
              <DateTime value={entry.createdAt} />
            </span>
            <span>
              {intl.formatMessage(
                { id: 'changeLog.by' },
                { actor: actorLabel(intl, entry.actorType, entry.actorName) },
              )}
            </span>
            {entry.requestId && (
              <Link
                to="/change-log"
                search={{ requestId: entry.requestId }}
                className="text-zinc-600 underline max-sm:inline-block max-sm:py-1 dark:text-zinc-400"
              >
                {intl.formatMessage({ id: 'changeLog.sameRequest' })}
              </Link>
            )}
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <table className="mt-1 w-full table-fixed text-xs">
              <caption className="sr-only">{intl.formatMessage({ id: 'changeLog.fields' })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.field' })}
                  </th>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.before' })}
                  </th>
                  <th scope="col" className="text-left">
                    {intl.formatMessage({ id: 'changeLog.after' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(entry.changes).map(([field, [before, after]]) => (
                  <tr key={field} className="align-top">
                    <th scope="row" className="pr-2 text-left font-normal">
                      {fieldLabel(intl, field)}
                    </th>
                    <td className="break-words pr-2">
                      <FieldValue field={field} value={before} />
                    </td>
                    <td className="break-words">
                      <FieldValue field={field} value={after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ol>
  );
}

const auditQuery = (entityType: string, entityId: string) =>
  api.queryOptions('get', '/api2/admin/audit-log', { params: { query: { entityType, entityId, limit: 20 } } });

/**
 * The change-log entries of one order or customer (shown to roles that may read the log); an order's list has its
 * returns' entries too, so what happened to the goods reads in one place.
 */
export function EntityChangeLog({ entityType, entityId }: { entityType: string; entityId: string }) {
  const can = useCan();
  const intl = useIntl();
  const allowed = can('audit.read');
  const log = useQuery({ ...auditQuery(entityType, entityId), enabled: allowed });
  // The same query as the order screen's returns table, so it is asked once.
  const returns = useQuery({
    ...api.queryOptions('get', '/api2/admin/returns', { params: { query: { orderId: Number(entityId), limit: 20 } } }),
    enabled: allowed && entityType === 'order',
  });
  const returnLogs = useQueries({
    queries: (returns.data?.returns ?? []).map((r) => ({ ...auditQuery('return', String(r.id)), enabled: allowed })),
  });
  if (!allowed) return null;
  const entries = [...(log.data?.entries ?? []), ...returnLogs.flatMap((q) => q.data?.entries ?? [])]
    .sort((a, b) => b.id - a.id)
    .slice(0, 20);
  return (
    <Card
      title={intl.formatMessage({ id: 'nav.changeLog' })}
      actions={
        <Link
          to="/change-log"
          search={{ entityType, entityId }}
          className="text-sm underline max-sm:inline-block max-sm:py-1"
        >
          <FormattedMessage id="changeLog.all" />
        </Link>
      }
    >
      {log.error ? (
        <ErrorNotice error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <ChangeLogEntries entries={entries} />
      )}
    </Card>
  );
}
