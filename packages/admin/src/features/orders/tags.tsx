import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { Button, Field, Input } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';

type Tag = { id: number; name: string };

/** After a tag change: the tag list, and the orders (their rows and details show tag names). */
function useTagsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/order-tags') }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders') }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders/{id}') }),
    ]);
}

function NewTag() {
  const intl = useIntl();
  const changed = useTagsChanged();
  const { register, handleSubmit, reset } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (name: string) => client.POST('/api2/admin/order-tags', { body: { name } }),
    onSuccess: async () => {
      reset();
      await changed();
    },
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={handleSubmit(({ name }) => {
        if (name.trim() && !create.isPending) create.mutate(name.trim());
      })}
    >
      <Field label={intl.formatMessage({ id: 'tags.newName' })}>
        {(id) => <Input id={id} maxLength={100} {...register('name', { required: true, maxLength: 100 })} />}
      </Field>
      <Button tone="primary" type="submit" disabled={create.isPending}>
        <FormattedMessage id="tags.create" />
      </Button>
      {create.error && <ErrorNotice error={create.error} />}
    </form>
  );
}

function TagRow({ tag }: { tag: Tag }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const changed = useTagsChanged();
  const [name, setName] = useState(tag.name);
  const [deleting, setDeleting] = useState(false);
  const rename = useMutation({
    mutationFn: (next: string) =>
      client.PATCH('/api2/admin/order-tags/{id}', { params: { path: { id: tag.id } }, body: { name: next } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'tags.renamed' }) });
      await changed();
    },
    onError: (e) => failureToast(e),
  });
  const remove = useMutation({
    mutationFn: () => client.DELETE('/api2/admin/order-tags/{id}', { params: { path: { id: tag.id } } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'tags.deleted' }, { name: tag.name }) });
      setDeleting(false);
      await changed();
    },
  });
  return (
    <li className="flex flex-wrap items-end gap-2 border-t border-zinc-200 py-2 dark:border-zinc-800">
      <form
        className="flex flex-1 flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name.trim() !== tag.name && !rename.isPending) rename.mutate(name.trim());
        }}
      >
        <Field label={intl.formatMessage({ id: 'tags.nameOf' }, { name: tag.name })} className="flex-1">
          {(id) => <Input id={id} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Button type="submit" disabled={rename.isPending || !name.trim() || name.trim() === tag.name}>
          <FormattedMessage id="tags.rename" />
        </Button>
      </form>
      <Button
        tone="danger"
        aria-label={intl.formatMessage({ id: 'tags.deleteOne' }, { name: tag.name })}
        onClick={() => setDeleting(true)}
      >
        <FormattedMessage id="action.delete" />
      </Button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title={intl.formatMessage({ id: 'tags.deleteTitle' }, { name: tag.name })}
        description={intl.formatMessage({ id: 'tags.deleteWhat' })}
        confirm={<FormattedMessage id="tags.confirmDelete" />}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** Create, rename and delete order tags: a dialog opened from the orders list and the order's tags. */
export function ManageTags() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const tags = useQuery({ ...api.queryOptions('get', '/api2/admin/order-tags'), enabled: open });
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="tags.manage" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={intl.formatMessage({ id: 'tags.title' })}>
        <NewTag />
        {tags.error && <ErrorNotice error={tags.error} onRetry={() => void tags.refetch()} />}
        <ul className="mt-3" aria-label={intl.formatMessage({ id: 'tags.title' })}>
          {tags.data?.tags.map((tag) => (
            <TagRow key={`${tag.id}:${tag.name}`} tag={tag} />
          ))}
        </ul>
        {tags.data?.tags.length === 0 && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <FormattedMessage id="order.noTags" />
          </p>
        )}
      </Dialog>
    </>
  );
}
