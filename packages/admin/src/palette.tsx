// Ctrl/Cmd+K: run an action (new product, new saved order view, …), jump to a screen by name, a product by name or
// SKU, an order by number, a customer by e-mail or name (cmdk does the list and keyboard handling; the searches are
// the API's). Escape or the close button gives focus back to where it was.
import { useEffect, useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from './api';
import { useCan, type Permission } from './session';
import type { MessageId } from './i18n/en';
import type { Screen } from './features';
import type { OrdersSearch } from './features/orders/search';
import { CloseButton, useFocusReturn } from './ui/dialog';
import { SaveViewDialog } from './ui/views';

const itemClass =
  'cursor-pointer rounded px-2 py-1.5 data-[selected=true]:bg-zinc-100 dark:data-[selected=true]:bg-zinc-800';

interface Action {
  id: string;
  label: MessageId;
  permission: Permission;
  run: () => void;
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Command.Group heading={heading} className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2">
      {children}
    </Command.Group>
  );
}

export function CommandPalette({ screens }: { screens: Screen[] }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [savingView, setSavingView] = useState(false);
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const location = useRouterState({ select: (s) => s.location });
  const returnFocus = useFocusReturn(open);

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
  const lower = term.toLowerCase();
  const number = /^#?\d+$/.test(term) ? Number(term.replace('#', '')) : undefined;
  const products = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/search', { params: { query: { q: term, limit: 5 } } }),
    enabled: open && term.length >= 2 && can('products.read'),
  });
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

  const close = () => {
    setOpen(false);
    setInput('');
  };
  const go = (action: () => Promise<void>) => {
    close();
    void action();
  };
  const actions: Action[] = [
    {
      id: 'new-product',
      label: 'palette.newProduct',
      permission: 'products.write',
      run: () => go(() => navigate({ to: '/products/new' })),
    },
    {
      id: 'new-promotion',
      label: 'palette.newPromotion',
      permission: 'promotions.write',
      run: () => go(() => navigate({ to: '/promotions/new' })),
    },
    {
      id: 'new-view',
      label: 'palette.newView',
      permission: 'orders.read',
      run: () => {
        close();
        // The view saves the orders list's filter: the one on screen, or all orders from elsewhere.
        if (location.pathname !== '/orders') void navigate({ to: '/orders' });
        setSavingView(true);
      },
    },
    {
      id: 'new-post',
      label: 'palette.newPost',
      permission: 'content.write',
      run: () => go(() => navigate({ to: '/blog/new' })),
    },
    {
      id: 'new-page',
      label: 'palette.newPage',
      permission: 'content.write',
      run: () => go(() => navigate({ to: '/pages/new' })),
    },
    {
      id: 'settings',
      label: 'palette.goSettings',
      permission: 'settings.read',
      run: () => go(() => navigate({ to: '/settings' })),
    },
  ];
  const matches = (label: MessageId) => intl.formatMessage({ id: label }).toLowerCase().includes(lower);
  const shownActions = actions.filter((a) => can(a.permission) && matches(a.label));
  const shownScreens = screens.filter((s) => matches(s.label));

  return (
    <>
      <RadixDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setInput('');
        }}
      >
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            className="fixed left-1/2 top-24 z-50 w-[36rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-lg bg-white shadow-xl dark:bg-zinc-900"
          >
            <RadixDialog.Title className="sr-only">{intl.formatMessage({ id: 'palette.label' })}</RadixDialog.Title>
            <Command label={intl.formatMessage({ id: 'palette.label' })} shouldFilter={false}>
              <div className="border-b border-zinc-200 pr-10 dark:border-zinc-700">
                <Command.Input
                  value={input}
                  onValueChange={setInput}
                  placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
                  aria-label={intl.formatMessage({ id: 'palette.placeholder' })}
                  className="w-full rounded-t-lg bg-transparent p-3 text-sm outline-none"
                />
              </div>
              <CloseButton />
              <Command.List className="max-h-80 overflow-y-auto p-2 text-sm">
                <Command.Empty className="p-2 text-zinc-600 dark:text-zinc-400">
                  <FormattedMessage id="palette.empty" />
                </Command.Empty>
                {shownActions.length > 0 && (
                  <Group heading={intl.formatMessage({ id: 'palette.actions' })}>
                    {shownActions.map((a) => (
                      <Command.Item key={a.id} value={`action ${a.id}`} onSelect={a.run} className={itemClass}>
                        <FormattedMessage id={a.label} />
                      </Command.Item>
                    ))}
                  </Group>
                )}
                {shownScreens.length > 0 && (
                  <Group heading={intl.formatMessage({ id: 'palette.screens' })}>
                    {shownScreens.map((s) => (
                      <Command.Item
                        key={s.to}
                        value={`screen ${s.to}`}
                        onSelect={() => go(() => navigate({ to: s.to }))}
                        className={itemClass}
                      >
                        <FormattedMessage id={s.label} />
                      </Command.Item>
                    ))}
                  </Group>
                )}
                {(products.data?.products.length ?? 0) > 0 && (
                  <Group heading={intl.formatMessage({ id: 'nav.products' })}>
                    {products.data!.products.map((p) => (
                      <Command.Item
                        key={p.id}
                        value={`product ${p.id}`}
                        onSelect={() => go(() => navigate({ to: '/products/$id', params: { id: p.id } }))}
                        className={itemClass}
                      >
                        <FormattedMessage id="palette.product" values={{ name: p.name, sku: p.sku }} />
                      </Command.Item>
                    ))}
                  </Group>
                )}
                {(orders.data?.orders.length ?? 0) > 0 && (
                  <Group heading={intl.formatMessage({ id: 'nav.orders' })}>
                    {orders.data!.orders.map((o) => (
                      <Command.Item
                        key={o.id}
                        value={`order ${o.id}`}
                        onSelect={() => go(() => navigate({ to: '/orders/$orderId', params: { orderId: o.id } }))}
                        className={itemClass}
                      >
                        <FormattedMessage id="palette.order" values={{ number: o.orderNumber, name: o.customerName }} />
                      </Command.Item>
                    ))}
                  </Group>
                )}
                {(customers.data?.length ?? 0) > 0 && (
                  <Group heading={intl.formatMessage({ id: 'nav.customers' })}>
                    {customers.data!.map((c) => (
                      <Command.Item
                        key={c.id}
                        value={`customer ${c.id}`}
                        onSelect={() =>
                          go(() => navigate({ to: '/customers/$customerId', params: { customerId: c.id } }))
                        }
                        className={itemClass}
                      >
                        {c.firstName} {c.lastName} · {c.email}
                      </Command.Item>
                    ))}
                  </Group>
                )}
              </Command.List>
            </Command>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {savingView && (
        <SaveViewDialog
          open
          onOpenChange={setSavingView}
          search={(location.pathname === '/orders' ? location.search : {}) as OrdersSearch}
        />
      )}
    </>
  );
}
