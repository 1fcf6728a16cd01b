import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type components, queryKeyOf } from '../../api';
import { Button, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { bodySchema, rulesOf } from '../../ui/schema-rules';

type ApiKey = components['schemas']['ApiKey'];
const CREATE = bodySchema('POST /api2/admin/api-keys');
interface KeyForm {
  name: string;
  permission: 'read' | 'read_write';
  expiresAt: string;
}

/** The secret exists only in this answer: shown once, with a copy button, until the dialog is closed. */
function Secret({ secret }: { secret: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="text-sm font-medium text-amber-900 dark:text-amber-200">
        <FormattedMessage id="apiKeys.once" />
      </p>
      <Field label={intl.formatMessage({ id: 'apiKeys.secret' })}>
        {(id) => (
          <Input id={id} readOnly value={secret} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        )}
      </Field>
      {/* The clipboard API exists only on secure pages (HTTPS); elsewhere the selected field is copied by hand. */}
      {window.isSecureContext && navigator.clipboard && (
        <Button
          className="self-start"
          onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        >
          <FormattedMessage id={copied ? 'action.copied' : 'action.copy'} />
        </Button>
      )}
    </div>
  );
}

function CreateKey() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<KeyForm>({ defaultValues: { name: '', permission: 'read', expiresAt: '' } });
  const create = useMutation({
    mutationFn: async (form: KeyForm) =>
      (
        await client.POST('/api2/admin/api-keys', {
          body: {
            name: form.name.trim(),
            permission: form.permission,
            expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
          },
        })
      ).data!,
    onSuccess: async (key) => {
      setSecret(key.key);
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/api-keys') });
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setSecret(null);
  };
  return (
    <>
      <Button tone="primary" onClick={() => setOpen(true)}>
        <FormattedMessage id="apiKeys.create" />
      </Button>
      <Dialog open={open} onOpenChange={close} title={intl.formatMessage({ id: 'apiKeys.create' })}>
        {secret ? (
          <Secret secret={secret} />
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={handleSubmit((form) => {
              if (!create.isPending) create.mutate(form);
            })}
          >
            <Field label={intl.formatMessage({ id: 'apiKeys.name' })} error={errors.name?.message}>
              {(id, describedBy) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  {...register('name', rulesOf(CREATE, 'name', intl, { create: true }))}
                />
              )}
            </Field>
            <Field label={intl.formatMessage({ id: 'apiKeys.permission' })}>
              {(id) => (
                <Select id={id} {...register('permission')}>
                  <option value="read">{intl.formatMessage({ id: 'apiKeys.read' })}</option>
                  <option value="read_write">{intl.formatMessage({ id: 'apiKeys.readWrite' })}</option>
                </Select>
              )}
            </Field>
            <Field label={intl.formatMessage({ id: 'apiKeys.expires' })} error={errors.expiresAt?.message}>
              {(id, describedBy) => (
                <Input
                  id={id}
                  type="datetime-local"
                  aria-describedby={describedBy}
                  {...register('expiresAt', {
                    validate: (v) => !v || new Date(v) > new Date() || intl.formatMessage({ id: 'apiKeys.future' }),
                  })}
                />
              )}
            </Field>
            {create.error && <ErrorNotice error={create.error} />}
            <Button tone="primary" type="submit" disabled={create.isPending} className="self-start">
              <FormattedMessage id="action.create" />
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}

function Revoke({ apiKey }: { apiKey: ApiKey }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => client.DELETE('/api2/admin/api-keys/{id}', { params: { path: { id: apiKey.id } } }),
    onSuccess: async () => {
      setOpen(false);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'apiKeys.revoked' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/api-keys') });
    },
  });
  return (
    <>
      <Button
        tone="danger"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'apiKeys.revokeOne' }, { name: apiKey.name })}
      >
        <FormattedMessage id="apiKeys.revoke" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'apiKeys.revokeTitle' }, { name: apiKey.name })}
        description={intl.formatMessage({ id: 'apiKeys.revokeWhat' })}
        confirm={<FormattedMessage id="apiKeys.revoke" />}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}

export function ApiKeysScreen() {
  const intl = useIntl();
  const keys = useQuery(api.queryOptions('get', '/api2/admin/api-keys'));
  const when = (v: string | null, none: 'apiKeys.never' | 'apiKeys.notUsed') =>
    v ? <DateTime value={v} /> : intl.formatMessage({ id: none });
  const columns: Columns<ApiKey> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'apiKeys.name' }),
      cell: ({ row }) => <span className="break-words font-medium">{row.original.name}</span>,
    },
    {
      id: 'hint',
      header: intl.formatMessage({ id: 'apiKeys.hint' }),
      cell: ({ row }) => <span className="font-mono">{row.original.keyHint}</span>,
    },
    {
      id: 'permission',
      header: intl.formatMessage({ id: 'apiKeys.permission' }),
      cell: ({ row }) =>
        intl.formatMessage({ id: row.original.permission === 'read' ? 'apiKeys.read' : 'apiKeys.readWrite' }),
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'media.created' }),
      cell: ({ row }) => <DateTime value={row.original.createdAt} />,
    },
    {
      id: 'lastUsed',
      header: intl.formatMessage({ id: 'apiKeys.lastUsed' }),
      cell: ({ row }) => when(row.original.lastUsedAt, 'apiKeys.notUsed'),
    },
    {
      id: 'expires',
      header: intl.formatMessage({ id: 'apiKeys.expires' }),
      cell: ({ row }) => when(row.original.expiresAt, 'apiKeys.never'),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'versions.actions' }),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to="/change-log"
            search={{ actorType: 'api_key', actorId: String(row.original.id) }}
            className="self-center underline"
            aria-label={intl.formatMessage({ id: 'apiKeys.writesOf' }, { name: row.original.name })}
          >
            <FormattedMessage id="apiKeys.writes" />
          </Link>
          <Revoke apiKey={row.original} />
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.apiKeys' })}>
        <CreateKey />
      </PageHeader>
      {keys.error && <ErrorNotice error={keys.error} onRetry={() => void keys.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'nav.apiKeys' })}
        columns={columns}
        rows={keys.data?.apiKeys ?? []}
        rowId={(k) => String(k.id)}
        busy={keys.isFetching}
        empty={<FormattedMessage id="apiKeys.empty" />}
      />
    </>
  );
}
