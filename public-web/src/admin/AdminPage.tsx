import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INVITATION_PATH } from '@vb/shared/constants';
import { AdminApp, type InvitationVisit } from './AdminApp';
import { createWebHost } from './host';

/**
 * /admin on the web: the admin module with the browser's host adapter (its own chunk). At the
 * invitation link's address (`/admin/invitation#<token>`), the page where the invited person
 * chooses a password; its "sign in" replaces the address with /admin, so the token does not stay
 * in the history.
 */
export default function AdminPage() {
  const [host] = useState(createWebHost);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const atInvitation = pathname.replace(/\/$/, '') === INVITATION_PATH;
  const invitation = useMemo<InvitationVisit | undefined>(
    () =>
      atInvitation
        ? { token: fragmentToken(hash), onSignIn: () => void navigate('/admin', { replace: true }) }
        : undefined,
    [atInvitation, hash, navigate],
  );
  return <AdminApp host={host} invitation={invitation} />;
}

/** The token in the address's fragment ('' when there is none or it is malformed). */
function fragmentToken(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
}
