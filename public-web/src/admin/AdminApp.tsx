import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Modal, Spin, theme as antTheme } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { useEffect, useMemo, useState } from 'react';
import { messages } from '@vb/shared/i18n';
import { provideCatalogs, provideFormatter } from '../app/catalogs';
import { I18nProvider, useT } from '../app/i18n';
import { formatWithIntl } from '../app/intlFormatter';
import { usePreferences } from '../app/preferences';
import { ToastProvider } from '../app/toast';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../app/viewport';
import { createAdminClient } from './client';
import { AdminContextProvider, SignedInProvider, useAdmin } from './context';
import { Dashboard } from './Dashboard';
import { OfflineDraftsProvider } from './drafts/OfflineDrafts';
import type { AdminHost } from './host';
import { DARK_SURFACES, TAG_TEXT } from './palette';
import { InvitationPage, type PasswordLinkPurpose } from './InvitationPage';
import { adminKeys, followListChanges } from './queries';
import { SignIn } from './SignIn';

/**
 * The admin's brand theme for antd, light and dark. When less motion is asked for, animations are
 * cut to 50–100 ms rather than switched off with `motion: false`: with motion off,
 * antd 6 places dropdown and select popups far outside the window.
 */
function useAntTheme() {
  const theme = usePreferences((s) => s.theme);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return useMemo(
    () => ({
      algorithm: theme === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      token: {
        ...(reducedMotion
          ? { motionDurationFast: '0.05s', motionDurationMid: '0.08s', motionDurationSlow: '0.1s' }
          : {}),
        colorPrimary: theme === 'dark' ? '#10b48a' : '#047a5f',
        // Link buttons take the primary green: antd's dark link blue is 3.5:1 on the dark surface.
        colorLink: theme === 'dark' ? '#10b48a' : '#047a5f',
        // Secondary and tertiary text, and the danger colour, at 4.5:1 or more on the admin's
        // surfaces in both themes (antd's defaults are 3.4–4.5:1).
        colorTextDescription: theme === 'dark' ? '#a6b3ae' : '#5a6c66',
        colorTextTertiary: theme === 'dark' ? '#98a6a1' : '#5a6c66',
        colorError: theme === 'dark' ? '#ff7875' : '#c62828',
        ...(theme === 'light'
          ? // Success tags and hovered primary buttons stay at 4.5:1 too in the light theme.
            // The success background is named too: derived from this darker green it turns a grey
            // #adb8a5, on which the tag's text falls to 2.7:1.
            {
              colorSuccess: TAG_TEXT.light.green,
              colorSuccessBg: '#f6ffed',
              colorSuccessBorder: '#b7eb8f',
              colorPrimaryHover: '#036b53',
              colorPrimaryActive: '#025c47',
            }
          : {}),
        ...(theme === 'dark'
          ? // One dark palette: the site's green-black surfaces (styles/global.css, :root.dark)
            // for antd's containers, popups and borders, instead of its neutral greys.
            {
              colorBgLayout: DARK_SURFACES.bg,
              colorBgContainer: DARK_SURFACES.surface,
              colorBgElevated: DARK_SURFACES.raised,
              colorBorder: DARK_SURFACES.border,
              colorBorderSecondary: DARK_SURFACES.borderSoft,
              colorText: DARK_SURFACES.text,
            }
          : {}),
        borderRadius: 10,
        fontFamily: "'IBM Plex Sans Arabic', system-ui, 'Segoe UI', Tahoma, sans-serif",
      },
      // Dark text on the dark theme's green primary buttons (white on it is 3.5:1).
      components: theme === 'dark' ? { Button: { primaryColor: '#04140f' } } : {},
    }),
    [theme, reducedMotion],
  );
}

/** Sign-in when there is no session; the dashboard when there is; a re-sign-in dialog when it ends. */
function AdminGate({
  expired,
  onRenewed,
  forgotPassword,
}: {
  expired: boolean;
  onRenewed(): void;
  forgotPassword: boolean;
}) {
  const t = useT();
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: adminKeys.me, queryFn: () => client.me() });

  if (me.isPending) return <Spin fullscreen description={t('admin.loading')} />;
  if (!me.data)
    return (
      <SignIn
        forgotPassword={forgotPassword}
        onSignedIn={(user) => queryClient.setQueryData(adminKeys.me, user)}
      />
    );
  return (
    <>
      <SignedInProvider user={me.data}>
        {/* Offline drafts: where the host keeps them (the desktop console). */}
        <OfflineDraftsProvider>
          <Dashboard user={me.data} />
        </OfflineDraftsProvider>
      </SignedInProvider>
      {/* A session that ends mid-work asks to sign in again over the screen: nothing typed is lost. */}
      <Modal
        open={expired}
        footer={null}
        closable={false}
        mask={{ closable: false }}
        title={t('admin.login.sessionExpired')}
      >
        <SignIn
          embedded
          onSignedIn={(user) => {
            queryClient.setQueryData(adminKeys.me, user);
            onRenewed();
          }}
        />
      </Modal>
    </>
  );
}

/** An invitation or password reset link being followed (web only): its token, and where "sign in"
 * leads. */
export interface InvitationVisit {
  /** An invitation (the default) or a password reset link. */
  purpose?: PasswordLinkPurpose;
  token: string;
  onSignIn(): void;
}

function AdminFrame({
  host,
  invitation,
  forgotPassword,
}: {
  host: AdminHost;
  invitation?: InvitationVisit;
  forgotPassword: boolean;
}) {
  const language = usePreferences((s) => s.language);
  const themeConfig = useAntTheme();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
        },
      }),
  );
  useEffect(() => followListChanges(queryClient), [queryClient]);
  const [expired, setExpired] = useState(false);
  // Calls refused because the session ended, waiting for the person to sign in again: they are
  // then sent once more (a save made as the session ended completes, with no error shown).
  const [waiting] = useState(() => new Set<(renewed: boolean) => void>());
  const client = useMemo(
    () =>
      createAdminClient(
        host,
        () =>
          new Promise<boolean>((resolve) => {
            waiting.add(resolve);
            setExpired(true);
          }),
        // Refused for want of a role: the person's roles changed, read them (and the tabs) again.
        () => void queryClient.invalidateQueries({ queryKey: adminKeys.me }),
      ),
    [host, queryClient, waiting],
  );
  const value = useMemo(() => ({ host, client }), [host, client]);
  return (
    <ConfigProvider
      direction={language === 'ar' ? 'rtl' : 'ltr'}
      locale={language === 'ar' ? arEG : enUS}
      theme={themeConfig}
    >
      <AntApp>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <AdminContextProvider value={value}>
              {invitation ? (
                <InvitationPage
                  token={invitation.token}
                  onSignIn={invitation.onSignIn}
                  purpose={invitation.purpose}
                />
              ) : (
                <AdminGate
                  expired={expired}
                  onRenewed={() => {
                    setExpired(false);
                    for (const resume of [...waiting]) {
                      waiting.delete(resume);
                      resume(true);
                    }
                  }}
                  forgotPassword={forgotPassword}
                />
              )}
            </AdminContextProvider>
          </QueryClientProvider>
        </ToastProvider>
      </AntApp>
    </ConfigProvider>
  );
}

// The admin holds every catalog (its own messages included) and formats with react-intl: a change
// of language there waits for nothing.
provideCatalogs(messages);
provideFormatter(formatWithIntl);

/**
 * The admin console, mountable by any host (the web page at /admin, the desktop console) through
 * its adapter. It brings its own providers: language, theme (antd ConfigProvider, rtl in Arabic),
 * data cache and notifications. With `invitation` (the web's invitation link) it shows the page
 * where an invited person (or one who forgot theirs) chooses a password instead; with
 * `forgotPassword` (the web) the sign-in form offers a reset link by e-mail.
 */
export function AdminApp({
  host,
  invitation,
  forgotPassword = false,
}: {
  host: AdminHost;
  invitation?: InvitationVisit;
  forgotPassword?: boolean;
}) {
  return (
    // The admin's own messages come with its chunk: the public site loads only the public catalogs.
    <I18nProvider messages={messages}>
      <AdminFrame host={host} invitation={invitation} forgotPassword={forgotPassword} />
    </I18nProvider>
  );
}
