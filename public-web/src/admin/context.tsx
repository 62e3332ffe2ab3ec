import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import { mayUse, type Area } from '@vb/shared/roles';
import type { AdminUser } from '@vb/shared/schemas';
import { ApiError } from '../app/http';
import { useT } from '../app/i18n';
import { useToast, type ToastMessage } from '../app/toast';
import type { AdminClient } from './client';
import type { AdminHost } from './host';

export interface AdminContextValue {
  host: AdminHost;
  client: AdminClient;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminContextProvider({
  value,
  children,
}: {
  value: AdminContextValue;
  children: ReactNode;
}) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The admin's host adapter and API client. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside AdminApp');
  return value;
}

const SignedInContext = createContext<AdminUser | null>(null);

/** The signed-in person, for the screens below the dashboard (their roles decide what is shown). */
export function SignedInProvider({ user, children }: { user: AdminUser; children: ReactNode }) {
  return <SignedInContext.Provider value={user}>{children}</SignedInContext.Provider>;
}

/** The signed-in person, or null outside the dashboard. */
export function useSignedIn(): AdminUser | null {
  return useContext(SignedInContext);
}

/**
 * Whether the signed-in person may use an area of the admin (`@vb/shared/roles`): the tabs and
 * actions they may not use are not shown (the API refuses them anyway). No one signed in, no area.
 */
export function useMayUse(area: Area): boolean {
  const user = useContext(SignedInContext);
  return user !== null && mayUse(user.roles, area);
}

export type ToastVariant = 'success' | 'error' | 'info';

/** How the admin's variants look in the site's toast host. */
const TOAST_VARIANTS: Record<ToastVariant, ToastMessage['variant']> = {
  success: 'success',
  error: 'destructive',
  info: 'default',
};

/**
 * The admin's toasts, shown by the site's own toast host (app/ToastHost, SPEC section 4: one
 * visible at a time, 5 s, swipe right to dismiss, F8, 'Notification'), on the web and in the
 * desktop console alike; title and text from the catalogs (SPEC section 8).
 */
export function useAdminToast() {
  const show = useToast();
  const t = useT();
  return useCallback(
    (
      variant: ToastVariant,
      title: MessageKey,
      /** A catalog key, a text, or an error's message with its reference (`errorMessage`). */
      text?: MessageKey | ReactNode,
      values?: Record<string, string>,
    ) => {
      const description = typeof text === 'string' && isKey(text) ? t(text, values) : text;
      show({ title: t(title), description, variant: TOAST_VARIANTS[variant] });
    },
    [show, t],
  );
}

const isKey = (text: string): text is MessageKey => /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(text);

/** Logs a failure to the console (SPEC section 8: failures are logged as well as shown). */
export function logFailure(message: string, error: unknown) {
  // eslint-disable-next-line no-console -- failures are logged on purpose
  console.error(message, error instanceof ApiError ? `${error.message}` : error);
}
