import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, Pager, editDeleteColumn, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { ConflictDialog, ifMatch, taggedQueryOptions, useConflict, type Tagged } from '../../ui/conflict';
import { UnsavedChanges } from '../../ui/unsaved';
import { taxClassName, taxClassesQuery } from '../../ui/pickers';

type Settings = Answer<'/api2/admin/tax/settings'>;
type TaxClass = Answer<'/api2/admin/tax/classes'>['classes'][number];
type Rate = Answer<'/api2/admin/tax/rates'>['rates'][number];
const CLASS = bodySchema('POST /api2/admin/tax/classes');
const RATE = bodySchema('POST /api2/admin/tax/rates');
const SETTINGS = bodySchema('PUT /api2/admin/tax/settings');
const PAGE_SIZE = 50;

/** Classes (their rate counts) and rates after any tax write: each changes what the other lists. */
function refreshTax(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    (['/api2/admin/tax/classes', '/api2/admin/tax/rates', '/api2/admin/tax/settings'] as const).map((path) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(path) }),
    ),
  );
}

type SettingsForm = Pick<Settings, 'prices' | 'grossMode' | 'rounding' | 'shopCountry'>;
const formOf = (s: Settings): SettingsForm => ({
  prices: s.prices,
  grossMode: s.grossMode,
  rounding: s.rounding,
  shopCountry: s.shopCountry,
});
const settingsQuery = taggedQueryOptions(api.queryOptions('get', '/api2/admin/tax/settings').queryKey, (signal) =>
  client.GET('/api2/admin/tax/settings', { signal }),
);
const CHOICES = {
  prices: ['gross', 'net'],
  grossMode: ['constant_gross', 'constant_net'],
  rounding: ['line', 'order'],
} as const;
type Choice = keyof typeof CHOICES;
const choiceLabel = (name: Choice, value: string) => `tax.${name}.${value}` as MessageId;

function SettingsEditor({ tagged, writable }: { tagged: Tagged<Settings>; writable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<SettingsForm>({ defaultValues: formOf(tagged.value), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = form;
  const edit = useConflict({ tagged, form, formOf, queryKey: settingsQuery.queryKey });
  const save = useMutation({
    mutationFn: ({ values, base }: { values: SettingsForm; base: Tagged<Settings> | null }) =>
      client.PUT('/api2/admin/tax/settings', {
        headers: ifMatch(base?.etag),
        body: { ...values, shopCountry: values.shopCountry.trim().toUpperCase() },
      }),
    onSuccess: async (_answer, { values }) => {
      edit.saved(values);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'tax.settingsSaved' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/tax/settings') });
    },
    onError: (error, { values, base }) => edit.failed(error, values, base),
  });
  const choice = (name: Choice) => (
    <Field key={name} label={intl.formatMessage({ id: `tax.${name}` })}>
      {(id) => (
        <Select id={id} disabled={!writable || (name === 'grossMode' && watch('prices') === 'net')} {...register(name)}>
          {CHOICES[name].map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: choiceLabel(name, value) })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const shown = (value: unknown, field: string) =>
    field in CHOICES ? intl.formatMessage({ id: choiceLabel(field as Choice, String(value)) }) : String(value);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!save.isPending) save.mutate({ values, base: edit.base });
      })}
    >
      <Card title={intl.formatMessage({ id: 'tax.settings' })} className="mb-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {choice('prices')}
          {choice('grossMode')}
          {choice('rounding')}
          <Field label={intl.formatMessage({ id: 'tax.shopCountry' })} error={errors.shopCountry?.message}>
            {(id, d) => (
              <>
                <Input
                  id={id}
                  readOnly={!writable}
                  aria-describedby={[d, `${id}-hint`].filter(Boolean).join(' ')}
                  {...register('shopCountry', {
                    ...rulesOf(SETTINGS, 'shopCountry', intl, { patternMessage: 'rule.country' }),
                    setValueAs: (v: string) => v.trim().toUpperCase(),
                  })}
                />
                <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                  <FormattedMessage id="tax.shopCountryHint" />
                </p>
              </>
            )}
          </Field>
        </div>
        {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
        {writable && (
          <Button tone="primary" type="submit" disabled={save.isPending || !isDirty} className="mt-3">
            <FormattedMessage id="action.save" />
          </Button>
        )}
      </Card>
      <ConflictDialog
        key={edit.conflict?.theirsTag.etag}
        conflict={edit.conflict}
        label={(field) => intl.formatMessage({ id: `tax.${field as keyof SettingsForm}` })}
        show={shown}
        saving={save.isPending}
        onSave={(values, etag) =>
          save.mutate({ values, base: { value: edit.conflict!.theirsTag.value as Settings, etag } })
        }
        onDiscard={(stored) => {
          save.reset();
          edit.discard(stored);
        }}
        onCancel={edit.dismiss}
      />
      <UnsavedChanges dirty={isDirty} />
    </form>
  );
}

/** Asks before a delete; the API's refusal (a class in use: who uses it) stays in the dialog. */
function ConfirmDelete({
  title,
  description,
  confirm,
  run,
  onClose,
}: {
  title: string;
  description: string;
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

function AddClass() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ code: string; name: string }>({ defaultValues: { code: '', name: '' } });
  const create = useMutation({
    mutationFn: async (body: { code: string; name: string }) =>
      (await client.POST('/api2/admin/tax/classes', { body })).data!,
    onSuccess: async (created) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'tax.classCreated' }, { name: created.name }) });
      reset();
      await refreshTax(queryClient);
    },
  });
  return (
    <form
      className="mb-3 grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={handleSubmit((f) => {
        if (!create.isPending) create.mutate(f);
      })}
    >
      <Field label={intl.formatMessage({ id: 'tax.code' })} error={errors.code?.message}>
        {(id, d) => (
          <Input id={id} aria-describedby={d} {...register('code', rulesOf(CLASS, 'code', intl, { create: true }))} />
        )}
      </Field>
      <Field label={intl.formatMessage({ id: 'tax.className' })} error={errors.name?.message}>
        {(id, d) => (
          <Input id={id} aria-describedby={d} {...register('name', rulesOf(CLASS, 'name', intl, { create: true }))} />
        )}
      </Field>
      <Button tone="primary" type="submit" disabled={create.isPending} className="sm:mt-6">
        <FormattedMessage id="tax.createClass" />
      </Button>
      {create.error && (
        <div className="sm:col-span-3">
          <ErrorNotice error={create.error} />
        </div>
      )}
    </form>
  );
}

function RenameClass({ taxClass, onClose }: { taxClass: TaxClass; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: taxClass.name } });
  const save = useMutation({
    mutationFn: async (name: string) =>
      (await client.PUT('/api2/admin/tax/classes/{id}', { params: { path: { id: taxClass.id } }, body: { name } }))
        .data!,
    onSuccess: async (saved) => {
      toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'tax.classSaved' }, { name: taxClassName(intl, saved) }),
      });
      await refreshTax(queryClient);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'tax.renameClass' }, { name: taxClassName(intl, taxClass) })}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!save.isPending) save.mutate(f.name);
        })}
      >
        <Field label={intl.formatMessage({ id: 'tax.className' })} error={errors.name?.message}>
          {(id, d) => (
            <Input id={id} aria-describedby={d} {...register('name', rulesOf(CLASS, 'name', intl, { create: true }))} />
          )}
        </Field>
        {save.error && <ErrorNotice error={save.error} />}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending}>
            <FormattedMessage id="action.save" />
          </Button>
          <Button onClick={onClose}>
            <FormattedMessage id="action.cancel" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ClassesCard({ classes, busy, writable }: { classes: TaxClass[]; busy: boolean; writable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<TaxClass | null>(null);
  const [deleting, setDeleting] = useState<TaxClass | null>(null);
  const columns: Columns<TaxClass> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'tax.className' }),
      cell: ({ row }) => (
        <span className="font-medium">
          {taxClassName(intl, row.original)}
          {row.original.builtIn && (
            <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">
              <FormattedMessage id="tax.builtIn" />
            </span>
          )}
        </span>
      ),
    },
    { id: 'code', header: intl.formatMessage({ id: 'tax.code' }), cell: ({ row }) => <code>{row.original.code}</code> },
    {
      id: 'rates',
      header: intl.formatMessage({ id: 'tax.rateCount' }),
      cell: ({ row }) => intl.formatNumber(row.original.rateCount),
    },
    ...(writable
      ? [
          editDeleteColumn<TaxClass>(intl, {
            name: (c) => taxClassName(intl, c),
            editLabel: 'tax.editOne',
            deleteLabel: 'tax.deleteOne',
            onEdit: setRenaming,
            onDelete: setDeleting,
            canDelete: (c) => !c.builtIn,
          }),
        ]
      : []),
  ];
  return (
    <Card title={intl.formatMessage({ id: 'tax.classes' })} className="mb-4">
      {writable && <AddClass />}
      <DataTable
        caption={intl.formatMessage({ id: 'tax.classes' })}
        columns={columns}
        rows={classes}
        rowId={(c) => String(c.id)}
        busy={busy}
        empty={<FormattedMessage id="tax.noClasses" />}
      />
      {renaming && <RenameClass taxClass={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <ConfirmDelete
          title={intl.formatMessage({ id: 'tax.deleteClass' }, { name: taxClassName(intl, deleting) })}
          description={intl.formatMessage({ id: 'tax.deleteClassWhat' })}
          confirm={intl.formatMessage({ id: 'tax.confirmDeleteClass' })}
          onClose={() => setDeleting(null)}
          run={async () => {
            await client.DELETE('/api2/admin/tax/classes/{id}', { params: { path: { id: deleting.id } } });
            toast({ tone: 'success', title: intl.formatMessage({ id: 'tax.classDeleted' }, { name: deleting.name }) });
            setDeleting(null);
            await refreshTax(queryClient);
          }}
        />
      )}
    </Card>
  );
}

interface RateForm {
  taxClassId: string;
  country: string;
  region: string;
  rate: string;
}
const zoneOf = (r: Pick<Rate, 'country' | 'region'>) => (r.region ? `${r.country}-${r.region}` : r.country);

/** A new rate or one changed; the rate in percent with decimals as the API takes it, its refusal shown in the form. */
function RateDialog({ rate, classes, onClose }: { rate: Rate | null; classes: TaxClass[]; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RateForm>({
    defaultValues: {
      taxClassId: String(rate?.taxClassId ?? classes[0]?.id ?? ''),
      country: rate?.country ?? '',
      region: rate?.region ?? '',
      rate: rate ? String(rate.rate) : '',
    },
  });
  const save = useMutation({
    mutationFn: async (f: RateForm) => {
      const body = {
        taxClassId: Number(f.taxClassId),
        country: f.country.trim().toUpperCase(),
        region: f.region.trim().toUpperCase() || null,
        rate: Number(f.rate),
      };
      return rate
        ? (await client.PUT('/api2/admin/tax/rates/{id}', { params: { path: { id: rate.id } }, body })).data!
        : (await client.POST('/api2/admin/tax/rates', { body })).data!;
    },
    onSuccess: async (saved) => {
      toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'tax.rateSaved' }, { zone: zoneOf(saved), class: saved.taxClassCode }),
      });
      await refreshTax(queryClient);
      onClose();
    },
  });
  const upper = { setValueAs: (v: string) => v.trim().toUpperCase() };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        rate
          ? intl.formatMessage({ id: 'tax.editRate' }, { zone: zoneOf(rate), class: rate.taxClassCode })
          : intl.formatMessage({ id: 'tax.addRate' })
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!save.isPending) save.mutate(f);
        })}
      >
        <Field label={intl.formatMessage({ id: 'tax.class' })}>
          {(id) => (
            <Select id={id} {...register('taxClassId')}>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {taxClassName(intl, c)} ({c.code})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'tax.country' })} error={errors.country?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              {...register('country', {
                ...rulesOf(RATE, 'country', intl, { create: true, patternMessage: 'rule.country' }),
                ...upper,
              })}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'tax.region' })} error={errors.region?.message}>
          {(id, d) => (
            <>
              <Input
                id={id}
                aria-describedby={[d, `${id}-hint`].filter(Boolean).join(' ')}
                {...register('region', upper)}
              />
              <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                <FormattedMessage id="tax.regionHint" />
              </p>
            </>
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'tax.rate' })} error={errors.rate?.message}>
          {(id, d) => (
            <>
              <Input
                id={id}
                type="number"
                step="0.01"
                min="0"
                max="100"
                inputMode="decimal"
                aria-describedby={[d, `${id}-hint`].filter(Boolean).join(' ')}
                {...register('rate', rulesOf(RATE, 'rate', intl, { create: true }))}
              />
              <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                <FormattedMessage id="tax.rateHint" /> {hintOf(RATE, 'rate', intl)}
              </p>
            </>
          )}
        </Field>
        {save.error && <ErrorNotice error={save.error} />}
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending}>
            <FormattedMessage id={rate ? 'action.save' : 'tax.createRate'} />
          </Button>
          <Button onClick={onClose}>
            <FormattedMessage id="action.cancel" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RatesCard({ classes, writable }: { classes: TaxClass[]; writable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [country, setCountry] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Rate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Rate | null>(null);
  const filter = /^[A-Z]{2}$/.test(country) ? country : undefined;
  const rates = useQuery({
    ...api.queryOptions('get', '/api2/admin/tax/rates', {
      params: { query: { page, limit: PAGE_SIZE, ...(filter ? { country: filter } : {}) } },
    }),
    placeholderData: keepPreviousData,
  });
  const className = (id: number) => {
    const c = classes.find((k) => k.id === id);
    return c ? taxClassName(intl, c) : '';
  };
  const label = (r: Rate) => `${zoneOf(r)} ${className(r.taxClassId)}`;
  const columns: Columns<Rate> = [
    { id: 'country', header: intl.formatMessage({ id: 'tax.country' }), cell: ({ row }) => row.original.country },
    { id: 'region', header: intl.formatMessage({ id: 'tax.region' }), cell: ({ row }) => row.original.region ?? '—' },
    {
      id: 'class',
      header: intl.formatMessage({ id: 'tax.class' }),
      cell: ({ row }) => className(row.original.taxClassId) || row.original.taxClassCode,
    },
    {
      id: 'rate',
      header: intl.formatMessage({ id: 'tax.rate' }),
      cell: ({ row }) => intl.formatNumber(row.original.rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
    },
    ...(writable
      ? [
          editDeleteColumn<Rate>(intl, {
            name: label,
            editLabel: 'tax.editOne',
            deleteLabel: 'tax.deleteOne',
            onEdit: setEditing,
            onDelete: setDeleting,
          }),
        ]
      : []),
  ];
  return (
    <Card
      title={intl.formatMessage({ id: 'tax.rates' })}
      actions={
        writable && (
          <Button tone="primary" onClick={() => setEditing('new')}>
            <FormattedMessage id="tax.addRate" />
          </Button>
        )
      }
    >
      <Field label={intl.formatMessage({ id: 'tax.filterCountry' })} className="mb-3 max-w-xs">
        {(id) => (
          <Input
            id={id}
            value={country}
            maxLength={2}
            onChange={(e) => {
              setCountry(e.target.value.trim().toUpperCase());
              setPage(1);
            }}
          />
        )}
      </Field>
      {rates.error && <ErrorNotice error={rates.error} onRetry={() => void rates.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'tax.rates' })}
        columns={columns}
        rows={rates.data?.rates ?? []}
        rowId={(r) => String(r.id)}
        busy={rates.isFetching}
        empty={<FormattedMessage id="tax.noRates" />}
      />
      {rates.data && rates.data.totalPages > 1 && (
        <Pager page={page} totalPages={rates.data.totalPages} onPage={setPage} />
      )}
      {editing && (
        <RateDialog rate={editing === 'new' ? null : editing} classes={classes} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDelete
          title={intl.formatMessage(
            { id: 'tax.deleteRate' },
            { zone: zoneOf(deleting), class: className(deleting.taxClassId) },
          )}
          description={intl.formatMessage({ id: 'tax.deleteRateWhat' })}
          confirm={intl.formatMessage({ id: 'tax.confirmDeleteRate' })}
          onClose={() => setDeleting(null)}
          run={async () => {
            await client.DELETE('/api2/admin/tax/rates/{id}', { params: { path: { id: deleting.id } } });
            toast({
              tone: 'success',
              title: intl.formatMessage(
                { id: 'tax.rateDeleted' },
                { zone: zoneOf(deleting), class: className(deleting.taxClassId) },
              ),
            });
            setDeleting(null);
            await refreshTax(queryClient);
          }}
        />
      )}
    </Card>
  );
}

/** The tax settings, classes and rates (issue 35): settings.write edits them, settings.read sees them read-only. */
export function TaxScreen() {
  const intl = useIntl();
  const writable = useCan()('settings.write');
  const settings = useQuery(settingsQuery);
  const classes = useQuery(taxClassesQuery);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.tax' })} />
      {!writable && (
        <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
          <FormattedMessage id="tax.readOnly" />
        </p>
      )}
      {settings.error && <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data ? (
        <SettingsEditor tagged={settings.data} writable={writable} />
      ) : (
        !settings.error && (
          <p aria-busy="true">
            <FormattedMessage id="loading" />
          </p>
        )
      )}
      {classes.error && <ErrorNotice error={classes.error} onRetry={() => void classes.refetch()} />}
      <ClassesCard classes={classes.data?.classes ?? []} busy={classes.isFetching} writable={writable} />
      <RatesCard classes={classes.data?.classes ?? []} writable={writable} />
    </>
  );
}
