// Saved order views, stored on the server (personal, or shared with all staff): pinned ones in the sidebar with
// their live counts; saving, renaming, updating with the current filter and deleting views on the orders screen.
// The view the list shows now is marked (aria-current) wherever views are listed.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { api, client } from '../api';
import { useCan } from '../session';
import type { OrdersSearch } from '../features/orders/search';
import { Button, Field, Input } from './controls';
import { Dialog } from './dialog';
import { ErrorNotice, useFailureToast } from './notice';
import { useToast } from './toasts';

const viewsQuery = api.queryOptions('get', '/api2/admin/saved-views');

/** What a view keeps of the list's URL: its filters and sort, not the page or the page size. */
export function viewFilter(search: OrdersSearch): Omit<OrdersSearch, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...filter } = search;
  return filter;
}

/**
 * The filter as one comparable text: keys sorted, empty values dropped (a URL leaves them out), the list's default
 * sort filled in (the server keeps it with a view; the URL leaves it out).
 */
function filterKey(filter: Record<string, unknown>): string {
  const set = Object.entries(filter).filter(
    ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return JSON.stringify(
    Object.entries({ sortBy: 'createdAt', sortOrder: 'desc', ...Object.fromEntries(set) }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
}

/** The filter of the order list shown now, or null off the orders screen. */
function useShownFilter(): string | null {
  const location = useRouterState({ select: (s) => s.location });
  return location.pathname === '/orders' ? filterKey(viewFilter(location.search as OrdersSearch)) : null;
}

export function PinnedViews({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const views = useQuery(viewsQuery);
  const shown = useShownFilter();
  const pinned = views.data?.views.filter((v) => v.pinned) ?? [];
  if (pinned.length === 0) return null;
  return (
    <div className="mt-4">
      <h2 className="mb-1 px-2 text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="views.title" />
      </h2>
      <ul className="flex flex-col gap-1">
        {pinned.map((v) => (
          <li key={v.id}>
            <Link
              to="/orders"
              search={v.filter}
              onClick={onNavigate}
              aria-label={intl.formatMessage({ id: 'views.link' }, { name: v.name, count: v.count })}
              aria-current={shown === filterKey(v.filter) ? 'page' : undefined}
              className="flex justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-zinc-100 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-900 dark:hover:bg-zinc-800 dark:aria-[current=page]:bg-blue-950 dark:aria-[current=page]:text-blue-100"
            >
              <span className="truncate">{v.name}</span>
              <span className="font-medium">
                {v.countEstimated ? '~' : ''}
                <FormattedNumber value={v.count} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SaveView({ search }: { search: OrdersSearch }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="views.save" />
      </Button>
      <SaveViewDialog open={open} onOpenChange={setOpen} search={search} />
    </>
  );
}

/** Saving the orders list's filter as a view (also from the command palette). */
export function SaveViewDialog({
  open,
  onOpenChange: setOpen,
  search,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: OrdersSearch;
}) {
  const intl = useIntl();
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { name: '', shared: false, pinned: true } });
  const save = useMutation({
    mutationFn: async (body: { name: string; shared: boolean; pinned: boolean }) => {
      const { data } = await client.POST('/api2/admin/saved-views', { body: { ...body, filter: viewFilter(search) } });
      return data;
    },
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'views.saved' }) });
      setOpen(false);
      reset();
      await queryClient.invalidateQueries({ queryKey: viewsQuery.queryKey });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'views.save' })}
      description={intl.formatMessage({ id: 'views.saveWhat' })}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((body) => {
          if (!save.isPending) save.mutate(body);
        })}
      >
        <Field
          label={intl.formatMessage({ id: 'views.name' })}
          error={errors.name && intl.formatMessage({ id: 'form.required' })}
        >
          {(id, describedBy) => (
            <Input id={id} aria-describedby={describedBy} {...register('name', { required: true, maxLength: 100 })} />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('pinned')} />
          <FormattedMessage id="views.pinned" />
        </label>
        {can('orders.write') && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('shared')} />
            <FormattedMessage id="views.shared" />
          </label>
        )}
        {save.error && <ErrorNotice error={save.error} />}
        <Button tone="primary" type="submit" disabled={save.isPending} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      </form>
    </Dialog>
  );
}

type View = NonNullable<ReturnType<typeof useViews>['data']>['views'][number];
const useViews = () => useQuery(viewsQuery);

function RenameView({ view, open, onOpenChange }: { view: View; open: boolean; onOpenChange: (o: boolean) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ values: { name: view.name } });
  const rename = useMutation({
    mutationFn: async (name: string) => {
      const { data } = await client.PATCH('/api2/admin/saved-views/{id}', {
        params: { path: { id: view.id } },
        body: { name },
      });
      return data;
    },
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'views.renamed' }) });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: viewsQuery.queryKey });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'views.renameTitle' })}>
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit(({ name }) => {
          if (!rename.isPending) rename.mutate(name.trim());
        })}
      >
        <Field
          label={intl.formatMessage({ id: 'views.name' })}
          error={errors.name && intl.formatMessage({ id: 'form.required' })}
        >
          {(id, describedBy) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              {...register('name', { required: true, maxLength: 100, validate: (v) => v.trim() !== '' })}
            />
          )}
        </Field>
        {rename.error && <ErrorNotice error={rename.error} />}
        <Button tone="primary" type="submit" disabled={rename.isPending} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      </form>
    </Dialog>
  );
}

/** Every visible view on the orders screen: open, rename, update with the filter shown now, delete. */
export function ViewList({ search }: { search: OrdersSearch }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const views = useViews();
  const [renaming, setRenaming] = useState<View | null>(null);
  const shown = filterKey(viewFilter(search));
  const failed = (error: unknown) => failureToast(error);
  const remove = useMutation({
    mutationFn: (id: number) => client.DELETE('/api2/admin/saved-views/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQuery.queryKey }),
    onError: failed,
  });
  const update = useMutation({
    mutationFn: async (view: View) => {
      const { data } = await client.PATCH('/api2/admin/saved-views/{id}', {
        params: { path: { id: view.id } },
        body: { filter: viewFilter(search) },
      });
      return data;
    },
    onSuccess: async (_data, view) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'views.updated' }, { name: view.name }) });
      await queryClient.invalidateQueries({ queryKey: viewsQuery.queryKey });
    },
    onError: failed,
  });
  const all = views.data?.views ?? [];
  const active = all.some((v) => filterKey(v.filter) === shown);
  // Open while a view is shown, and kept open when the filter then changes (to update that view); closed by hand.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (active) setOpen((was) => was ?? true);
  }, [active]);
  if (all.length === 0) return null;
  return (
    <details
      className="mb-3 text-sm"
      open={open ?? active}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        setOpen((was) => (was === null && !now ? null : now));
      }}
    >
      <summary className="cursor-pointer font-medium">
        <FormattedMessage id="views.title" />
      </summary>
      <ul className="mt-2 flex flex-col gap-1">
        {all.map((v) => {
          const current = filterKey(v.filter) === shown;
          return (
            <li key={v.id} className="flex flex-wrap items-center gap-2">
              <Link
                to="/orders"
                search={v.filter}
                aria-current={current ? 'page' : undefined}
                className="underline aria-[current=page]:font-semibold"
              >
                {v.name}
              </Link>
              <span className="text-zinc-600 dark:text-zinc-400">
                {current && (
                  <span className="mr-1 rounded bg-blue-100 px-1.5 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                    <FormattedMessage id="views.active" />
                  </span>
                )}
                <FormattedMessage id={v.shared ? 'views.isShared' : 'views.isPersonal'} /> ·{' '}
                <FormattedNumber value={v.count} />
              </span>
              <Button
                onClick={() => setRenaming(v)}
                aria-label={intl.formatMessage({ id: 'views.rename' }, { name: v.name })}
              >
                <FormattedMessage id="action.rename" />
              </Button>
              {!current && (
                <Button
                  disabled={update.isPending}
                  onClick={() => update.mutate(v)}
                  aria-label={intl.formatMessage({ id: 'views.update' }, { name: v.name })}
                >
                  <FormattedMessage id="views.updateShort" />
                </Button>
              )}
              <Button
                tone="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(v.id)}
                aria-label={intl.formatMessage({ id: 'views.delete' }, { name: v.name })}
              >
                <FormattedMessage id="action.delete" />
              </Button>
            </li>
          );
        })}
      </ul>
      {renaming && <RenameView view={renaming} open onOpenChange={(open) => !open && setRenaming(null)} />}
    </details>
  );
}
