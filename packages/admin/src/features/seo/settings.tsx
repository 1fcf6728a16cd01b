import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { paths } from '@shop-backend/shop-client';
import { api, client, ShopApiError, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, PageHeader, Select, inputClass } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { SearchPreview } from '../../ui/search-preview';
import { DataTable, type Columns } from '../../ui/table';
import { UnsavedChanges } from '../../ui/unsaved';

type SeoSettings = components['schemas']['SeoSettings'];
type SeoRule = components['schemas']['SeoRule'];
const PUT = bodySchema('PUT /api2/admin/seo/settings');
type TextField = 'defaultTitle' | 'titleTemplate' | 'defaultDescription' | 'robotsTxt';

/** The shop-wide defaults search engines see, with the start page's result as they would likely show it. */
function SettingsForm({ settings }: { settings: SeoSettings }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<SeoSettings>({ defaultValues: settings, mode: 'onTouched' });
  const save = useMutation({
    mutationFn: (values: SeoSettings) => client.PUT('/api2/admin/seo/settings', { body: values }),
    onSuccess: async ({ data }) => {
      if (data) reset(data);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'seoSettings.saved' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/seo/settings') });
    },
  });
  const field = (name: TextField, multiline = false) => {
    const error = errors[name] as FieldError | undefined;
    const hint = hintOf(PUT, name, intl);
    const registered = register(name, rulesOf(PUT, name, intl));
    return (
      <Field
        label={intl.formatMessage({ id: `seoSettings.${name}` })}
        hint={hint}
        error={error?.message}
        className={multiline ? 'sm:col-span-2' : ''}
      >
        {(id, d) =>
          multiline ? (
            <textarea
              id={id}
              aria-describedby={d}
              rows={name === 'robotsTxt' ? 8 : 3}
              readOnly={!writable}
              className={`${inputClass} ${name === 'robotsTxt' ? 'font-mono' : ''}`}
              {...registered}
            />
          ) : (
            <Input id={id} aria-describedby={d} readOnly={!writable} {...registered} />
          )
        }
      </Field>
    );
  };
  const [defaultTitle, titleTemplate, defaultDescription] = watch([
    'defaultTitle',
    'titleTemplate',
    'defaultDescription',
  ]);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!save.isPending) save.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <Card title={intl.formatMessage({ id: 'seoSettings.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field('defaultTitle')}
          {field('titleTemplate')}
          <p className="text-xs text-zinc-600 sm:col-span-2 dark:text-zinc-400">
            <FormattedMessage id="seoSettings.templateHint" />
          </p>
          {field('defaultDescription', true)}
          {field('robotsTxt', true)}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" disabled={!writable} {...register('sitemapEnabled')} />
            <FormattedMessage id="seoSettings.sitemapEnabled" />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" disabled={!writable} {...register('redirectOnSlugChange')} />
            <FormattedMessage id="seoSettings.redirectOnSlugChange" />
          </label>
        </div>
        <SearchPreview
          title={titleTemplate.includes('%s') ? titleTemplate.replace('%s', defaultTitle) : defaultTitle}
          path="/"
          description={defaultDescription}
        />
      </Card>
      {save.error && <ErrorNotice error={save.error} />}
      {writable && (
        <Button tone="primary" type="submit" disabled={save.isPending || !isDirty} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      )}
      <UnsavedChanges dirty={isDirty} />
    </form>
  );
}

const CREATE_RULE = bodySchema('POST /api2/admin/seo/rules');
type TargetType = paths['/api2/admin/seo/rules']['post']['requestBody']['content']['application/json']['targetType'];
const TARGET_TYPES = CREATE_RULE.properties?.targetType?.enum as TargetType[];
interface RuleFields {
  ruleName: string;
  targetType: TargetType;
  targetId: string;
  titleTemplate: string;
  descriptionTemplate: string;
  priority: string;
  isActive: boolean;
}
type RuleField = Exclude<keyof RuleFields, 'isActive'>;

const fieldsOf = (rule?: SeoRule): RuleFields => ({
  ruleName: rule?.ruleName ?? '',
  targetType: (rule?.targetType ?? 'product') as TargetType,
  targetId: rule?.targetId ?? '',
  titleTemplate: rule?.titleTemplate ?? '',
  descriptionTemplate: rule?.descriptionTemplate ?? '',
  priority: String(rule?.priority ?? 0),
  isActive: rule?.isActive ?? true,
});

// An empty optional text is "none" (null), as the list shows it.
const bodyOf = (f: RuleFields) => ({
  ruleName: f.ruleName.trim(),
  targetType: f.targetType as TargetType,
  targetId: f.targetId.trim() || null,
  titleTemplate: f.titleTemplate.trim() || null,
  descriptionTemplate: f.descriptionTemplate.trim() || null,
  priority: Number(f.priority),
  isActive: f.isActive,
});

/** The field a 400 of the API names ("body/priority must be <= 1000"), when the form has it. */
function refusedField(error: unknown): RuleField | undefined {
  if (!(error instanceof ShopApiError) || error.status !== 400) return undefined;
  const field = /^body\/(\w+)/.exec(error.message)?.[1];
  return field && field in fieldsOf() && field !== 'isActive' ? (field as RuleField) : undefined;
}

/** A new rule, or one rule changed; the API's refusal of a field is shown at that field, any other beside the form. */
function RuleForm({ rule, onSaved }: { rule?: SeoRule; onSaved?: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RuleFields>({ defaultValues: fieldsOf(rule), mode: 'onTouched' });
  const save = useMutation({
    mutationFn: async (f: RuleFields) =>
      (rule
        ? await client.PUT('/api2/admin/seo/rules/{id}', { params: { path: { id: rule.id } }, body: bodyOf(f) })
        : await client.POST('/api2/admin/seo/rules', { body: bodyOf(f) })
      ).data!,
    onSuccess: async (saved) => {
      if (!rule) reset();
      toast({ tone: 'success', title: intl.formatMessage({ id: 'seoRules.saved' }, { name: saved.ruleName }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/seo/rules') });
      onSaved?.();
    },
    onError: (error) => {
      const field = refusedField(error);
      if (field)
        setError(field, {
          type: 'server',
          message: intl.formatMessage({ id: 'seoRules.refused' }, { message: error.message }),
        });
    },
  });
  const text = (name: RuleField, multiline = false) => {
    const hint = hintOf(CREATE_RULE, name, intl);
    const registered = register(name, rulesOf(CREATE_RULE, name, intl, { create: true }));
    return (
      <Field
        label={intl.formatMessage({ id: `seoRules.${name}` })}
        hint={hint}
        error={errors[name]?.message}
        className={multiline ? 'sm:col-span-2' : ''}
      >
        {(id, d) =>
          multiline ? (
            <textarea id={id} aria-describedby={d} rows={2} className={`${inputClass} font-mono`} {...registered} />
          ) : (
            <Input
              id={id}
              aria-describedby={d}
              inputMode={name === 'priority' ? 'numeric' : undefined}
              {...registered}
            />
          )
        }
      </Field>
    );
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit((f) => {
        if (!save.isPending) save.mutate(f);
      })}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      {text('ruleName')}
      <Field label={intl.formatMessage({ id: 'seoRules.targetType' })}>
        {(id) => (
          <Select id={id} {...register('targetType')}>
            {TARGET_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: `seoTarget.${t}` })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {text('targetId')}
      {text('priority')}
      {text('titleTemplate', true)}
      {text('descriptionTemplate', true)}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isActive')} />
        <FormattedMessage id="seoRules.isActive" />
      </label>
      {save.error && !refusedField(save.error) && (
        <div className="sm:col-span-2">
          <ErrorNotice error={save.error} />
        </div>
      )}
      <Button
        tone="primary"
        type="submit"
        disabled={save.isPending}
        className="self-start justify-self-start sm:col-span-2"
      >
        <FormattedMessage id={rule ? 'action.save' : 'seoRules.create'} />
      </Button>
    </form>
  );
}

function Rules() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const [editing, setEditing] = useState<SeoRule>();
  const rules = useQuery(api.queryOptions('get', '/api2/admin/seo/rules', { params: { query: { limit: 200 } } }));
  const remove = useMutation({
    mutationFn: (rule: SeoRule) => client.DELETE('/api2/admin/seo/rules/{id}', { params: { path: { id: rule.id } } }),
    onSuccess: (_, rule) =>
      toast({ tone: 'success', title: intl.formatMessage({ id: 'seoRules.deleted' }, { name: rule.ruleName }) }),
    onError: (e) => failureToast(e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/seo/rules') }),
  });
  const columns: Columns<SeoRule> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'seoRules.name' }),
      cell: ({ row }) => <span className="break-words">{row.original.ruleName}</span>,
    },
    {
      id: 'target',
      header: intl.formatMessage({ id: 'seoRules.target' }),
      cell: ({ row }) =>
        `${intl.formatMessage({ id: `seoTarget.${row.original.targetType}` as 'seoTarget.global' })}${row.original.targetId ? ` #${row.original.targetId}` : ''}`,
    },
    {
      id: 'title',
      header: intl.formatMessage({ id: 'seoRules.titleTemplate' }),
      cell: ({ row }) => <span className="break-words font-mono text-xs">{row.original.titleTemplate ?? '—'}</span>,
    },
    {
      id: 'description',
      header: intl.formatMessage({ id: 'seoRules.descriptionTemplate' }),
      cell: ({ row }) => (
        <span className="break-words font-mono text-xs">{row.original.descriptionTemplate ?? '—'}</span>
      ),
    },
    {
      id: 'priority',
      header: intl.formatMessage({ id: 'seoRules.priority' }),
      cell: ({ row }) => intl.formatNumber(row.original.priority),
    },
    {
      id: 'active',
      header: intl.formatMessage({ id: 'seoRules.active' }),
      cell: ({ row }) => <FormattedMessage id={row.original.isActive ? 'seoRules.yes' : 'seoRules.no'} />,
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
                  aria-label={intl.formatMessage({ id: 'seoRules.editOne' }, { name: row.original.ruleName })}
                >
                  <FormattedMessage id="seoRules.edit" />
                </Button>
                <Button
                  tone="danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row.original)}
                  aria-label={intl.formatMessage({ id: 'seoRules.deleteOne' }, { name: row.original.ruleName })}
                >
                  <FormattedMessage id="action.delete" />
                </Button>
              </div>
            ),
          } satisfies Columns<SeoRule>[number],
        ]
      : []),
  ];
  return (
    <Card title={intl.formatMessage({ id: 'seoRules.title' })}>
      {rules.error && <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'seoRules.title' })}
        columns={columns}
        rows={rules.data?.rules ?? []}
        rowId={(r) => String(r.id)}
        busy={rules.isFetching}
        empty={<FormattedMessage id="seoRules.empty" />}
      />
      {writable && (
        <section aria-labelledby="seo-rule-new" className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <h3 id="seo-rule-new" className="mb-3 text-sm font-semibold">
            <FormattedMessage id="seoRules.new" />
          </h3>
          <RuleForm />
        </section>
      )}
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        title={intl.formatMessage({ id: 'seoRules.editTitle' }, { name: editing?.ruleName ?? '' })}
      >
        {editing && <RuleForm key={editing.id} rule={editing} onSaved={() => setEditing(undefined)} />}
      </Dialog>
    </Card>
  );
}

export function SeoScreen() {
  const intl = useIntl();
  const settings = useQuery(api.queryOptions('get', '/api2/admin/seo/settings'));
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.seo' })} />
      <div className="flex flex-col gap-4">
        {settings.error && <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />}
        {settings.data ? (
          <SettingsForm settings={settings.data} />
        ) : (
          !settings.error && (
            <p aria-busy="true">
              <FormattedMessage id="loading" />
            </p>
          )
        )}
        <Rules />
      </div>
    </>
  );
}
