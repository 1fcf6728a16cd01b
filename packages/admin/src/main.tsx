import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient, whenUnauthenticated } from './api';
import { router } from './router';
import { I18nProvider } from './i18n';
import { Toasts } from './ui/toasts';
import { refreshSession } from './session';
import './app.css';

// The server puts a fresh nonce into each page; the dialogs' scroll lock styles carry it (CSP, src/http/dashboard).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

// A 401 mid-session: try the refresh cookie once; without a session the login brings the person back here.
let recovering = false;
whenUnauthenticated(() => {
  if (recovering) return;
  recovering = true;
  void refreshSession().then(async (renewed) => {
    recovering = false;
    if (renewed) return queryClient.invalidateQueries();
    queryClient.clear();
    const here = router.state.location.href;
    await router.navigate({ to: '/login', search: { redirect: here } });
  });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <Toasts>
          <RouterProvider router={router} />
        </Toasts>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
