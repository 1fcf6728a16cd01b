import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, type Answer } from '../../api';
import { Button, Field, Input, PageHeader } from '../../ui/controls';
import { DateTime, Money } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';

const route = getRouteApi('/app/customers');
type Row = Pick<
  Answer<'/api2/admin/customers'>['customers'][number],
  'id' | 'email' | 'firstName' | 'lastName' | 'orderCount' | 'totalSpent'
> & { isGuest?: boolean; createdAt?: string };

export function CustomersScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/customers' });
  const intl = useIntl();
  const searching = (search.q?.length ?? 0) >= 2;
  // The list pages through everyone (guests included); a search asks the API's search, which matches orders'
  // names, e-mails and phones, registered or not.
  const list = useQuery({
    ...api.queryOptions('get', '/api2/admin/customers', { params: { query: { page: search.page ?? 1, limit: 50 } } }),
    enabled: !searching,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    ...api.queryOptions('get', '/api2/admin/customers/search', { params: { query: { q: search.q ?? '' } } }),
    enabled: searching,
  });
  const rows: Row[] = searching
    ? (found.data ?? []).map((c) => ({ ...c, isGuest: c.id < 0 }))
    : (list.data?.customers ?? []);
  const error = searching ? found.error : list.error;
  const columns: Columns<Row> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'customers.name' }),
      cell: ({ row }) => (
        <Link
          to="/customers/$customerId"
          params={{ customerId: row.original.id }}
          className="block max-w-[16rem] truncate font-medium underline max-sm:py-1"
        >
          {`${row.original.firstName} ${row.original.lastName}`.trim() || row.original.email}
        </Link>
      ),
    },
    {
      id: 'email',
      header: intl.formatMessage({ id: 'customers.email' }),
      cell: ({ row }) => <span className="block max-w-[16rem] truncate">{row.original.email}</span>,
    },
    {
      id: 'kind',
      header: intl.formatMessage({ id: 'customers.kind' }),
      cell: ({ row }) => <FormattedMessage id={row.original.isGuest ? 'customers.guest' : 'customers.registered'} />,
    },
    {
      id: 'orders',
      header: intl.formatMessage({ id: 'nav.orders' }),
      // A card (phone) has no column header to say what the number counts.
      cell: ({ row }) => (
        <>
          <span className="sm:hidden">
            <FormattedMessage id="customers.orderCount" values={{ count: row.original.orderCount }} />
          </span>
          <span className="max-sm:hidden">{row.original.orderCount}</span>
        </>
      ),
    },
    {
      id: 'spent',
      header: intl.formatMessage({ id: 'customers.spent' }),
      cell: ({ row }) => <Money value={row.original.totalSpent} />,
    },
    {
      id: 'since',
      header: intl.formatMessage({ id: 'customers.since' }),
      cell: ({ row }) => (row.original.createdAt ? <DateTime value={row.original.createdAt} /> : '—'),
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.customers' })} />
      <form
        role="search"
        key={search.q ?? ''}
        className="mb-4 flex max-w-lg items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          void navigate({ search: q ? { q } : {} });
        }}
      >
        <Field label={intl.formatMessage({ id: 'customers.search' })} className="flex-1">
          {(id) => (
            <Input id={id} name="q" type="search" data-list-search minLength={2} defaultValue={search.q ?? ''} />
          )}
        </Field>
        <Button type="submit" tone="primary">
          <FormattedMessage id="action.search" />
        </Button>
      </form>
      {error && <ErrorNotice error={error} onRetry={() => void (searching ? found.refetch() : list.refetch())} />}
      <DataTable
        caption={intl.formatMessage({ id: 'nav.customers' })}
        cards
        numeric={['orders', 'spent']}
        columns={columns}
        rows={rows}
        rowId={(c) => String(c.id)}
        busy={searching ? found.isFetching : list.isFetching}
        empty={<FormattedMessage id={searching ? 'customers.noMatch' : 'customers.empty'} />}
        onOpen={(c) => void navigate({ to: '/customers/$customerId', params: { customerId: c.id } })}
      />
      {!searching && list.data && (
        <Pager
          page={list.data.page}
          totalPages={list.data.totalPages}
          onPage={(page) => void navigate({ search: page === 1 ? {} : { page } })}
        />
      )}
    </>
  );
}
