import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/en';
// The state machine is the service's own table: the screen offers exactly the moves the API accepts.
import { allowedMoves } from '../../server-rules';
import { api, client, type Order, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, PageHeader, Select } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime, Money, PaymentMethodName, Status } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { actorLabel, EntityChangeLog } from '../../ui/change-log';
import { itemName } from '../../ui/item-name';
import { ReturnsTable, RequestReturn } from '../returns/list';
import { ManageTags } from './tags';

const route = getRouteApi('/app/orders/$orderId');

function useOrderMutation<T>(orderId: number, run: (body: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failureToast = useFailureToast();
  const intl = useIntl();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: success as 'order.moved' }) });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeyOf('/api2/admin/orders/{id}', { params: { path: { id: orderId } } }),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/orders') }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/audit-log') }),
      ]);
    },
    onError: (error) => failureToast(error),
  });
}

type MailType = 'order_confirmation' | 'shipping_confirmation' | 'invoice' | 'cancellation' | 'refund';

const sendMail = (id: number, type: MailType) =>
  client.POST('/api2/admin/orders/{id}/send-email', { params: { path: { id } }, body: { type } });

/** "Tell the customer": the mail the screen offers with a move, checked. */
function TellCustomer({ register }: { register: UseFormRegisterReturn }) {
  return (
    <label className="mb-3 flex items-center gap-2 text-sm">
      <input type="checkbox" {...register} />
      <FormattedMessage id="order.tellCustomer" />
    </label>
  );
}

/** "Ship": carrier, tracking number and link in one step, and the shipping mail. */
function ShipMove({ order }: { order: Order }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const ship = useOrderMutation(
    order.id,
    async (v: { carrier: string; trackingNumber: string; trackingUrl: string; notify: boolean }) => {
      await client.PATCH('/api2/admin/orders/{id}', {
        params: { path: { id: order.id } },
        body: {
          status: 'shipped',
          trackingNumber: v.trackingNumber.trim(),
          trackingUrl: v.trackingUrl.trim(),
          ...(v.carrier.trim()
            ? { note: intl.formatMessage({ id: 'order.shippedWith' }, { carrier: v.carrier.trim() }) }
            : {}),
        },
      });
      if (v.notify) await sendMail(order.id, 'shipping_confirmation');
    },
    'order.moved',
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    defaultValues: {
      carrier: '',
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl ?? '',
      notify: true,
    },
  });
  return (
    <>
      <Button tone="primary" onClick={() => setOpen(true)}>
        <FormattedMessage id="order.ship" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'order.shipTitle' }, { number: order.orderNumber })}
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={handleSubmit((v) => {
            if (!ship.isPending) ship.mutate(v, { onSuccess: () => setOpen(false) });
          })}
        >
          <Field label={intl.formatMessage({ id: 'order.carrier' })}>
            {(id) => <Input id={id} list="carriers" {...register('carrier', { maxLength: 100 })} />}
          </Field>
          <datalist id="carriers">
            <option value="DHL" />
            <option value="DPD" />
            <option value="GLS" />
            <option value="Hermes" />
            <option value="UPS" />
          </datalist>
          <Field label={intl.formatMessage({ id: 'order.trackingNumber' })}>
            {(id) => <Input id={id} {...register('trackingNumber', { maxLength: 100 })} />}
          </Field>
          <Field
            label={intl.formatMessage({ id: 'order.trackingUrl' })}
            error={errors.trackingUrl && intl.formatMessage({ id: 'order.trackingUrlInvalid' })}
          >
            {(id, describedBy) => (
              <Input
                id={id}
                type="url"
                aria-describedby={describedBy}
                {...register('trackingUrl', { pattern: /^(https?:\/\/\S+)?$/ })}
              />
            )}
          </Field>
          <TellCustomer register={register('notify')} />
          {ship.error && <ErrorNotice error={ship.error} />}
          <Button tone="primary" type="submit" disabled={ship.isPending} className="self-start">
            <FormattedMessage id="order.confirmShip" />
          </Button>
        </form>
      </Dialog>
    </>
  );
}

/**
 * A move that closes the order for good (cancel, refund): a danger button that asks first, with a reason that
 * lands in the order's history.
 */
function ClosingMove({
  order,
  action,
  title,
  what,
  reasonLabel,
  confirm,
  run,
  success,
  mail,
}: {
  order: Order;
  action: MessageId;
  title: MessageId;
  what: MessageId;
  reasonLabel: MessageId;
  confirm: MessageId;
  run: (reason: string) => Promise<unknown>;
  success: MessageId;
  /** The mail that tells the customer, offered (checked) in the dialog. */
  mail: MailType;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const mutation = useOrderMutation(
    order.id,
    async ({ reason, notify }: { reason: string; notify: boolean }) => {
      await run(reason);
      if (notify) await sendMail(order.id, mail);
    },
    success,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string; notify: boolean }>({ defaultValues: { reason: '', notify: true } });
  return (
    <>
      <Button tone="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id={action} />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: title }, { number: order.orderNumber })}
        description={intl.formatMessage({ id: what })}
      >
        <form
          onSubmit={handleSubmit((values) => {
            if (!mutation.isPending) mutation.mutate(values, { onSuccess: () => setOpen(false) });
          })}
        >
          <Field
            label={intl.formatMessage({ id: reasonLabel })}
            error={errors.reason && intl.formatMessage({ id: 'order.reasonRequired' })}
            className="mb-3"
          >
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                {...register('reason', { required: true, maxLength: 2000 })}
              />
            )}
          </Field>
          <TellCustomer register={register('notify')} />
          {mutation.error && <ErrorNotice error={mutation.error} />}
          <Button tone="danger" type="submit" disabled={mutation.isPending}>
            <FormattedMessage id={confirm} />
          </Button>
        </form>
      </Dialog>
    </>
  );
}

function StatusActions({ order }: { order: Order }) {
  const intl = useIntl();
  const move = useOrderMutation(
    order.id,
    (status: string) =>
      client.PATCH('/api2/admin/orders/{id}', { params: { path: { id: order.id } }, body: { status } }),
    'order.moved',
  );
  const moves = allowedMoves(order.status);
  if (moves.length === 0)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="order.final" />
      </p>
    );
  // On a phone the moves stay at the bottom of the screen, however far down the order is read.
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'order.actions' })}
      className="flex flex-wrap gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-20 max-sm:border-t max-sm:border-zinc-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-lg dark:max-sm:border-zinc-800 dark:max-sm:bg-zinc-950"
    >
      {moves.includes('shipped') && <ShipMove order={order} />}
      {moves
        .filter((s) => s !== 'cancelled' && s !== 'refunded' && s !== 'shipped')
        .map((status) => (
          <Button key={status} tone="primary" disabled={move.isPending} onClick={() => move.mutate(status)}>
            <FormattedMessage id="order.moveTo" values={{ status: intl.formatMessage({ id: `status.${status}` }) }} />
          </Button>
        ))}
      {moves.includes('refunded') && (
        // A refund is a status move: its reason goes as the move's note, which the history shows.
        <ClosingMove
          order={order}
          action="order.refund"
          title="order.refundTitle"
          what="order.refundWhat"
          reasonLabel="order.refundReason"
          confirm="order.confirmRefund"
          success="order.moved"
          mail="refund"
          run={(note) =>
            client.PATCH('/api2/admin/orders/{id}', {
              params: { path: { id: order.id } },
              body: { status: 'refunded', note },
            })
          }
        />
      )}
      {moves.includes('cancelled') && (
        <ClosingMove
          order={order}
          action="order.cancel"
          title="order.cancelTitle"
          what="order.cancelWhat"
          reasonLabel="order.cancelReason"
          confirm="order.confirmCancel"
          success="order.cancelled"
          mail="cancellation"
          run={(reason) =>
            client.POST('/api2/admin/orders/{id}/cancel', { params: { path: { id: order.id } }, body: { reason } })
          }
        />
      )}
    </div>
  );
}

/** A note for the order's history: a status change that stays (the API's PATCH with the current status). */
function AddNote({ order }: { order: Order }) {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const add = useOrderMutation(
    order.id,
    (note: string) =>
      client.PATCH('/api2/admin/orders/{id}', {
        params: { path: { id: order.id } },
        body: { status: order.status, note },
      }),
    'order.noteAdded',
  );
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={handleSubmit(({ note }) => {
        if (!add.isPending) add.mutate(note.trim(), { onSuccess: () => reset() });
      })}
    >
      <Field
        label={intl.formatMessage({ id: 'order.addNoteLabel' })}
        error={errors.note && intl.formatMessage({ id: 'order.noteRequired' })}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={2}
            aria-describedby={describedBy}
            className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            {...register('note', { maxLength: 2000, validate: (v) => v.trim() !== '' })}
          />
        )}
      </Field>
      <Button type="submit" disabled={add.isPending} className="self-start">
        <FormattedMessage id="order.addNote" />
      </Button>
    </form>
  );
}

function Tracking({ order }: { order: Order }) {
  const intl = useIntl();
  const save = useOrderMutation(
    order.id,
    (body: { trackingNumber: string; trackingUrl: string }) =>
      client.PATCH('/api2/admin/orders/{id}', {
        params: { path: { id: order.id } },
        body: { status: order.status, ...body },
      }),
    'order.trackingSaved',
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ values: { trackingNumber: order.trackingNumber ?? '', trackingUrl: order.trackingUrl ?? '' } });
  return (
    <form
      onSubmit={handleSubmit((body) => {
        if (!save.isPending) save.mutate(body);
      })}
      className="flex flex-col gap-2"
    >
      <Field label={intl.formatMessage({ id: 'order.trackingNumber' })}>
        {(id) => <Input id={id} {...register('trackingNumber', { maxLength: 100 })} />}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'order.trackingUrl' })}
        error={errors.trackingUrl && intl.formatMessage({ id: 'order.trackingUrlInvalid' })}
      >
        {(id, describedBy) => (
          <Input
            id={id}
            type="url"
            aria-describedby={describedBy}
            {...register('trackingUrl', { pattern: /^(https?:\/\/\S+)?$/ })}
          />
        )}
      </Field>
      <Button type="submit" disabled={save.isPending} className="self-start">
        <FormattedMessage id="action.save" />
      </Button>
    </form>
  );
}

function Tags({ order }: { order: Order }) {
  const intl = useIntl();
  const all = useQuery(api.queryOptions('get', '/api2/admin/order-tags'));
  const save = useOrderMutation(
    order.id,
    (tagIds: number[]) =>
      client.PUT('/api2/admin/orders/{id}/tags', { params: { path: { id: order.id } }, body: { tagIds } }),
    'order.tagsSaved',
  );
  const current = new Set(order.tags.map((t) => t.id));
  const tags = all.data?.tags ?? [];
  if (tags.length === 0)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="order.noTags" />
      </p>
    );
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{intl.formatMessage({ id: 'orders.tags' })}</legend>
      {tags.map((tag) => (
        <label key={tag.id} className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={current.has(tag.id)}
            disabled={save.isPending}
            onChange={(e) => {
              const next = new Set(current);
              if (e.target.checked) next.add(tag.id);
              else next.delete(tag.id);
              save.mutate([...next]);
            }}
          />
          {tag.name}
        </label>
      ))}
    </fieldset>
  );
}

function Mails({ order }: { order: Order }) {
  const intl = useIntl();
  const [type, setType] = useState<MailType>('order_confirmation');
  const send = useOrderMutation(
    order.id,
    (mail: MailType) =>
      client.POST('/api2/admin/orders/{id}/send-email', { params: { path: { id: order.id } }, body: { type: mail } }),
    'order.mailSent',
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={intl.formatMessage({ id: 'order.mailType' })}>
        {(id) => (
          <Select id={id} value={type} onChange={(e) => setType(e.target.value as MailType)}>
            <option value="order_confirmation">{intl.formatMessage({ id: 'mail.order_confirmation' })}</option>
            <option value="shipping_confirmation">{intl.formatMessage({ id: 'mail.shipping_confirmation' })}</option>
            <option value="invoice">{intl.formatMessage({ id: 'mail.invoice' })}</option>
            <option value="cancellation">{intl.formatMessage({ id: 'mail.cancellation' })}</option>
            <option value="refund">{intl.formatMessage({ id: 'mail.refund' })}</option>
          </Select>
        )}
      </Field>
      <Button disabled={send.isPending} onClick={() => send.mutate(type)}>
        <FormattedMessage id="order.sendMail" />
      </Button>
    </div>
  );
}

function AddressBlock({
  address,
}: {
  address: { street: string; city: string; postalCode: string; country: string } | null;
}) {
  if (!address)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="order.sameAsShipping" />
      </p>
    );
  return (
    <address className="text-sm not-italic">
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
    </address>
  );
}

export function OrderScreen() {
  const { orderId } = route.useParams();
  const intl = useIntl();
  const can = useCan();
  const order = useQuery(api.queryOptions('get', '/api2/admin/orders/{id}', { params: { path: { id: orderId } } }));
  if (order.error) return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const o = order.data;
  const writable = can('orders.write');
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'order.title' }, { number: o.orderNumber })}>
        <Status value={o.status} />
      </PageHeader>
      {o.taxReview !== null && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <FormattedMessage
            id={o.vatIdStatus === 'invalid' ? 'order.taxReviewInvalid' : 'order.taxReviewUnconfirmed'}
            values={{ vatId: o.vatId ?? '' }}
          />
        </p>
      )}
      {/* Room below the last card for the phone's action bar. */}
      <div className={`grid gap-4 lg:grid-cols-2${writable ? ' max-sm:pb-24' : ''}`}>
        <Card title={intl.formatMessage({ id: 'order.items' })} className="lg:col-span-2">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{intl.formatMessage({ id: 'order.items' })}</caption>
              <thead className="text-left">
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'order.product' })}</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className="text-right">
                    {intl.formatMessage({ id: 'order.quantity' })}
                  </th>
                  <th scope="col" className="text-right">
                    {intl.formatMessage({ id: 'order.unitPrice' })}
                  </th>
                  <th scope="col" className="text-right">
                    {intl.formatMessage({ id: 'orders.total' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {o.items.map((item) => (
                  <tr key={item.id} className="border-t border-zinc-200 dark:border-zinc-800">
                    <td className="break-words py-1 pr-2">{itemName(item)}</td>
                    <td className="pr-2 font-mono text-xs">{item.sku}</td>
                    <td className="text-right">{item.quantity}</td>
                    <td className="text-right">
                      <Money value={item.unitPrice} currency={o.currency} />
                    </td>
                    <td className="text-right">
                      <Money value={item.totalPrice} currency={o.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-1 text-sm sm:w-80 sm:justify-self-end">
            <dt>{intl.formatMessage({ id: 'order.subtotal' })}</dt>
            <dd className="text-right">
              <Money value={o.subtotal} currency={o.currency} />
            </dd>
            <dt>{intl.formatMessage({ id: 'order.shipping' })}</dt>
            <dd className="text-right">
              <Money value={o.shippingCost} currency={o.currency} />
            </dd>
            {(o.discountTotals ?? []).map((d) => (
              <Fragment key={`${d.promotionId}:${d.code ?? ''}`}>
                <dt>{discountLabel(intl, d)}</dt>
                <dd className="text-right">
                  <Money value={-d.amount} currency={o.currency} />
                </dd>
              </Fragment>
            ))}
            {o.taxLines.map((line) => (
              <Fragment key={line.rate}>
                <dt>{intl.formatMessage({ id: 'order.tax' }, { rate: line.rate })}</dt>
                <dd className="text-right">
                  <Money value={line.tax} currency={o.currency} />
                </dd>
              </Fragment>
            ))}
            <dt className="font-semibold">{intl.formatMessage({ id: 'orders.total' })}</dt>
            <dd className="text-right font-semibold">
              <Money value={o.totalAmount} currency={o.currency} />
            </dd>
          </dl>
        </Card>
        <Card title={intl.formatMessage({ id: 'order.customer' })}>
          <p className="break-words text-sm">
            {o.customerId !== null && can('customers.read') ? (
              <Link to="/customers/$customerId" params={{ customerId: o.customerId }} className="underline">
                {o.customerName}
              </Link>
            ) : (
              o.customerName
            )}
            <br />
            {o.customerEmail}
            {o.customerPhone && (
              <>
                <br />
                {o.customerPhone}
              </>
            )}
          </p>
          {o.vatId !== null && (
            <p className="mt-2 text-sm">
              <FormattedMessage
                id={o.reverseCharge ? 'order.vatIdReverseCharge' : 'order.vatId'}
                values={{ vatId: o.vatId }}
              />
            </p>
          )}
          {o.note && (
            <p className="mt-2 text-sm">
              <FormattedMessage id="order.note" values={{ note: o.note }} />
            </p>
          )}
          <div className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <h3 className="text-sm font-medium">
                <FormattedMessage id="order.shippingAddress" />
              </h3>
              <AddressBlock address={o.shippingAddress} />
            </div>
            <div>
              <h3 className="text-sm font-medium">
                <FormattedMessage id="order.billingAddress" />
              </h3>
              <AddressBlock address={o.billingAddress} />
            </div>
          </div>
        </Card>
        <Card title={intl.formatMessage({ id: 'order.payment' })}>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt>{intl.formatMessage({ id: 'orders.paymentMethod' })}</dt>
            <dd>
              <PaymentMethodName value={o.paymentMethod} />
            </dd>
            <dt>{intl.formatMessage({ id: 'order.paymentStatus' })}</dt>
            <dd>{intl.formatMessage({ id: `payment.${o.paymentStatus}` })}</dd>
            <dt>{intl.formatMessage({ id: 'orders.source' })}</dt>
            <dd>{o.orderSource}</dd>
            <dt>{intl.formatMessage({ id: 'order.shippingMethod' })}</dt>
            <dd>{o.shippingMethod?.name ?? '—'}</dd>
            <dt>{intl.formatMessage({ id: 'orders.date' })}</dt>
            <dd>
              <DateTime value={o.createdAt} />
            </dd>
          </dl>
          {o.invoice && (
            // The PDF is a same-origin GET the browser sends with the session cookie.
            <a
              className="mt-3 inline-block text-sm underline max-sm:py-1"
              href={`/api2/admin/invoices/${o.invoice.id}/pdf`}
              target="_blank"
              rel="noreferrer"
            >
              <FormattedMessage id="order.invoice" values={{ number: o.invoice.invoiceNumber }} />
            </a>
          )}
        </Card>
        <Card title={intl.formatMessage({ id: 'order.status' })}>
          {writable && <StatusActions order={o} />}
          <ol className="mt-3 flex flex-col gap-1 text-sm" aria-label={intl.formatMessage({ id: 'order.history' })}>
            {o.statusHistory.map((h, i) =>
              h.fromStatus === h.toStatus && h.note ? (
                <li key={i}>
                  <DateTime value={h.createdAt} />: <FormattedMessage id="order.noteEntry" values={{ note: h.note }} />{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">
                    ({actorLabel(intl, h.actor.split(':')[0]!, h.actorName)})
                  </span>
                </li>
              ) : (
                <li key={i}>
                  <DateTime value={h.createdAt} />:{' '}
                  {h.fromStatus ? (
                    <>
                      <Status value={h.fromStatus} /> →{' '}
                    </>
                  ) : null}
                  <Status value={h.toStatus} />{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">
                    ({actorLabel(intl, h.actor.split(':')[0]!, h.actorName)}){h.note ? ` ${h.note}` : ''}
                  </span>
                </li>
              ),
            )}
          </ol>
          {writable && <AddNote order={o} />}
        </Card>
        <Card title={intl.formatMessage({ id: 'order.tracking' })}>
          {writable ? <Tracking order={o} /> : <p className="text-sm">{o.trackingNumber ?? '—'}</p>}
        </Card>
        <Card title={intl.formatMessage({ id: 'orders.tags' })} actions={writable ? <ManageTags /> : undefined}>
          {writable ? <Tags order={o} /> : <p className="text-sm">{o.tags.map((t) => t.name).join(', ') || '—'}</p>}
        </Card>
        {writable && (
          <Card title={intl.formatMessage({ id: 'order.mails' })}>
            <Mails order={o} />
          </Card>
        )}
        <Card
          title={intl.formatMessage({ id: 'nav.returns' })}
          className="lg:col-span-2"
          actions={writable && ['shipped', 'delivered'].includes(o.status) ? <RequestReturn order={o} /> : undefined}
        >
          <ReturnsTable search={{ orderId: o.id }} compact />
        </Card>
        <div className="min-w-0 lg:col-span-2">
          <EntityChangeLog entityType="order" entityId={String(o.id)} />
        </div>
      </div>
    </>
  );
}

type DiscountTotal = NonNullable<Order['discountTotals']>[number];

/** "Discount: Summer sale (SUMMER10)"; by the id only for an old order whose promotion was gone before names were kept. */
function discountLabel(intl: IntlShape, d: DiscountTotal): string {
  if (d.promotionName === null)
    return d.code === null
      ? intl.formatMessage({ id: 'order.discountAutomatic' }, { id: d.promotionId })
      : intl.formatMessage({ id: 'order.discountCode' }, { code: d.code });
  return d.code === null
    ? intl.formatMessage({ id: 'order.discountNamed' }, { name: d.promotionName })
    : intl.formatMessage({ id: 'order.discountNamedCode' }, { name: d.promotionName, code: d.code });
}
