/** Who acts: the signed-in staff member of a request, and where a request came from. */
import type { AdminUser } from '@vb/shared/schemas';

/** How a session is carried: the web admin's cookie or the desktop console's bearer token. */
export type SessionKind = 'cookie' | 'bearer';

/** A signed-in staff member acting through one session or token. */
export interface Actor {
  sessionId: string;
  kind: SessionKind;
  user: AdminUser;
}

/** Where a request came from, as security events record it (never the query string). */
export interface Client {
  ip: string;
  method: string;
  route: string;
  userAgent: string | undefined;
}
