import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import type { MediaSearch } from './search';
import { Button, Card, Field, Input, PageHeader } from '../../ui/controls';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toasts';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { uploadEach, uploadMedia } from '../../ui/uploads';
import type { components } from '../../api';

const route = getRouteApi('/app/media');
type MediaItem = components['schemas']['MediaItem'];

function Upload() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setProgress({ done: 0, total: files.length });
    setFailures(
      await uploadEach(files, uploadMedia, { alt }, (done) => setProgress({ done, total: files.length }), intl),
    );
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/media') });
  };
  return (
    <Card title={intl.formatMessage({ id: 'media.upload' })} className="mb-4">
      <div
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void upload([...e.dataTransfer.files]);
        }}
        className="grid grid-cols-1 gap-2 rounded-md border-2 border-dashed border-zinc-300 p-3 sm:grid-cols-2 dark:border-zinc-700"
      >
        <p className="text-sm sm:col-span-2">
          <FormattedMessage id="images.drop" />
        </p>
        <Field label={intl.formatMessage({ id: 'images.alt' })}>
          {(id) => <Input id={id} value={alt} maxLength={500} onChange={(e) => setAlt(e.target.value)} />}
        </Field>
        <Field label={intl.formatMessage({ id: 'images.choose' })}>
          {(id) => (
            <input
              id={id}
              type="file"
              multiple
              accept="image/*"
              className="text-sm"
              disabled={progress !== null}
              onChange={(e) => {
                void upload([...(e.currentTarget.files ?? [])]);
                e.currentTarget.value = '';
              }}
            />
          )}
        </Field>
        {progress && (
          <p className="flex items-center gap-2 text-sm sm:col-span-2" aria-live="polite">
            <progress
              max={progress.total}
              value={progress.done}
              aria-label={intl.formatMessage({ id: 'images.progress' })}
            />
            <FormattedMessage id="images.uploaded" values={{ done: progress.done, total: progress.total }} />
          </p>
        )}
        {failures.length > 0 && (
          // The alert around the list, not on it: role="alert" on the <ul> would take its list role from its items.
          <div role="alert" className="text-sm text-red-800 sm:col-span-2 dark:text-red-300">
            <ul>
              {failures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}

/** The delete confirmation, listing first where the item is used (products lose the image; posts and pages would show a broken one). */
function DeleteMedia({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const uses = api.useQuery('get', '/api2/admin/media/{id}/uses', { params: { path: { id: item.id } } });
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await client.DELETE('/api2/admin/media/{id}', { params: { path: { id: item.id } } });
      toast({ tone: 'success', title: intl.formatMessage({ id: 'media.deleted' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/media') });
      onClose();
    } catch (e) {
      failureToast(e);
      setDeleting(false);
    }
  };
  const u = uses.data;
  const count = u ? u.products.length + u.posts.length + u.pages.length : 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'media.deleteTitle' }, { name: item.originalName })}
    >
      {uses.error && <ErrorNotice error={uses.error} onRetry={() => void uses.refetch()} />}
      {uses.isPending && (
        <p className="text-sm">
          <FormattedMessage id="loading" />
        </p>
      )}
      {u &&
        (count === 0 ? (
          <p className="text-sm">
            <FormattedMessage id="media.unused" />
          </p>
        ) : (
          <section aria-label={intl.formatMessage({ id: 'media.usedBy' }, { count })} className="text-sm">
            <p className="mb-2 font-medium">
              <FormattedMessage id="media.usedBy" values={{ count }} />
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {u.products.map((p) => (
                <li key={`p${p.id}`}>
                  <FormattedMessage
                    id="media.useProduct"
                    values={{
                      link: (
                        <Link to="/products/$id" params={{ id: p.id }} className="underline">
                          {p.name}
                        </Link>
                      ),
                    }}
                  />
                </li>
              ))}
              {u.posts.map((p) => (
                <li key={`b${p.id}`}>
                  <FormattedMessage
                    id="media.usePost"
                    values={{
                      link: (
                        <Link to="/blog/$id" params={{ id: p.id }} className="underline">
                          {p.title}
                        </Link>
                      ),
                    }}
                  />
                </li>
              ))}
              {u.pages.map((p) => (
                <li key={`s${p.id}`}>
                  <FormattedMessage
                    id="media.usePage"
                    values={{
                      link: (
                        <Link to="/pages/$pageId" params={{ pageId: p.id }} className="underline">
                          {p.title}
                        </Link>
                      ),
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>
          <FormattedMessage id="catalogue.cancel" />
        </Button>
        <Button tone="danger" disabled={!u || deleting} onClick={() => void remove()}>
          <FormattedMessage id="media.confirmDelete" />
        </Button>
      </div>
    </Dialog>
  );
}

export function MediaScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/media' });
  const intl = useIntl();
  const can = useCan();
  const page = search.page ?? 1;
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const media = useQuery({
    ...api.queryOptions('get', '/api2/admin/media', { params: { query: { ...search, limit: 50 } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<MediaItem> = [
    {
      id: 'preview',
      header: intl.formatMessage({ id: 'media.preview' }),
      cell: ({ row }) => (
        <img
          src={row.original.thumbnailUrl ?? row.original.url}
          alt={row.original.alt}
          className="h-12 w-12 rounded object-cover"
          loading="lazy"
        />
      ),
    },
    {
      id: 'name',
      header: intl.formatMessage({ id: 'media.name' }),
      cell: ({ row }) => (
        <a href={row.original.url} className="break-all underline">
          {row.original.originalName}
        </a>
      ),
    },
    {
      id: 'alt',
      header: intl.formatMessage({ id: 'images.alt' }),
      cell: ({ row }) => <span className="break-words">{row.original.alt || '—'}</span>,
    },
    { id: 'type', header: intl.formatMessage({ id: 'media.type' }), cell: ({ row }) => row.original.mimeType },
    {
      id: 'size',
      header: intl.formatMessage({ id: 'media.size' }),
      cell: ({ row }) =>
        intl.formatNumber(row.original.sizeBytes / 1024, { maximumFractionDigits: 0, style: 'unit', unit: 'kilobyte' }),
    },
    {
      id: 'dimensions',
      header: intl.formatMessage({ id: 'media.dimensions' }),
      cell: ({ row }) => (row.original.width ? `${row.original.width} × ${row.original.height}` : '—'),
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'media.created' }),
      cell: ({ row }) => <DateTime value={row.original.createdAt} />,
    },
    ...(can('content.write')
      ? ([
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'media.actions' }),
            cell: ({ row }) => (
              <Button
                tone="danger"
                onClick={() => setDeleting(row.original)}
                aria-label={intl.formatMessage({ id: 'media.deleteOf' }, { name: row.original.originalName })}
              >
                <FormattedMessage id="action.delete" />
              </Button>
            ),
          },
        ] satisfies Columns<MediaItem>)
      : []),
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.media' })} />
      {can('content.write') && <Upload />}
      <form
        role="search"
        key={search.search ?? ''}
        className="mb-4 flex max-w-lg items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('search') ?? '').trim();
          void navigate({ search: q ? { search: q } : {} });
        }}
      >
        <Field label={intl.formatMessage({ id: 'media.search' })} className="flex-1">
          {(id) => <Input id={id} name="search" type="search" data-list-search defaultValue={search.search ?? ''} />}
        </Field>
        <Button type="submit" tone="primary">
          <FormattedMessage id="action.search" />
        </Button>
      </form>
      {media.error && <ErrorNotice error={media.error} onRetry={() => void media.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'nav.media' })}
        columns={columns}
        rows={media.data?.media ?? []}
        rowId={(m) => String(m.id)}
        busy={media.isFetching}
        empty={<FormattedMessage id={search.search ? 'media.noMatch' : 'media.empty'} />}
      />
      {deleting && <DeleteMedia item={deleting} onClose={() => setDeleting(null)} />}
      {media.data && (
        <Pager
          page={page}
          totalPages={media.data.totalPages}
          onPage={(p) => void navigate({ search: (prev: MediaSearch) => ({ ...prev, page: p === 1 ? undefined : p }) })}
        />
      )}
    </>
  );
}
