import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { bodySchema, rulesOf } from '../../ui/schema-rules';

type Category = Answer<'/api2/admin/categories'>['categories'][number];
const CREATE = bodySchema('POST /api2/admin/categories');

/** The categories below a parent, in the order the shop shows them (the API's order: sortOrder, name, id). */
function childrenOf(all: Category[], parentId: number | null) {
  return all.filter((c) => c.parentId === parentId);
}

/** A category and everything below it: what it cannot be moved under. */
function subtree(all: Category[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all)
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
  }
  return ids;
}

function useCategoryWrite() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (writes: { id: number; body: { parentId?: number | null; sortOrder?: number } }[]) => {
      for (const w of writes)
        await client.PUT('/api2/admin/categories/{id}', { params: { path: { id: w.id } }, body: w.body });
    },
    onSuccess: () => toast({ tone: 'success', title: intl.formatMessage({ id: 'categories.saved' }) }),
    onError: (e) => failureToast(e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/categories') }),
  });
}

function AddCategory({ parent, onClose }: { parent: Category | null; onClose: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (name: string) =>
      client.POST('/api2/admin/categories', { body: { name, parentId: parent?.id ?? null } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/categories') });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        parent
          ? intl.formatMessage({ id: 'categories.addUnder' }, { name: parent.name })
          : intl.formatMessage({ id: 'categories.add' })
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!create.isPending) create.mutate(f.name.trim());
        })}
      >
        <Field label={intl.formatMessage({ id: 'products.name' })} error={errors.name?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              {...register('name', rulesOf(CREATE, 'name', intl, { create: true }))}
            />
          )}
        </Field>
        {create.error && <ErrorNotice error={create.error} />}
        <Button tone="primary" type="submit" disabled={create.isPending} className="self-start">
          <FormattedMessage id="action.create" />
        </Button>
      </form>
    </Dialog>
  );
}

function Node({
  category,
  all,
  siblings,
  writable,
}: {
  category: Category;
  all: Category[];
  siblings: Category[];
  writable: boolean;
}) {
  const intl = useIntl();
  const write = useCategoryWrite();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const index = siblings.findIndex((s) => s.id === category.id);
  const children = childrenOf(all, category.id);
  const excluded = subtree(all, category.id);
  // A parent counts its subcategories' products too, as the product list it links to shows them.
  const productCount = all.filter((c) => excluded.has(c.id)).reduce((sum, c) => sum + c.productCount, 0);
  // Reordering writes the whole sibling list's positions: equal sortOrders would otherwise leave the order to names.
  const move = (to: number) => {
    const order = [...siblings];
    const [item] = order.splice(index, 1);
    order.splice(to, 0, item!);
    write.mutate(
      order
        .map((c, i) => ({ id: c.id, body: { sortOrder: (i + 1) * 10 } }))
        .filter((w, i) => order[i]!.sortOrder !== w.body.sortOrder),
    );
  };
  const remove = useMutation({
    mutationFn: () => client.DELETE('/api2/admin/categories/{id}', { params: { path: { id: category.id } } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'categories.deleted' }) });
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/categories') });
    },
  });
  return (
    <li className="py-1">
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800">
        <span className="min-w-0 flex-1 break-words font-medium">{category.name}</span>
        <Link to="/products" search={{ category: category.slug }} className="underline">
          <FormattedMessage id="categories.products" values={{ count: productCount }} />
        </Link>
        {writable && (
          <>
            <Button
              disabled={index === 0 || write.isPending}
              onClick={() => move(index - 1)}
              aria-label={intl.formatMessage({ id: 'categories.up' }, { name: category.name })}
            >
              ↑
            </Button>
            <Button
              disabled={index === siblings.length - 1 || write.isPending}
              onClick={() => move(index + 1)}
              aria-label={intl.formatMessage({ id: 'categories.down' }, { name: category.name })}
            >
              ↓
            </Button>
            <Select
              aria-label={intl.formatMessage({ id: 'categories.moveUnder' }, { name: category.name })}
              value={category.parentId ?? ''}
              className="w-auto! max-w-[14rem]"
              onChange={(e) =>
                write.mutate([
                  { id: category.id, body: { parentId: e.target.value === '' ? null : Number(e.target.value) } },
                ])
              }
            >
              <option value="">{intl.formatMessage({ id: 'categories.topLevel' })}</option>
              {all
                .filter((c) => !excluded.has(c.id))
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </Select>
            <Button
              onClick={() => setAdding(true)}
              aria-label={intl.formatMessage({ id: 'categories.addUnder' }, { name: category.name })}
            >
              +
            </Button>
            <Button
              tone="danger"
              disabled={remove.isPending}
              onClick={() => setDeleting(true)}
              aria-label={intl.formatMessage({ id: 'categories.deleteOne' }, { name: category.name })}
            >
              <FormattedMessage id="action.delete" />
            </Button>
            <ConfirmDialog
              open={deleting}
              onOpenChange={(open) => {
                setDeleting(open);
                if (!open) remove.reset();
              }}
              title={intl.formatMessage({ id: 'categories.deleteTitle' }, { name: category.name })}
              description={intl.formatMessage({ id: 'categories.deleteWhat' })}
              confirm={<FormattedMessage id="categories.confirmDelete" />}
              pending={remove.isPending}
              error={remove.error}
              onConfirm={() => remove.mutate()}
            />
          </>
        )}
      </div>
      {children.length > 0 && (
        <ul className="ml-6 border-l border-zinc-200 pl-2 dark:border-zinc-800">
          {children.map((c) => (
            <Node key={c.id} category={c} all={all} siblings={children} writable={writable} />
          ))}
        </ul>
      )}
      {adding && <AddCategory parent={category} onClose={() => setAdding(false)} />}
    </li>
  );
}

export function CategoriesScreen() {
  const intl = useIntl();
  const writable = useCan()('products.write');
  const [adding, setAdding] = useState(false);
  const list = useQuery(api.queryOptions('get', '/api2/admin/categories', { params: { query: { limit: 200 } } }));
  const all = list.data?.categories ?? [];
  const top = childrenOf(all, null);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.categories' })}>
        {writable && (
          <Button tone="primary" onClick={() => setAdding(true)}>
            <FormattedMessage id="categories.add" />
          </Button>
        )}
      </PageHeader>
      {list.error && <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && top.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="categories.empty" />
        </p>
      )}
      <ul aria-label={intl.formatMessage({ id: 'categories.tree' })} aria-busy={list.isFetching}>
        {top.map((c) => (
          <Node key={c.id} category={c} all={all} siblings={top} writable={writable} />
        ))}
      </ul>
      {adding && <AddCategory parent={null} onClose={() => setAdding(false)} />}
    </>
  );
}
