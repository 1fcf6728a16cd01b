import { useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { keepSessionFresh, signOut, useCan, useMe } from './session';
import { CommandPalette } from './palette';
import { followLiveEvents } from './live';
import { PinnedViews } from './ui/views';
import { useToast } from './ui/toasts';
import { Button } from './ui/controls';
import { LanguageChoice } from './locale';
import { RoleName } from './ui/format';
import { NAVIGATION, type Screen } from './features';

/** `/` focuses the screen's list search (unless the person is typing somewhere). */
function useSearchShortcut() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const search = document.querySelector<HTMLInputElement>('[data-list-search]');
      if (search) {
        event.preventDefault();
        search.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function Shell() {
  const me = useMe();
  const can = useCan();
  const intl = useIntl();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const toast = useToast();
  useEffect(() => keepSessionFresh(), []);
  // New orders and changes arrive from the server's event stream (any instance); the lists on screen refetch.
  useEffect(() => {
    if (!can('orders.read')) return undefined;
    return followLiveEvents((count) =>
      toast({ tone: 'success', title: intl.formatMessage({ id: 'live.newOrders' }, { count }) }),
    );
  }, []);
  useSearchShortcut();
  const screens: Screen[] = NAVIGATION.filter((s: Screen) => !('permission' in s) || can(s.permission));

  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-zinc-900"
      >
        <FormattedMessage id="nav.skip" />
      </a>
      <header className="flex items-center justify-between border-b border-zinc-200 p-3 md:hidden dark:border-zinc-800">
        <span className="font-semibold">
          <FormattedMessage id="app.title" />
        </span>
        <Button aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen(!menuOpen)}>
          <FormattedMessage id="nav.menu" />
        </Button>
      </header>
      <nav
        id="main-nav"
        aria-label={intl.formatMessage({ id: 'nav.label' })}
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-zinc-200 p-3 md:block md:w-56 md:shrink-0 md:border-b-0 md:border-r dark:border-zinc-800`}
      >
        <p className="mb-4 hidden font-semibold md:block">
          <FormattedMessage id="app.title" />
        </p>
        <ul className="flex flex-col gap-1">
          {screens.map((screen) => (
            <li key={screen.to}>
              <Link
                to={screen.to}
                onClick={() => setMenuOpen(false)}
                activeOptions={{ exact: screen.to === '/', includeSearch: false }}
                className="block rounded-md px-2 py-1.5 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                activeProps={{ 'aria-current': 'page', className: 'bg-zinc-100 font-semibold dark:bg-zinc-800' }}
              >
                <FormattedMessage id={screen.label} />
              </Link>
            </li>
          ))}
        </ul>
        {can('orders.read') && <PinnedViews onNavigate={() => setMenuOpen(false)} />}
        <div className="mt-6 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
          <p className="break-all text-zinc-700 dark:text-zinc-300">{me.name}</p>
          <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
            <RoleName value={me.role} />
          </p>
          <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
            <FormattedMessage id="palette.hint" />
          </p>
          <LanguageChoice />
          <Button onClick={() => void signOut().then(() => navigate({ to: '/login', search: {} }))}>
            <FormattedMessage id="action.signOut" />
          </Button>
        </div>
      </nav>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
        <Outlet />
      </main>
      <CommandPalette screens={screens} />
    </div>
  );
}
