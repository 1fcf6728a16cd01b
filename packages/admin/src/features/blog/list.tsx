import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, type components } from '../../api';
import { useCan } from '../../session';
import { BLOG_STATUSES } from '../../server-rules';
import type { BlogSearch } from './search';
import { Button, Field, Input, PageHeader, Select } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';

const route = getRouteApi('/app/blog');
const PAGE_SIZE = 50;
type BlogPost = components['schemas']['BlogPost'];

const newLinkClass =
  'rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-600';

/** The posts with the API's filters (title search, status) in the URL. */
export function BlogScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/blog' });
  const intl = useIntl();
  const writable = useCan()('content.write');
  const page = search.page ?? 1;
  const posts = useQuery({
    ...api.queryOptions('get', '/api2/admin/blog', { params: { query: { ...search, limit: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<BlogPost> = [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'content.title' }),
      cell: ({ row }) => (
        <div className="max-w-[24rem] min-w-[8rem]">
          <Link to="/blog/$id" params={{ id: row.original.id }} className="break-words font-medium underline">
            {row.original.title}
          </Link>
          <div className="truncate text-xs text-zinc-600 dark:text-zinc-400">/blog/{row.original.slug}</div>
        </div>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'content.status' }),
      cell: ({ row }) => <FormattedMessage id={`contentStatus.${row.original.status as 'draft'}`} />,
    },
    { id: 'author', header: intl.formatMessage({ id: 'blog.author' }), cell: ({ row }) => row.original.author ?? '—' },
    {
      id: 'published',
      header: intl.formatMessage({ id: 'blog.publishedAt' }),
      cell: ({ row }) => (row.original.publishedAt ? <DateTime value={row.original.publishedAt} /> : '—'),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'content.updatedAt' }),
      cell: ({ row }) => <DateTime value={row.original.updatedAt} />,
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.blog' })}>
        {writable && (
          <Link to="/blog/new" className={newLinkClass}>
            <FormattedMessage id="blog.new" />
          </Link>
        )}
      </PageHeader>
      <form
        role="search"
        key={JSON.stringify(search)}
        className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_12rem_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
          void navigate({
            search: (): BlogSearch => ({ search: value('search'), status: value('status') as BlogSearch['status'] }),
          });
        }}
      >
        <Field label={intl.formatMessage({ id: 'blog.search' })}>
          {(id) => <Input id={id} name="search" type="search" data-list-search defaultValue={search.search ?? ''} />}
        </Field>
        <Field label={intl.formatMessage({ id: 'content.status' })}>
          {(id) => (
            <Select id={id} name="status" defaultValue={search.status ?? ''}>
              <option value="">{intl.formatMessage({ id: 'filter.any' })}</option>
              {BLOG_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `contentStatus.${s}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" tone="primary">
            <FormattedMessage id="filter.apply" />
          </Button>
          <Link from="/blog" to="." search={{}} className="px-2 py-1.5 text-sm underline">
            <FormattedMessage id="filter.reset" />
          </Link>
        </div>
      </form>
      {posts.error && <ErrorNotice error={posts.error} onRetry={() => void posts.refetch()} />}
      <p className="mb-2 text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
        {posts.data && <FormattedMessage id="blog.count" values={{ count: posts.data.total }} />}
      </p>
      <DataTable
        caption={intl.formatMessage({ id: 'nav.blog' })}
        columns={columns}
        rows={posts.data?.posts ?? []}
        rowId={(p) => String(p.id)}
        busy={posts.isFetching}
        empty={<FormattedMessage id={search.search || search.status ? 'blog.noMatch' : 'blog.empty'} />}
        onOpen={(p) => void navigate({ to: '/blog/$id', params: { id: p.id } })}
      />
      {posts.data && (
        <Pager
          page={page}
          totalPages={posts.data.totalPages}
          onPage={(p) => void navigate({ search: (prev: BlogSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      )}
    </>
  );
}
