import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, MoneyInput, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { DateTime, Money } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { UnsavedChanges } from '../../ui/unsaved';

const listRoute = getRouteApi('/app/shipping');
const zoneRoute = getRouteApi('/app/shipping/$id');
const PAGE_SIZE = 50;
type Zone = Answer<'/api2/admin/shipping/zones'>['zones'][number];
type ZoneDetail = Answer<'/api2/admin/shipping/zones/{id}'>;
type Method = ZoneDetail['methods'][number];
type MethodType = Method['methodType'];
const METHOD_TYPES: MethodType[] = ['flat_rate', 'free', 'pickup'];
const ZONE = bodySchema('POST /api2/admin/shipping/zones');
const METHOD = bodySchema('POST /api2/admin/shipping/methods');

/** The zone list (its method counts) and the zones' details after any shipping write. */
function refreshShipping(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    (['/api2/admin/shipping/zones', '/api2/admin/shipping/zones/{id}'] as const).map((path) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(path) }),
    ),
  );
}

/** Prices in the shop's currency (settings.read, which every shipping reader has). */
function useCurrency(): string {
  return useQuery(api.queryOptions('get', '/api2/admin/settings')).data?.currency ?? 'EUR';
}

function AddZone() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: async (name: string) => (await client.POST('/api2/admin/shipping/zones', { body: { name } })).data!,
    onSuccess: async (zone) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'shipping.zoneCreated' }, { name: zone.name }) });
      await refreshShipping(queryClient);
      await navigate({ to: '/shipping/$id', params: { id: zone.id } });
    },
  });
  return (
    <Card title={intl.formatMessage({ id: 'shipping.addZone' })} className="mb-4">
      <form
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto]"
        onSubmit={handleSubmit((f) => {
          if (!create.isPending) create.mutate(f.name);
        })}
      >
        <Field label={intl.formatMessage({ id: 'shipping.zoneName' })} error={errors.name?.message}>
          {(id, d) => (
            <Input id={id} aria-describedby={d} {...register('name', rulesOf(ZONE, 'name', intl, { create: true }))} />
          )}
        </Field>
        <Button tone="primary" type="submit" disabled={create.isPending}>
          <FormattedMessage id="shipping.createZone" />
        </Button>
      </form>
      {create.error && <ErrorNotice error={create.error} />}
    </Card>
  );
}

/** The zones with how many methods each has; a zone opens with its methods. */
export function ShippingScreen() {
  const search = listRoute.useSearch();
  const navigate = useNavigate({ from: '/shipping' });
  const intl = useIntl();
  const writable = useCan()('settings.write');
  const page = search.page ?? 1;
  const zones = useQuery({
    ...api.queryOptions('get', '/api2/admin/shipping/zones', { params: { query: { page, limit: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<Zone> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'shipping.zone' }),
      cell: ({ row }) => (
        <Link to="/shipping/$id" params={{ id: row.original.id }} className="break-words font-medium underline">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'methods',
      header: intl.formatMessage({ id: 'shipping.methodCount' }),
      cell: ({ row }) => intl.formatNumber(row.original.methodCount),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'shipping.updated' }),
      cell: ({ row }) => <DateTime value={row.original.updatedAt} />,
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'shipping.zones' })} />
      {writable && <AddZone />}
      {zones.error && <ErrorNotice error={zones.error} onRetry={() => void zones.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'shipping.zones' })}
        columns={columns}
        rows={zones.data?.zones ?? []}
        rowId={(z) => String(z.id)}
        busy={zones.isFetching}
        empty={<FormattedMessage id="shipping.noZones" />}
        onOpen={(z) => void navigate({ to: '/shipping/$id', params: { id: z.id } })}
      />
      {zones.data && zones.data.totalPages > 1 && (
        <Pager
          page={page}
          totalPages={zones.data.totalPages}
          onPage={(p) => void navigate({ search: { page: p === 1 ? undefined : p } })}
        />
      )}
    </>
  );
}

interface MethodForm {
  name: string;
  methodType: MethodType;
  price: string;
  freeAbove: string;
  isActive: boolean;
}

/** A new method of the zone, or one of its methods changed; the API's refusal is shown in the form, which stays filled in. */
function MethodDialog({ zoneId, method, onClose }: { zoneId: number; method: Method | null; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<MethodForm>({
    defaultValues: {
      name: method?.name ?? '',
      methodType: method?.methodType ?? 'flat_rate',
      price: method ? String(method.price) : '',
      freeAbove: method?.freeAbove == null ? '' : String(method.freeAbove),
      isActive: method?.isActive ?? true,
    },
  });
  const charged = watch('methodType') === 'flat_rate';
  const save = useMutation({
    mutationFn: async (f: MethodForm) => {
      // Names go as typed: the API trims them and refuses a blank one in its own words.
      const body = {
        name: f.name,
        methodType: f.methodType,
        isActive: f.isActive,
        freeAbove: f.freeAbove === '' ? null : Number(f.freeAbove),
        ...(f.methodType === 'flat_rate' ? { price: Number(f.price || 0) } : {}),
      };
      return method
        ? (await client.PUT('/api2/admin/shipping/methods/{id}', { params: { path: { id: method.id } }, body })).data!
        : (await client.POST('/api2/admin/shipping/methods', { body: { ...body, zoneId } })).data!;
    },
    onSuccess: async (saved) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'shipping.methodSaved' }, { name: saved.name }) });
      await refreshShipping(queryClient);
      onClose();
    },
  });
  const number = (field: 'price' | 'freeAbove', label: string, note: string) => (
    <Field label={label} error={errors[field]?.message}>
      {(id, d) => (
        <>
          <MoneyInput
            id={id}
            aria-describedby={[d, `${id}-hint`].filter(Boolean).join(' ')}
            disabled={field === 'price' && !charged}
            {...register(field, rulesOf(METHOD, field, intl))}
          />
          <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            {note} {hintOf(METHOD, field, intl)}
          </p>
        </>
      )}
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        method
          ? intl.formatMessage({ id: 'shipping.editMethod' }, { name: method.name })
          : intl.formatMessage({ id: 'shipping.addMethod' })
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!save.isPending) save.mutate(f);
        })}
      >
        <Field label={intl.formatMessage({ id: 'shipping.methodName' })} error={errors.name?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              {...register('name', rulesOf(METHOD, 'name', intl, { create: true }))}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'shipping.methodType' })}>
          {(id) => (
            <Select id={id} {...register('methodType')}>
              {METHOD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage({ id: `methodType.${t}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {number(
          'price',
          intl.formatMessage({ id: 'shipping.price' }),
          intl.formatMessage({ id: 'shipping.priceHint' }),
        )}
        {number(
          'freeAbove',
          intl.formatMessage({ id: 'shipping.freeAbove' }),
          intl.formatMessage({ id: 'shipping.freeAboveHint' }),
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('isActive')} />
          <FormattedMessage id="shipping.active" />
        </label>
        {save.error && <ErrorNotice error={save.error} />}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending}>
            <FormattedMessage id={method ? 'action.save' : 'shipping.createMethod'} />
          </Button>
          <Button onClick={onClose}>
            <FormattedMessage id="action.cancel" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before a delete; the API's refusal stays in the dialog. */
function ConfirmDelete({
  title,
  description,
  confirm,
  run,
  onClose,
}: {
  title: string;
  description?: string;
  confirm: string;
  run: () => Promise<unknown>;
  onClose: () => void;
}) {
  const remove = useMutation({ mutationFn: run });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      confirm={confirm}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
    />
  );
}

function ZoneName({ zone }: { zone: ZoneDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<{ name: string }>({ defaultValues: { name: zone.name } });
  const save = useMutation({
    mutationFn: (name: string) =>
      client.PUT('/api2/admin/shipping/zones/{id}', { params: { path: { id: zone.id } }, body: { name } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'shipping.zoneSaved' }) });
      await refreshShipping(queryClient);
    },
  });
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={handleSubmit((f) => {
        if (!save.isPending) save.mutate(f.name);
      })}
    >
      <Field
        label={intl.formatMessage({ id: 'shipping.zoneName' })}
        error={errors.name?.message}
        className="w-full max-w-sm"
      >
        {(id, d) => (
          <Input id={id} aria-describedby={d} {...register('name', rulesOf(ZONE, 'name', intl, { create: true }))} />
        )}
      </Field>
      <Button tone="primary" type="submit" disabled={save.isPending || !isDirty}>
        <FormattedMessage id="action.save" />
      </Button>
      {save.error && (
        <div className="basis-full">
          <ErrorNotice error={save.error} />
        </div>
      )}
      <UnsavedChanges dirty={isDirty} />
    </form>
  );
}

/** One zone: its name, its methods with their prices in the shop's currency, each method added, changed or deleted here. */
export function ShippingZoneScreen() {
  const { id } = zoneRoute.useParams();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const writable = useCan()('settings.write');
  const currency = useCurrency();
  const zone = useQuery(api.queryOptions('get', '/api2/admin/shipping/zones/{id}', { params: { path: { id } } }));
  const [editing, setEditing] = useState<Method | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Method | 'zone' | null>(null);
  if (zone.error) return <ErrorNotice error={zone.error} onRetry={() => void zone.refetch()} />;
  if (!zone.data)
    return (
      <p aria-busy="true" className="text-sm">
        <FormattedMessage id="loading" />
      </p>
    );
  const z = zone.data;
  const columns: Columns<Method> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'shipping.methodName' }),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'type',
      header: intl.formatMessage({ id: 'shipping.methodType' }),
      cell: ({ row }) => intl.formatMessage({ id: `methodType.${row.original.methodType}` }),
    },
    {
      id: 'price',
      header: intl.formatMessage({ id: 'shipping.price' }),
      cell: ({ row }) => <Money value={row.original.price} currency={currency} />,
    },
    {
      id: 'freeAbove',
      header: intl.formatMessage({ id: 'shipping.freeAbove' }),
      cell: ({ row }) =>
        row.original.freeAbove === null ? '—' : <Money value={row.original.freeAbove} currency={currency} />,
    },
    {
      id: 'active',
      header: intl.formatMessage({ id: 'shipping.activeCol' }),
      cell: ({ row }) => <FormattedMessage id={row.original.isActive ? 'shipping.active' : 'shipping.inactive'} />,
    },
    ...(writable
      ? [
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'versions.actions' }),
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => setEditing(row.original)}
                  aria-label={intl.formatMessage({ id: 'shipping.editOne' }, { name: row.original.name })}
                >
                  <FormattedMessage id="action.edit" />
                </Button>
                <Button
                  tone="danger"
                  onClick={() => setDeleting(row.original)}
                  aria-label={intl.formatMessage({ id: 'shipping.deleteOne' }, { name: row.original.name })}
                >
                  <FormattedMessage id="action.delete" />
                </Button>
              </div>
            ),
          } satisfies Columns<Method>[number],
        ]
      : []),
  ];
  const removed = async (message: string) => {
    toast({ tone: 'success', title: message });
    setDeleting(null);
    await refreshShipping(queryClient);
  };
  return (
    <>
      <PageHeader title={z.name}>
        <Link to="/shipping" className="px-2 py-1.5 text-sm underline">
          <FormattedMessage id="shipping.allZones" />
        </Link>
        {writable && (
          <Button tone="danger" onClick={() => setDeleting('zone')}>
            <FormattedMessage id="shipping.deleteZone" />
          </Button>
        )}
      </PageHeader>
      {writable && <ZoneName key={z.updatedAt} zone={z} />}
      <Card
        title={intl.formatMessage({ id: 'shipping.methods' })}
        actions={
          writable && (
            <Button tone="primary" onClick={() => setEditing('new')}>
              <FormattedMessage id="shipping.addMethod" />
            </Button>
          )
        }
      >
        <DataTable
          caption={intl.formatMessage({ id: 'shipping.methods' })}
          columns={columns}
          rows={z.methods}
          rowId={(m) => String(m.id)}
          busy={zone.isFetching}
          empty={<FormattedMessage id="shipping.noMethods" />}
        />
      </Card>
      {editing && (
        <MethodDialog zoneId={z.id} method={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting === 'zone' && (
        <ConfirmDelete
          title={intl.formatMessage({ id: 'shipping.deleteZoneTitle' }, { name: z.name })}
          description={intl.formatMessage({ id: 'shipping.deleteZoneWhat' }, { count: z.methods.length })}
          confirm={intl.formatMessage({ id: 'shipping.confirmDeleteZone' })}
          onClose={() => setDeleting(null)}
          run={async () => {
            await client.DELETE('/api2/admin/shipping/zones/{id}', { params: { path: { id: z.id } } });
            // Left before the lists refresh, so the deleted zone is not asked for again.
            await navigate({ to: '/shipping' });
            await removed(intl.formatMessage({ id: 'shipping.zoneDeleted' }, { name: z.name }));
          }}
        />
      )}
      {deleting && deleting !== 'zone' && (
        <ConfirmDelete
          title={intl.formatMessage({ id: 'shipping.deleteMethodTitle' }, { name: deleting.name })}
          confirm={intl.formatMessage({ id: 'shipping.confirmDeleteMethod' })}
          onClose={() => setDeleting(null)}
          run={async () => {
            await client.DELETE('/api2/admin/shipping/methods/{id}', { params: { path: { id: deleting.id } } });
            await removed(intl.formatMessage({ id: 'shipping.methodDeleted' }, { name: deleting.name }));
          }}
        />
      )}
    </>
  );
}
