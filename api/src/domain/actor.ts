/** Who acts: the signed-in staff member of a request, and where a request came from. */
import { type Area, mayUse } from '@vb/shared/roles';
import type { AdminUser } from '@vb/shared/schemas';
import { DomainError } from './errors';

/** How a session is carried: the web admin's cookie or the desktop console's bearer token. */
export type SessionKind = 'cookie' | 'bearer';

/** A signed-in staff member acting through one session or token. */
export interface Actor {
  sessionId: string;
  kind: SessionKind;
  user: AdminUser;
  /** Where the request acting came from (set by the staff routes; the audit trail records it). */
  client?: Client;
}

/** Where a request came from, as security events record it (never the query string). */
export interface Client {
  ip: string;
  method: string;
  route: string;
  userAgent: string | undefined;
}

/**
 * Refuses an actor without a role reaching `area`. Routes declare their area (http/auth.ts); the
 * services of areas that guard people and their data check it again, whoever calls them.
 */
export function assertMayUse(actor: Actor, area: Area): void {
  if (!mayUse(actor.user.roles, area))
    throw new DomainError('forbidden', 'forbidden', 'Your account does not have access to this');
}
