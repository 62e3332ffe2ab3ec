import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INVITATION_PATH, PASSWORD_RESET_PATH } from '@vb/shared/constants';
import { AdminApp, type InvitationVisit } from './AdminApp';
import { createWebHost } from './host';

/**
 * /admin on the web: the admin module with the browser's host adapter (its own chunk). At the
 * invitation link's address (`/admin/invitation#<token>`), the page where the invited person
 * chooses a password; its "sign in" replaces the address with /admin, so the token does not stay
 * in the history. The password reset link (`/admin/reset-password#<token>`) is the same; the
 * sign-in form offers "Forgot your password?" here only (the desktop console has no e-mailed links
 * of its own).
 */
export default function AdminPage() {
  const [host] = useState(createWebHost);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const path = pathname.replace(/\/$/, '');
  const purpose =
    path === INVITATION_PATH ? 'invitation' : path === PASSWORD_RESET_PATH ? 'reset' : undefined;
  const invitation = useMemo<InvitationVisit | undefined>(
    () =>
      purpose
        ? {
            purpose,
            token: fragmentToken(hash),
            onSignIn: () => void navigate('/admin', { replace: true }),
          }
        : undefined,
    [purpose, hash, navigate],
  );
  return <AdminApp host={host} invitation={invitation} forgotPassword />;
}

/** The token in the address's fragment ('' when there is none or it is malformed). */
function fragmentToken(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
}
