// Ctrl/Cmd+K: jump to a screen by name, an order by number, a customer by e-mail or name (cmdk does the list,
// filtering and keyboard handling; the searches are the API's).
import { useEffect, useState } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from './api';
import { useCan } from './session';
import type { Screen } from './features';

export function CommandPalette({ screens }: { screens: Screen[] }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const term = input.trim();
  const number = /^#?\d+$/.test(term) ? Number(term.replace('#', '')) : undefined;
  const orders = useQuery({
    ...api.queryOptions('get', '/api2/admin/orders', {
      params: { query: { search: term.replace(/^#/, ''), limit: 5 } },
    }),
    enabled: open && term.length >= 2 && can('orders.read'),
  });
  const customers = useQuery({
    ...api.queryOptions('get', '/api2/admin/customers/search', { params: { query: { q: term } } }),
    enabled: open && term.length >= 2 && number === undefined && can('customers.read'),
  });

  const go = (action: () => Promise<void>) => {
    setOpen(false);
    setInput('');
    void action();
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={setOpen}
      label={intl.formatMessage({ id: 'palette.label' })}
      shouldFilter={false}
      overlayClassName="fixed inset-0 z-40 bg-black/40"
      contentClassName="fixed left-1/2 top-24 z-50 w-[36rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-lg bg-white shadow-xl dark:bg-zinc-900"
    >
      <Command.Input
        value={input}
        onValueChange={setInput}
        placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
        aria-label={intl.formatMessage({ id: 'palette.placeholder' })}
        className="w-full rounded-t-lg border-b border-zinc-200 bg-transparent p-3 text-sm outline-none dark:border-zinc-700"
      />
      <Command.List className="max-h-80 overflow-y-auto p-2 text-sm">
        <Command.Empty className="p-2 text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="palette.empty" />
        </Command.Empty>
        <Command.Group heading={intl.formatMessage({ id: 'palette.screens' })}>
          {screens
            .filter((s) => intl.formatMessage({ id: s.label }).toLowerCase().includes(term.toLowerCase()))
            .map((s) => (
              <Command.Item
                key={s.to}
                value={`screen ${s.to}`}
                onSelect={() => go(() => navigate({ to: s.to }))}
                className="cursor-pointer rounded px-2 py-1.5 data-[selected=true]:bg-zinc-100 dark:data-[selected=true]:bg-zinc-800"
              >
                <FormattedMessage id={s.label} />
              </Command.Item>
            ))}
        </Command.Group>
        {(orders.data?.orders.length ?? 0) > 0 && (
          <Command.Group heading={intl.formatMessage({ id: 'nav.orders' })}>
            {orders.data!.orders.map((o) => (
              <Command.Item
                key={o.id}
                value={`order ${o.id}`}
                onSelect={() => go(() => navigate({ to: '/orders/$orderId', params: { orderId: o.id } }))}
                className="cursor-pointer rounded px-2 py-1.5 data-[selected=true]:bg-zinc-100 dark:data-[selected=true]:bg-zinc-800"
              >
                <FormattedMessage id="palette.order" values={{ number: o.orderNumber, name: o.customerName }} />
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {(customers.data?.length ?? 0) > 0 && (
          <Command.Group heading={intl.formatMessage({ id: 'nav.customers' })}>
            {customers.data!.map((c) => (
              <Command.Item
                key={c.id}
                value={`customer ${c.id}`}
                onSelect={() => go(() => navigate({ to: '/customers/$customerId', params: { customerId: c.id } }))}
                className="cursor-pointer rounded px-2 py-1.5 data-[selected=true]:bg-zinc-100 dark:data-[selected=true]:bg-zinc-800"
              >
                {c.firstName} {c.lastName} · {c.email}
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
