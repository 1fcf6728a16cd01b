import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
// The role table is the service's own (a module without imports): the dashboard shows what the API enforces.
import { PERMISSIONS, ROLES, ROLE_PERMISSIONS, type Role } from '../../server-rules';
import { api, client, type components, queryKeyOf } from '../../api';
import { setPreviewRole, useMe } from '../../session';
import { NAVIGATION, type Screen } from '../../features';
import { Button, Card, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { bodySchema, rulesOf } from '../../ui/schema-rules';

type AdminUser = components['schemas']['AdminUser'];
const CREATE = bodySchema('POST /api2/admin/users');
const PATCH = bodySchema('PATCH /api2/admin/users/{id}');
interface UserForm {
  email: string;
  name: string;
  password: string;
  role: Role;
}

function useUsersChanged(message: 'users.saved' | 'users.deleted') {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async () => {
    toast({ tone: 'success', title: intl.formatMessage({ id: message }) });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/users') });
  };
}

function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const intl = useIntl();
  const saved = useUsersChanged('users.saved');
  const schema = user ? PATCH : CREATE;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UserForm>({
    defaultValues: {
      email: user?.email ?? '',
      name: user?.name ?? '',
      password: '',
      role: (user?.role ?? 'viewer') as Role,
    },
  });
  const save = useMutation({
    mutationFn: (f: UserForm) =>
      user
        ? client.PATCH('/api2/admin/users/{id}', {
            params: { path: { id: user.id } },
            body: { name: f.name.trim(), role: f.role, ...(f.password ? { password: f.password } : {}) },
          })
        : client.POST('/api2/admin/users', {
            body: { email: f.email.trim(), name: f.name.trim(), password: f.password, role: f.role },
          }),
    onSuccess: async () => {
      await saved();
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: user ? 'users.edit' : 'users.add' })}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit((f) => {
          if (!save.isPending) save.mutate(f);
        })}
      >
        {!user && (
          <Field label={intl.formatMessage({ id: 'login.email' })} error={errors.email?.message}>
            {(id, d) => (
              <Input
                id={id}
                type="email"
                aria-describedby={d}
                {...register('email', {
                  ...rulesOf(CREATE, 'email', intl, { create: true }),
                  pattern: { value: /^[^\s@]+@[^\s@]+$/, message: intl.formatMessage({ id: 'users.emailInvalid' }) },
                })}
              />
            )}
          </Field>
        )}
        <Field label={intl.formatMessage({ id: 'customers.name' })} error={errors.name?.message}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              {...register('name', rulesOf(schema, 'name', intl, { create: !user }))}
            />
          )}
        </Field>
        <Field
          label={intl.formatMessage({ id: user ? 'users.newPassword' : 'login.password' })}
          error={errors.password?.message}
        >
          {(id, d) => (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-describedby={d}
              {...register('password', {
                ...rulesOf(schema, 'password', intl, { create: !user }),
                ...(user ? { minLength: undefined } : {}),
                validate: (v: string) =>
                  !v || v.length >= 10 || intl.formatMessage({ id: 'rule.minLength' }, { n: 10 }),
              })}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'users.role' })}>
          {(id) => (
            <Select id={id} {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `role.${r}` })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {save.error && <ErrorNotice error={save.error} />}
        <Button tone="primary" type="submit" disabled={save.isPending} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      </form>
    </Dialog>
  );
}

function DeleteUser({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const deleted = useUsersChanged('users.deleted');
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.DELETE('/api2/admin/users/{id}', { params: { path: { id: user.id } } }),
    onSuccess: async () => {
      setOpen(false);
      await deleted();
    },
  });
  return (
    <>
      <Button
        tone="danger"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'users.deleteOne' }, { name: user.name })}
      >
        <FormattedMessage id="action.delete" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'users.deleteTitle' }, { name: user.name })}
        description={intl.formatMessage({ id: 'users.deleteWhat' })}
        confirm={<FormattedMessage id="action.delete" />}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** What each role may do: one row per permission, one column per role. */
function RoleTable() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'users.roles' })} className="mt-4">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{intl.formatMessage({ id: 'users.roles' })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'users.permission' })}
              </th>
              {ROLES.map((r) => (
                <th key={r} scope="col" className="px-2 text-left">
                  {intl.formatMessage({ id: `role.${r}` })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSIONS.map((p) => (
              <tr key={p} className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {intl.formatMessage({ id: `permission.${p}` })}
                </th>
                {ROLES.map((r) => (
                  <td key={r} className="px-2">
                    {ROLE_PERMISSIONS[r].includes(p) ? (
                      intl.formatMessage({ id: 'users.may' })
                    ) : (
                      <span className="text-zinc-500 dark:text-zinc-400">
                        {intl.formatMessage({ id: 'users.mayNot' })}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** For super admins: the screens and actions a role would be offered, before giving someone that role. */
function ViewAsRole() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [role, setRole] = useState<Role>('editor');
  const allowed = ROLE_PERMISSIONS[role];
  const screens = NAVIGATION.filter((s: Screen) => !('permission' in s) || allowed.includes(s.permission));
  return (
    <Card title={intl.formatMessage({ id: 'users.viewAs' })} className="mt-4">
      <Field label={intl.formatMessage({ id: 'users.role' })} className="mb-3 max-w-xs">
        {(id) => (
          <Select id={id} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage({ id: `role.${r}` })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        tone="primary"
        className="mb-3"
        onClick={() => {
          setPreviewRole(role);
          void navigate({ to: '/' });
        }}
      >
        <FormattedMessage id="users.viewAsStart" values={{ role: intl.formatMessage({ id: `role.${role}` }) }} />
      </Button>
      <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        <section aria-label={intl.formatMessage({ id: 'users.viewAsScreens' })}>
          <h3 className="mb-1 font-medium">
            <FormattedMessage id="users.viewAsScreens" />
          </h3>
          <ul className="list-inside list-disc text-sm">
            {screens.map((s) => (
              <li key={s.to}>
                <FormattedMessage id={s.label} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={intl.formatMessage({ id: 'users.viewAsActions' })}>
          <h3 className="mb-1 font-medium">
            <FormattedMessage id="users.viewAsActions" />
          </h3>
          <ul className="list-inside list-disc text-sm">
            {allowed.map((p) => (
              <li key={p}>
                <FormattedMessage id={`permission.${p}`} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Card>
  );
}

export function UsersScreen() {
  const intl = useIntl();
  const me = useMe();
  const users = useQuery(api.queryOptions('get', '/api2/admin/users'));
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const columns: Columns<AdminUser> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'customers.name' }),
      cell: ({ row }) => <span className="break-words font-medium">{row.original.name}</span>,
    },
    {
      id: 'email',
      header: intl.formatMessage({ id: 'login.email' }),
      cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
    },
    {
      id: 'role',
      header: intl.formatMessage({ id: 'users.role' }),
      cell: ({ row }) =>
        (ROLES as readonly string[]).includes(row.original.role)
          ? intl.formatMessage({ id: `role.${row.original.role as Role}` })
          : row.original.role,
    },
    {
      id: 'since',
      header: intl.formatMessage({ id: 'customers.since' }),
      cell: ({ row }) => <DateTime value={row.original.createdAt} />,
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'versions.actions' }),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => setEditing(row.original)}
            aria-label={intl.formatMessage({ id: 'users.editOne' }, { name: row.original.name })}
          >
            <FormattedMessage id="action.edit" />
          </Button>
          {row.original.id !== me.id && <DeleteUser user={row.original} />}
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.users' })}>
        <Button tone="primary" onClick={() => setEditing('new')}>
          <FormattedMessage id="users.add" />
        </Button>
      </PageHeader>
      {users.error && <ErrorNotice error={users.error} onRetry={() => void users.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'nav.users' })}
        columns={columns}
        rows={users.data?.users ?? []}
        rowId={(u) => String(u.id)}
        busy={users.isFetching}
        empty={<FormattedMessage id="users.empty" />}
      />
      {editing && <UserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <RoleTable />
      {me.role === 'super_admin' && <ViewAsRole />}
    </>
  );
}
