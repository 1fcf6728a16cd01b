import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, type Customer, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, PageHeader, Select } from '../../ui/controls';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { DateTime, Money, Status } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { EntityChangeLog } from '../../ui/change-log';

const route = getRouteApi('/app/customers/$customerId');
type Address = components['schemas']['CustomerAddress'];
type AddressForm = Omit<Address, 'id'>;

function useCustomerMutation<T>(
  customerId: number,
  run: (input: T) => Promise<unknown>,
  success: 'customer.saved' | 'customer.addressSaved' | 'customer.addressDeleted',
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failureToast = useFailureToast();
  const intl = useIntl();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: success }) });
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf('/api2/admin/customers/{id}', { params: { path: { id: customerId } } }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/audit-log') });
    },
    onError: (error) => failureToast(error),
  });
}

function EditCustomer({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    values: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone ?? '',
      vatId: customer.vatId ?? '',
      b2bGroup: customer.b2bGroup ?? '',
    },
  });
  const save = useCustomerMutation(
    customer.id,
    (body: { firstName: string; lastName: string; email: string; phone: string; vatId: string; b2bGroup: string }) =>
      client.PUT('/api2/admin/customers/{id}', { params: { path: { id: customer.id } }, body }),
    'customer.saved',
  );
  const required = intl.formatMessage({ id: 'form.required' });
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FormattedMessage id="customer.edit" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={intl.formatMessage({ id: 'customer.edit' })}>
        <form
          className="flex flex-col gap-3"
          onSubmit={handleSubmit((body) => {
            if (!save.isPending) save.mutate(body, { onSuccess: () => setOpen(false) });
          })}
        >
          <Field label={intl.formatMessage({ id: 'address.firstName' })} error={errors.firstName && required}>
            {(id) => <Input id={id} {...register('firstName', { required: true, maxLength: 100 })} />}
          </Field>
          <Field label={intl.formatMessage({ id: 'address.lastName' })} error={errors.lastName && required}>
            {(id) => <Input id={id} {...register('lastName', { required: true, maxLength: 100 })} />}
          </Field>
          <Field label={intl.formatMessage({ id: 'customers.email' })} error={errors.email && required}>
            {(id) => <Input id={id} type="email" {...register('email', { required: true, maxLength: 254 })} />}
          </Field>
          <Field label={intl.formatMessage({ id: 'customer.phone' })}>
            {(id) => <Input id={id} type="tel" {...register('phone', { maxLength: 50 })} />}
          </Field>
          <Field label={intl.formatMessage({ id: 'customer.vatId' })}>
            {(id) => <Input id={id} {...register('vatId', { maxLength: 30 })} />}
          </Field>
          <Field label={intl.formatMessage({ id: 'customer.b2bGroup' })}>
            {(id) => <Input id={id} {...register('b2bGroup', { maxLength: 50 })} />}
          </Field>
          {save.error && <ErrorNotice error={save.error} />}
          <Button tone="primary" type="submit" disabled={save.isPending} className="self-start">
            <FormattedMessage id="action.save" />
          </Button>
        </form>
      </Dialog>
    </>
  );
}

function DeleteCustomer({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.DELETE('/api2/admin/customers/{id}', { params: { path: { id: customer.id } } }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'customer.deleted' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/customers') });
      await navigate({ to: '/customers' });
    },
  });
  return (
    <>
      <Button tone="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="customer.delete" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(
          { id: 'customer.deleteTitle' },
          { name: `${customer.firstName} ${customer.lastName}` },
        )}
        description={intl.formatMessage(
          { id: 'customer.deleteWhat' },
          { orders: customer.orderCount, addresses: customer.addresses.length },
        )}
      >
        {remove.error && <ErrorNotice error={remove.error} onRetry={() => remove.mutate()} />}
        <div className="flex gap-2">
          <Button tone="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <FormattedMessage id="customer.confirmDelete" />
          </Button>
          <Button onClick={() => setOpen(false)}>
            <FormattedMessage id="action.keep" />
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function AddressDialog({
  customerId,
  address,
  onClose,
}: {
  customerId: number;
  address: Address | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const empty: AddressForm = {
    type: 'shipping',
    firstName: '',
    lastName: '',
    street: '',
    city: '',
    postalCode: '',
    country: '',
    isDefault: false,
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm>({ values: address ?? empty });
  const save = useCustomerMutation(
    customerId,
    (body: AddressForm) =>
      address
        ? client.PUT('/api2/admin/customers/addresses/{addressId}', {
            params: { path: { addressId: address.id } },
            body: { ...body, customerId },
          })
        : client.POST('/api2/admin/customers/{id}/addresses', { params: { path: { id: customerId } }, body }),
    'customer.addressSaved',
  );
  const required = intl.formatMessage({ id: 'form.required' });
  const text = (name: 'firstName' | 'lastName' | 'street' | 'city' | 'postalCode' | 'country', max: number) => (
    <Field label={intl.formatMessage({ id: `address.${name}` })} error={errors[name] && required}>
      {(id, describedBy) => (
        <Input id={id} aria-describedby={describedBy} {...register(name, { required: true, maxLength: max })} />
      )}
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: address ? 'address.edit' : 'address.add' })}
    >
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={handleSubmit((body) => {
          if (!save.isPending) save.mutate(body, { onSuccess: onClose });
        })}
      >
        <Field label={intl.formatMessage({ id: 'address.type' })}>
          {(id) => (
            <Select id={id} {...register('type')}>
              <option value="shipping">{intl.formatMessage({ id: 'address.shipping' })}</option>
              <option value="billing">{intl.formatMessage({ id: 'address.billing' })}</option>
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" {...register('isDefault')} />
          <FormattedMessage id="address.default" />
        </label>
        {text('firstName', 100)}
        {text('lastName', 100)}
        {text('street', 200)}
        {text('city', 100)}
        {text('postalCode', 20)}
        {text('country', 100)}
        {save.error && (
          <div className="sm:col-span-2">
            <ErrorNotice error={save.error} />
          </div>
        )}
        <Button tone="primary" type="submit" disabled={save.isPending} className="self-start">
          <FormattedMessage id="action.save" />
        </Button>
      </form>
    </Dialog>
  );
}

function Addresses({ customer, writable }: { customer: Customer; writable: boolean }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const makeDefault = useCustomerMutation(
    customer.id,
    (a: Address) =>
      client.PUT('/api2/admin/customers/addresses/{addressId}', {
        params: { path: { addressId: a.id } },
        body: { customerId: customer.id, isDefault: true },
      }),
    'customer.addressSaved',
  );
  const remove = useCustomerMutation(
    customer.id,
    (a: Address) =>
      client.DELETE('/api2/admin/customers/addresses/{addressId}', {
        params: { path: { addressId: a.id }, query: { customerId: customer.id } },
      }),
    'customer.addressDeleted',
  );
  return (
    <Card
      title={intl.formatMessage({ id: 'customer.addresses' })}
      actions={
        writable && customer.id > 0 ? (
          <Button onClick={() => setEditing('new')}>
            <FormattedMessage id="address.add" />
          </Button>
        ) : undefined
      }
    >
      {customer.addresses.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="customer.noAddresses" />
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {customer.addresses.map((a) => {
          const label = `${a.street}, ${a.city}`;
          return (
            <li key={a.id} className="rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800">
              <p className="font-medium">
                <FormattedMessage id={`address.${a.type}`} />
                {a.isDefault && (
                  <>
                    {' '}
                    · <FormattedMessage id="address.isDefault" />
                  </>
                )}
              </p>
              <address className="break-words not-italic">
                {a.firstName} {a.lastName}
                <br />
                {a.street}
                <br />
                {a.postalCode} {a.city}
                <br />
                {a.country}
              </address>
              {writable && (
                <div className="mt-2 flex flex-wrap gap-1">
                  <Button
                    onClick={() => setEditing(a)}
                    aria-label={intl.formatMessage({ id: 'address.editOne' }, { address: label })}
                  >
                    <FormattedMessage id="action.edit" />
                  </Button>
                  {!a.isDefault && (
                    <Button
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(a)}
                      aria-label={intl.formatMessage({ id: 'address.makeDefaultOne' }, { address: label })}
                    >
                      <FormattedMessage id="address.makeDefault" />
                    </Button>
                  )}
                  <Button
                    tone="danger"
                    disabled={remove.isPending}
                    onClick={() => setDeleting(a)}
                    aria-label={intl.formatMessage({ id: 'address.deleteOne' }, { address: label })}
                  >
                    <FormattedMessage id="action.delete" />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={intl.formatMessage(
          { id: 'address.deleteTitle' },
          { address: deleting ? `${deleting.street}, ${deleting.city}` : '' },
        )}
        description={intl.formatMessage({ id: 'address.deleteWhat' })}
        confirm={<FormattedMessage id="address.confirmDelete" />}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      />
      {editing && (
        <AddressDialog
          customerId={customer.id}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

export function CustomerScreen() {
  const { customerId } = route.useParams();
  const intl = useIntl();
  const can = useCan();
  const customer = useQuery(
    api.queryOptions('get', '/api2/admin/customers/{id}', { params: { path: { id: customerId } } }),
  );
  if (customer.error) return <ErrorNotice error={customer.error} onRetry={() => void customer.refetch()} />;
  if (!customer.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const c = customer.data;
  const guest = c.id < 0;
  const writable = can('customers.write') && !guest;
  return (
    <>
      <PageHeader title={`${c.firstName} ${c.lastName}`.trim() || c.email}>
        {writable && <EditCustomer customer={c} />}
        {writable && <DeleteCustomer customer={c} />}
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={intl.formatMessage({ id: 'customer.details' })}>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt>
              <FormattedMessage id="customers.email" />
            </dt>
            <dd className="break-all">{c.email}</dd>
            <dt>
              <FormattedMessage id="customer.phone" />
            </dt>
            <dd>{c.phone ?? '—'}</dd>
            <dt>
              <FormattedMessage id="customer.vatId" />
            </dt>
            <dd>{c.vatId ?? '—'}</dd>
            <dt>
              <FormattedMessage id="customer.b2bGroup" />
            </dt>
            <dd>{c.b2bGroup ?? '—'}</dd>
            <dt>
              <FormattedMessage id="customers.kind" />
            </dt>
            <dd>
              <FormattedMessage
                id={guest ? 'customers.guest' : c.isVerified ? 'customer.verified' : 'customer.unverified'}
              />
            </dd>
            <dt>
              <FormattedMessage id="nav.orders" />
            </dt>
            <dd>{c.orderCount}</dd>
            <dt>
              <FormattedMessage id="customers.spent" />
            </dt>
            <dd>
              <Money value={c.totalSpent} />
            </dd>
            <dt>
              <FormattedMessage id="customers.since" />
            </dt>
            <dd>
              <DateTime value={c.createdAt} />
            </dd>
          </dl>
        </Card>
        <Card
          title={intl.formatMessage({ id: 'customer.recentOrders' })}
          actions={
            <Link to="/orders" search={{ search: c.email }} className="text-sm underline">
              <FormattedMessage id="customer.allOrders" />
            </Link>
          }
        >
          {c.recentOrders.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <FormattedMessage id="home.noOrders" />
            </p>
          ) : (
            <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
              {c.recentOrders.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <Link to="/orders/$orderId" params={{ orderId: o.id }} className="underline">
                    #{o.orderNumber}
                  </Link>
                  <Status value={o.status} />
                  <Money value={o.totalAmount} />
                  <DateTime value={o.createdAt} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="min-w-0 lg:col-span-2">
          <Addresses customer={c} writable={writable} />
        </div>
        {!guest && (
          <div className="min-w-0 lg:col-span-2">
            <EntityChangeLog entityType="customer" entityId={String(c.id)} />
          </div>
        )}
      </div>
    </>
  );
}
