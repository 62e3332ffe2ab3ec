/** How a request carries its credentials (the session cookie's name, bearer tokens), and how tokens are stored. */
import { createHash } from 'node:crypto';

/** The session cookie; `__Host-` over HTTPS pins it to this host, path / and Secure. */
export const cookieName = (secure: boolean) => (secure ? '__Host-vb_session' : 'vb_session');

/**
 * Whether a Cookie header carries a session cookie (of either name): a request that may be staff.
 * Visitors carry only the site's preference cookies.
 */
export function carriesSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header
    .split(';')
    .some((pair) =>
      [cookieName(true), cookieName(false)].includes(pair.split('=')[0]?.trim() ?? ''),
    );
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Tokens (sessions, invitation and reset links, recovery codes) are stored only as their SHA-256.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
