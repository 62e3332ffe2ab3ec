import type { Middleware } from 'koa';
import type { AppState } from '../deps';
import { HttpError } from '../http/errors';
import type { SessionStore } from './sessions';

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

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Please sign in to continue');

/** Admin routes: a live cookie session or bearer token, or 401. Answers are never cached. */
export function requireAdmin(sessions: SessionStore): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const bearer = bearerToken(ctx.get('authorization'));
    const cookie = ctx.cookies.get(cookieName(ctx.secure));
    const session = bearer
      ? await sessions.resolve(bearer, 'bearer')
      : cookie
        ? await sessions.resolve(cookie, 'cookie')
        : undefined;
    if (!session) throw unauthorized();
    ctx.state.session = session;
    await next();
  };
}
