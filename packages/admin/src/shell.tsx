import { useEffect, useState } from 'react';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { keepSessionFresh, setPreviewRole, signOut, useCan, useMe, usePreviewRole } from './session';
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

/** The screen the path belongs to (its navigation entry: the longest `to` the path starts with). */
function screenOf(pathname: string): Screen | undefined {
  const matching = NAVIGATION.filter((s: Screen) =>
    s.to === '/' ? pathname === '/' : pathname === s.to || pathname.startsWith(`${s.to}/`),
  );
  return matching.sort((a, b) => b.to.length - a.to.length)[0];
}

/** A screen the role may not see: only the refusal, none of the screen's lists, empty states or buttons. */
function Refusal() {
  return (
    <div
      role="alert"
      className="my-3 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <FormattedMessage id="error.forbidden" />
    </div>
  );
}

/** While previewing another role: what this is, and the way back. */
function PreviewBanner() {
  const intl = useIntl();
  const preview = usePreviewRole();
  const navigate = useNavigate();
  if (!preview) return null;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'preview.label' })}
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <FormattedMessage
          id="preview.banner"
          values={{ role: intl.formatMessage({ id: `role.${preview}` }), b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <Button
        onClick={() => {
          setPreviewRole(null);
          void navigate({ to: '/users' });
        }}
      >
        <FormattedMessage id="preview.leave" />
      </Button>
    </div>
  );
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
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const here = screenOf(pathname);
  const forbidden = !!here && 'permission' in here && !can(here.permission);

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
        <PreviewBanner />
        {forbidden ? <Refusal /> : <Outlet />}
      </main>
      <CommandPalette screens={screens} />
    </div>
  );
}
