import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type components } from '../api';
import { useCan } from '../session';
import { Button, Card, Field, Input, PageHeader, inputClass } from '../ui/controls';
import { ErrorNotice } from '../ui/notice';
import { useToast } from '../ui/toasts';
import { bodySchema, hintOf, rulesOf } from '../ui/schema-rules';
import { SearchPreview } from '../ui/search-preview';
import { DataTable, type Columns } from '../ui/table';

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
  const { register, handleSubmit, watch, reset, formState: { errors, isDirty } } = useForm<SeoSettings>({ defaultValues: settings, mode: 'onBlur' });
  const save = useMutation({
    mutationFn: (values: SeoSettings) => client.PUT('/api2/admin/seo/settings', { body: values }),
    onSuccess: async ({ data }) => {
      if (data) reset(data);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'seoSettings.saved' }) });
      await queryClient.invalidateQueries({ queryKey: ['get', '/api2/admin/seo/settings'] });
    },
  });
  const field = (name: TextField, multiline = false) => {
    const error = errors[name] as FieldError | undefined;
    const hint = hintOf(PUT, name, intl);
    const registered = register(name, rulesOf(PUT, name, intl));
    return (
      <Field label={<>{intl.formatMessage({ id: `seoSettings.${name}` })}{hint && <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">{hint}</span>}</>}
        error={error?.message} className={multiline ? 'sm:col-span-2' : ''}>
        {(id, d) => (multiline
          ? <textarea id={id} aria-describedby={d} rows={name === 'robotsTxt' ? 8 : 3} readOnly={!writable} className={`${inputClass} ${name === 'robotsTxt' ? 'font-mono' : ''}`} {...registered} />
          : <Input id={id} aria-describedby={d} readOnly={!writable} {...registered} />)}
      </Field>
    );
  };
  const [defaultTitle, titleTemplate, defaultDescription] = watch(['defaultTitle', 'titleTemplate', 'defaultDescription']);
  return (
    <form noValidate onSubmit={handleSubmit((values) => { if (!save.isPending) save.mutate(values); })} className="flex flex-col gap-4">
      <Card title={intl.formatMessage({ id: 'seoSettings.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field('defaultTitle')}
          {field('titleTemplate')}
          <p className="text-xs text-zinc-600 sm:col-span-2 dark:text-zinc-400"><FormattedMessage id="seoSettings.templateHint" /></p>
          {field('defaultDescription', true)}
          {field('robotsTxt', true)}
          <label className="flex items-center gap-2 text-sm"><input type="checkbox" disabled={!writable} {...register('sitemapEnabled')} /><FormattedMessage id="seoSettings.sitemapEnabled" /></label>
          <label className="flex items-center gap-2 text-sm"><input type="checkbox" disabled={!writable} {...register('redirectOnSlugChange')} /><FormattedMessage id="seoSettings.redirectOnSlugChange" /></label>
        </div>
        <SearchPreview title={titleTemplate.includes('%s') ? titleTemplate.replace('%s', defaultTitle) : defaultTitle} path="/" description={defaultDescription} />
      </Card>
      {save.error && <ErrorNotice error={save.error} />}
      {writable && <Button tone="primary" type="submit" disabled={save.isPending || !isDirty} className="self-start"><FormattedMessage id="action.save" /></Button>}
    </form>
  );
}

function Rules() {
  const intl = useIntl();
  const rules = useQuery(api.queryOptions('get', '/api2/admin/seo/rules', { params: { query: { limit: 200 } } }));
  const columns: Columns<SeoRule> = [
    { id: 'name', header: intl.formatMessage({ id: 'seoRules.name' }), cell: ({ row }) => <span className="break-words">{row.original.ruleName}</span> },
    { id: 'target', header: intl.formatMessage({ id: 'seoRules.target' }), cell: ({ row }) => `${row.original.targetType}${row.original.targetId ? ` #${row.original.targetId}` : ''}` },
    { id: 'title', header: intl.formatMessage({ id: 'seoRules.titleTemplate' }), cell: ({ row }) => <span className="break-words font-mono text-xs">{row.original.titleTemplate ?? '—'}</span> },
    { id: 'description', header: intl.formatMessage({ id: 'seoRules.descriptionTemplate' }), cell: ({ row }) => <span className="break-words font-mono text-xs">{row.original.descriptionTemplate ?? '—'}</span> },
    { id: 'priority', header: intl.formatMessage({ id: 'seoRules.priority' }), cell: ({ row }) => intl.formatNumber(row.original.priority) },
    { id: 'active', header: intl.formatMessage({ id: 'seoRules.active' }), cell: ({ row }) => <FormattedMessage id={row.original.isActive ? 'seoRules.yes' : 'seoRules.no'} /> },
  ];
  return (
    <Card title={intl.formatMessage({ id: 'seoRules.title' })}>
      {rules.error && <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />}
      <DataTable caption={intl.formatMessage({ id: 'seoRules.title' })} columns={columns} rows={rules.data?.rules ?? []} rowId={(r) => String(r.id)}
        busy={rules.isFetching} empty={<FormattedMessage id="seoRules.empty" />} />
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
        {settings.data ? <SettingsForm settings={settings.data} /> : !settings.error && <p aria-busy="true"><FormattedMessage id="loading" /></p>}
        <Rules />
      </div>
    </>
  );
}
