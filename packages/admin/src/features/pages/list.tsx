import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, type components } from '../../api';
import { useCan } from '../../session';
import { PAGE_STATUSES } from '../../server-rules';
import type { PagesSearch } from './search';
import { Button, Field, PageHeader, Select } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';

const route = getRouteApi('/app/pages');
const PAGE_SIZE = 50;
type ContentPage = components['schemas']['ContentPage'];

/** The pages with the API's filter (status) in the URL. */
export function PagesScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/pages' });
  const intl = useIntl();
  const writable = useCan()('content.write');
  const page = search.page ?? 1;
  const pages = useQuery({
    ...api.queryOptions('get', '/api2/admin/pages', { params: { query: { ...search, limit: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<ContentPage> = [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'content.title' }),
      cell: ({ row }) => (
        <div className="max-w-[24rem] min-w-[8rem]">
          <Link to="/pages/$pageId" params={{ pageId: row.original.id }} className="break-words font-medium underline">
            {row.original.title}
          </Link>
          <div className="truncate text-xs text-zinc-600 dark:text-zinc-400">/{row.original.slug}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'content.status' }),
      cell: ({ row }) => <FormattedMessage id={`contentStatus.${row.original.status as 'draft'}`} />,
    },
    {
      id: 'sections',
      header: intl.formatMessage({ id: 'pages.sections' }),
      cell: ({ row }) => intl.formatNumber(row.original.sectionCount),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'content.updatedAt' }),
      cell: ({ row }) => <DateTime value={row.original.updatedAt} />,
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.pages' })}>
        {writable && (
          <Link
            to="/pages/new"
            className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-600"
          >
            <FormattedMessage id="pages.new" />
          </Link>
        )}
      </PageHeader>
      <form
        role="search"
        key={JSON.stringify(search)}
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const status = String(new FormData(e.currentTarget).get('status') ?? '') || undefined;
          void navigate({ search: (): PagesSearch => ({ status: status as PagesSearch['status'] }) });
        }}
      >
        <Field label={intl.formatMessage({ id: 'content.status' })} className="w-48">
          {(id) => (
            <Select id={id} name="status" defaultValue={search.status ?? ''}>
              <option value="">{intl.formatMessage({ id: 'filter.any' })}</option>
              {PAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `contentStatus.${s}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" tone="primary">
          <FormattedMessage id="filter.apply" />
        </Button>
        <Link from="/pages" to="." search={{}} className="px-2 py-1.5 text-sm underline">
          <FormattedMessage id="filter.reset" />
        </Link>
      </form>
      {pages.error && <ErrorNotice error={pages.error} onRetry={() => void pages.refetch()} />}
      <p className="mb-2 text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
        {pages.data && <FormattedMessage id="pages.count" values={{ count: pages.data.total }} />}
      </p>
      <DataTable
        caption={intl.formatMessage({ id: 'nav.pages' })}
        columns={columns}
        rows={pages.data?.pages ?? []}
        rowId={(p) => p.id}
        busy={pages.isFetching}
        empty={<FormattedMessage id={search.status ? 'pages.noMatch' : 'pages.empty'} />}
        onOpen={(p) => void navigate({ to: '/pages/$pageId', params: { pageId: p.id } })}
      />
      {pages.data && (
        <Pager
          page={page}
          totalPages={pages.data.totalPages}
          onPage={(p) => void navigate({ search: (prev: PagesSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      )}
    </>
  );
}
