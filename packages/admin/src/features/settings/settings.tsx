import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, PageHeader, inputClass } from '../../ui/controls';
import { ErrorNotice } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { ConflictDialog, ifMatch, taggedQueryOptions, useConflict, type Tagged } from '../../ui/conflict';
import { UnsavedChanges } from '../../ui/unsaved';

type Settings = components['schemas']['Settings'];
type Format = Settings['imageFormats'][number];
const PUT = bodySchema('PUT /api2/admin/settings');
const FORMATS: Format[] = ['jpeg', 'png', 'webp', 'gif', 'avif'];

interface SettingsForm {
  shopName: string;
  contactEmail: string;
  shopTaxId: string;
  shopAddress: string;
  currency: string;
  lowStockThreshold: string;
  webhookUrl: string;
  webhooksPaused: boolean;
  webhookRetentionDays: string;
  imageMaxBytes: string;
  imageMaxPixels: string;
  imageFormats: Format[];
  auditRetentionDays: string;
}
type TextField = Exclude<keyof SettingsForm, 'webhooksPaused' | 'imageFormats'>;

/** The settings in the groups of what they govern (the API answers them as one flat object). */
const GROUPS: { title: MessageId; fields: TextField[] }[] = [
  { title: 'settings.shop', fields: ['shopName', 'contactEmail', 'currency', 'shopTaxId', 'shopAddress'] },
  { title: 'settings.stock', fields: ['lowStockThreshold'] },
  { title: 'settings.images', fields: ['imageMaxBytes', 'imageMaxPixels'] },
  { title: 'settings.webhooks', fields: ['webhookUrl', 'webhookRetentionDays'] },
  { title: 'settings.changeLog', fields: ['auditRetentionDays'] },
];
const NUMBERS: TextField[] = [
  'lowStockThreshold',
  'imageMaxBytes',
  'imageMaxPixels',
  'webhookRetentionDays',
  'auditRetentionDays',
];

const formOf = (s: Settings): SettingsForm => ({
  shopName: s.shopName,
  contactEmail: s.contactEmail ?? '',
  shopTaxId: s.shopTaxId ?? '',
  shopAddress: s.shopAddress ?? '',
  currency: s.currency,
  lowStockThreshold: String(s.lowStockThreshold),
  webhookUrl: s.webhookUrl ?? '',
  webhooksPaused: s.webhooksPaused,
  webhookRetentionDays: String(s.webhookRetentionDays),
  imageMaxBytes: String(s.imageMaxBytes),
  imageMaxPixels: String(s.imageMaxPixels),
  imageFormats: s.imageFormats,
  auditRetentionDays: String(s.auditRetentionDays),
});

const settingsQuery = taggedQueryOptions(api.queryOptions('get', '/api2/admin/settings').queryKey, (signal) =>
  client.GET('/api2/admin/settings', { signal }),
);

const shownSetting = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? '✓' : '✗') : String(value);

function SettingsEditor({ tagged }: { tagged: Tagged<Settings> }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('settings.write');
  const form = useForm<SettingsForm>({ defaultValues: formOf(tagged.value), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  const edit = useConflict({ tagged, form, formOf, queryKey: settingsQuery.queryKey });
  const save = useMutation({
    mutationFn: ({ values: f, base }: { values: SettingsForm; base: Tagged<Settings> | null }) =>
      client.PUT('/api2/admin/settings', {
        headers: ifMatch(base?.etag),
        body: {
          shopName: f.shopName.trim(),
          contactEmail: f.contactEmail.trim() || null,
          shopTaxId: f.shopTaxId.trim() || null,
          shopAddress: f.shopAddress.trim() || null,
          currency: f.currency.trim(),
          webhookUrl: f.webhookUrl.trim() || null,
          webhooksPaused: f.webhooksPaused,
          imageFormats: f.imageFormats,
          lowStockThreshold: Number(f.lowStockThreshold),
          imageMaxBytes: Number(f.imageMaxBytes),
          imageMaxPixels: Number(f.imageMaxPixels),
          webhookRetentionDays: Number(f.webhookRetentionDays),
          auditRetentionDays: Number(f.auditRetentionDays),
        },
      }),
    onSuccess: async (_answer, { values }) => {
      edit.saved(values);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'settings.saved' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/settings') });
    },
    onError: (error, { values, base }) => edit.failed(error, values, base),
  });
  const field = (name: TextField) => {
    const error = errors[name] as FieldError | undefined;
    const hint = hintOf(PUT, name, intl);
    return (
      <Field key={name} label={intl.formatMessage({ id: `settings.${name}` })} hint={hint} error={error?.message}>
        {(id, d) =>
          // The seller's address is printed on invoices line by line (docs/tax.md, "Invoice").
          name === 'shopAddress' ? (
            <textarea
              id={id}
              aria-describedby={d}
              rows={3}
              readOnly={!writable}
              className={inputClass}
              {...register(name, rulesOf(PUT, name, intl))}
            />
          ) : (
            <Input
              id={id}
              aria-describedby={d}
              readOnly={!writable}
              type={NUMBERS.includes(name) ? 'number' : name === 'contactEmail' ? 'email' : 'text'}
              {...register(name, rulesOf(PUT, name, intl, { patternMessage: 'rule.currency' }))}
            />
          )
        }
      </Field>
    );
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!save.isPending) save.mutate({ values, base: edit.base });
      })}
      className="flex flex-col gap-4"
    >
      {GROUPS.map((group) => (
        <Card key={group.title} title={intl.formatMessage({ id: group.title })}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {group.fields.map(field)}
            {group.title === 'settings.webhooks' && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" disabled={!writable} {...register('webhooksPaused')} />
                <FormattedMessage id="settings.webhooksPaused" />
              </label>
            )}
            {group.title === 'settings.images' && (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium">
                  <FormattedMessage id="settings.imageFormats" />
                </legend>
                <div className="flex flex-wrap gap-3">
                  {FORMATS.map((f) => (
                    <label key={f} className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        value={f}
                        disabled={!writable}
                        {...register('imageFormats', {
                          validate: (v) => v.length > 0 || intl.formatMessage({ id: 'settings.oneFormat' }),
                        })}
                      />
                      {f.toUpperCase()}
                    </label>
                  ))}
                </div>
                {errors.imageFormats && (
                  <p className="text-sm text-red-700 dark:text-red-400">{errors.imageFormats.message}</p>
                )}
              </fieldset>
            )}
          </div>
        </Card>
      ))}
      {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
      <ConflictDialog
        key={edit.conflict?.theirsTag.etag}
        conflict={edit.conflict}
        label={(field) => intl.formatMessage({ id: `settings.${field as keyof SettingsForm}` })}
        show={shownSetting}
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
      {writable && (
        <Button tone="primary" type="submit" disabled={save.isPending || !isDirty} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      )}
      <UnsavedChanges dirty={isDirty} />
    </form>
  );
}

export function SettingsScreen() {
  const intl = useIntl();
  const settings = useQuery(settingsQuery);
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.settings' })} />
      {settings.error && <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data ? (
        <SettingsEditor tagged={settings.data} />
      ) : (
        !settings.error && (
          <p aria-busy="true">
            <FormattedMessage id="loading" />
          </p>
        )
      )}
    </>
  );
}
