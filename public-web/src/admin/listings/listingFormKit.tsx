/** The listing form's tests: the form in the admin's providers, with a fake client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { JobListing } from '@vb/shared/schemas';
import type { Role } from '@vb/shared/roles';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from '../i18n';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider, SignedInProvider } from '../context';
import type { AdminHost } from '../host';
import { ListingFormModal } from './ListingFormModal';

export const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
};

export const listing: JobListing = {
  id: 7,
  title: 'Engineer',
  titleAr: 'مهندس',
  department: 'technology',
  location: 'Remote',
  locationAr: 'عن بُعد',
  description: 'Builds',
  descriptionAr: null,
  requirements: 'Skills',
  requirementsAr: null,
  employmentType: 'full-time',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The admin's providers around `children`, signed in with `roles`. */
export function AdminProviders({
  client,
  roles = ['recruiter'],
  children,
}: {
  client: Partial<AdminClient>;
  roles?: Role[];
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AdminContextProvider value={{ host, client: client as AdminClient }}>
                <SignedInProvider
                  user={{ id: 1, email: 'r@example.test', name: null, roles, twoFactor: false }}
                >
                  {children}
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
}

/** The open form, editing `editing` (null: a new listing). */
export function setup(
  client: Partial<AdminClient>,
  editing: JobListing | null = listing,
  roles: Role[] = ['recruiter'],
) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminProviders client={client} roles={roles}>
      <ListingFormModal open listing={editing} onClose={onClose} onSaved={onSaved} />
    </AdminProviders>,
  );
  return { onSaved, onClose };
}

export const input = (name: string) => screen.getByTestId(`listing-${name}`) as HTMLInputElement;
