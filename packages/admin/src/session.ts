// The admin session lives in HttpOnly cookies the browser keeps; the dashboard only knows who is signed in (GET /me),
// the CSRF token /me hands out, and when to renew the access cookie (4 h) with the refresh cookie (7 d).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, client, queryClient, setCsrfToken, type Answer } from './api';
import { ROLE_PERMISSIONS, ROLES, type Role } from './server-rules';

export type Me = Answer<'/api2/admin/me'>;
export type Permission = Me['permissions'][number];

export const meQuery = api.queryOptions('get', '/api2/admin/me', undefined, { staleTime: Infinity, retry: false });

/** The signed-in admin, or null when there is no session (a 401). */
export async function loadMe(): Promise<Me | null> {
  try {
    const me = await queryClient.ensureQueryData(meQuery);
    setCsrfToken(me.csrfToken);
    return me;
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

export function useMe(): Me {
  const { data } = useQuery(meQuery);
  // The app's routes load /me before they render (router.tsx), so it is there.
  return data!;
}

/**
 * "View as role": the dashboard shows its navigation and actions as another role would see them, a preview in this
 * tab only (sessionStorage); the server still decides every request by the person's own role.
 */
const PREVIEW_KEY = 'shop-admin.view-as';
const previewListeners = new Set<() => void>();

function storedPreview(): Role | null {
  try {
    const value = window.sessionStorage.getItem(PREVIEW_KEY);
    return value && (ROLES as readonly string[]).includes(value) ? (value as Role) : null;
  } catch {
    return null;
  }
}

export function setPreviewRole(role: Role | null) {
  if (role) window.sessionStorage.setItem(PREVIEW_KEY, role);
  else window.sessionStorage.removeItem(PREVIEW_KEY);
  for (const listener of previewListeners) listener();
}

export function usePreviewRole(): Role | null {
  return useSyncExternalStore((listener) => {
    previewListeners.add(listener);
    return () => previewListeners.delete(listener);
  }, storedPreview);
}

export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  const preview = usePreviewRole();
  // Only those who manage users may preview; the permissions are the role table's (what the server would grant).
  const granted: readonly string[] =
    preview && me.permissions.includes('users.manage') ? ROLE_PERMISSIONS[preview] : me.permissions;
  return (permission) => granted.includes(permission);
}

/** The access cookie lives 4 h: renewing every 3 h keeps an open dashboard signed in. */
const REFRESH_EVERY_MS = 3 * 60 * 60 * 1000;
let lastRefresh = Date.now();
let refreshTimer: number | undefined;

export async function refreshSession(): Promise<boolean> {
  const { response } = await client.POST('/api2/admin/refresh').catch(() => ({ response: undefined }));
  if (response?.ok) lastRefresh = Date.now();
  return response?.ok ?? false;
}

export function keepSessionFresh() {
  window.clearInterval(refreshTimer);
  lastRefresh = Date.now();
  // Checked each minute rather than one 3 h timer: a sleeping laptop's timers do not count the time it slept.
  refreshTimer = window.setInterval(() => {
    if (Date.now() - lastRefresh > REFRESH_EVERY_MS) void refreshSession();
  }, 60_000);
}

// Whether this browser was signed in and has not signed out: the login then says the session ended; on a first
// visit, or after signing out, it does not. A flag, never a token (the session is in HttpOnly cookies).
const SIGNED_IN = 'shop-admin.signed-in';

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN, '1');
    else window.localStorage.removeItem(SIGNED_IN);
  } catch {
    // Storage refused (private mode, quota): the login then reads as on a first visit.
  }
}

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN) === '1';
  } catch {
    return false;
  }
}

export async function signOut() {
  rememberSignedIn(false);
  window.clearInterval(refreshTimer);
  setPreviewRole(null);
  await client.POST('/api2/admin/logout').catch(() => undefined);
  setCsrfToken(undefined);
  queryClient.clear();
}
