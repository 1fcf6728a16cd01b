// Saved order views, stored on the server (personal, or shared with all staff): pinned ones in the sidebar with
// their live counts, saving the current view and deleting views on the orders screen.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { api, client } from '../api';
import { useCan } from '../session';
import type { OrdersSearch } from '../features/orders/search';
import { Button, Field, Input } from './controls';
import { Dialog } from './dialog';
import { ErrorNotice, errorText } from './notice';
import { useToast } from './toasts';

const viewsQuery = api.queryOptions('get', '/api2/admin/saved-views');

export function PinnedViews({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const views = useQuery(viewsQuery);
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
              className="flex justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
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
      const { page: _page, ...filter } = search;
      const { data } = await client.POST('/api2/admin/saved-views', { body: { ...body, filter } });
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

export function ViewList() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const views = useQuery(viewsQuery);
  const remove = useMutation({
    mutationFn: (id: number) => client.DELETE('/api2/admin/saved-views/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQuery.queryKey }),
    onError: (error) =>
      toast({ tone: 'error', title: intl.formatMessage({ id: 'action.failed' }), description: errorText(error) }),
  });
  const all = views.data?.views ?? [];
  if (all.length === 0) return null;
  return (
    <details className="mb-3 text-sm">
      <summary className="cursor-pointer font-medium">
        <FormattedMessage id="views.title" />
      </summary>
      <ul className="mt-2 flex flex-col gap-1">
        {all.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center gap-2">
            <Link to="/orders" search={v.filter} className="underline">
              {v.name}
            </Link>
            <span className="text-zinc-600 dark:text-zinc-400">
              <FormattedMessage id={v.shared ? 'views.isShared' : 'views.isPersonal'} /> ·{' '}
              <FormattedNumber value={v.count} />
            </span>
            <Button
              tone="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(v.id)}
              aria-label={intl.formatMessage({ id: 'views.delete' }, { name: v.name })}
            >
              <FormattedMessage id="action.delete" />
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
