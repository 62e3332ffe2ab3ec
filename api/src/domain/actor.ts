/** Who acts: the signed-in staff member of a request, and where a request came from. */
import type { Language } from '@vb/shared/options';
import type { AdminUser } from '@vb/shared/schemas';

/** How a session is carried: the web admin's cookie or the desktop console's bearer token. */
export type SessionKind = 'cookie' | 'bearer';

/** A signed-in staff member acting through one session or token. */
export interface Actor {
  sessionId: string;
  kind: SessionKind;
  user: AdminUser;
  /**
   * Everyone must sign in with a second factor and this person has not set one up: only their own
   * account's routes answer until they do.
   */
  mustSetUpTwoFactor?: boolean;
  /** Where the request acting came from (set by the staff routes; the audit trail records it). */
  client?: Client;
}

/** Where a request came from, as security events record it (never the query string). */
export interface Client {
  ip: string;
  method: string;
  route: string;
  userAgent: string | undefined;
  /**
   * The language of the site the request came from (a submission's confirmation is
   * written in it): the request's Content-Language when it names one of the site's languages,
   * else the first of them its Accept-Language prefers, else the default.
   */
  language: Language;
  /** The origin the request was addressed to (links in e-mails, while PUBLIC_URL is not set). */
  origin: string;
}
