import { DEFAULT_LANGUAGE } from '@vb/shared/constants';
import { LANGUAGES, type Language } from '@vb/shared/options';
/**
 * Authorisation, declared by every route: `auth(sessions, area)` for staff routes (the area of the
 * admin it belongs to: a person needs a role that reaches it, see @vb/shared/roles; no area for
 * the routes of one's own account), `publicAccess()` for the ones anyone may call. Each route
 * carries exactly one of them; `declaredAccess` reads it back (the app refuses to start with an
 * undeclared route, and the route inventory test checks every route against every role). This is
 * the one area check: the services trust it and enforce only the rules of an item.
 */
import type { Middleware } from 'koa';
import { type Area, mayUse } from '@vb/shared/roles';
import { bearerToken, cookieName } from '../auth/credentials';
import type { Actor, Client } from '../domain/actor';
import type { SessionStore } from '../services/sessions';
import { HttpError } from './errors';

/** What a route declares: open to anyone, or staff only. */
export type Access = 'public' | 'staff';

/** What a staff route declares: the admin area it belongs to, or none (one's own account). */
export interface Declaration {
  access: Access;
  area?: Area;
}

const ACCESS = Symbol('access');
type Declared = Middleware & { [ACCESS]?: Declaration };

const declare = <M extends Middleware>(middleware: M, declaration: Declaration): M =>
  Object.assign(middleware, { [ACCESS]: declaration });

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Please sign in to continue');
export const forbidden = () =>
  new HttpError(403, 'forbidden', 'Your account does not have access to this');

/** What a route's middleware declares (undefined: nothing, or more than one declaration). */
export function declaredAccess(stack: readonly unknown[]): Declaration | undefined {
  const found = stack
    .map((fn) => (fn as Declared)[ACCESS])
    .filter((declaration): declaration is Declaration => declaration !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

/** The staff member a request signs in as, from its bearer token or session cookie. */
export async function resolveActor(
  sessions: SessionStore,
  ctx: {
    get(name: string): string;
    cookies: { get(name: string): string | undefined };
    secure: boolean;
  },
): Promise<Actor | undefined> {
  const bearer = bearerToken(ctx.get('authorization'));
  if (bearer) return sessions.resolve(bearer, 'bearer');
  const cookie = ctx.cookies.get(cookieName(ctx.secure));
  return cookie ? sessions.resolve(cookie, 'cookie') : undefined;
}

/**
 * A staff route: a live cookie session or bearer token of an enabled account (else 401), kept as
 * `ctx.state.actor`, holding a role that reaches `area` (else 403); answers are never cached.
 * Without an area, any signed-in person may call it (their own account: sign-out, password).
 */
export function auth(
  sessions: SessionStore,
  area?: Area,
): Middleware<{ actor?: Actor; origin?: string }> {
  return declare(
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      const actor = ctx.state.actor ?? (await resolveActor(sessions, ctx));
      if (!actor) throw unauthorized();
      ctx.state.actor = { ...actor, client: clientOf(ctx) };
      if (area && actor.mustSetUpTwoFactor)
        throw new HttpError(
          403,
          'two_factor_setup_required',
          'Two-factor sign-in is required: set it up to continue',
        );
      if (area && !mayUse(actor.user.roles, area)) throw forbidden();
      await next();
    },
    { access: 'staff', ...(area ? { area } : {}) },
  );
}

/** A route anyone may call (declared, so that no route is open by omission). */
export function publicAccess(): Middleware {
  return declare((_ctx, next) => next(), { access: 'public' });
}

/** The signed-in staff member of a route behind `auth()`. */
export function actorOf(ctx: { state: { actor?: Actor } }): Actor {
  const actor = ctx.state.actor;
  if (!actor) throw unauthorized();
  return actor;
}

/** Where a request came from, for the services' security events and the e-mails they send. */
export function clientOf(ctx: {
  ip: string;
  method: string;
  path: string;
  state: { origin?: string };
  get(name: string): string;
}): Client {
  const origin = ctx.state.origin;
  // Set by the app for every request (app.ts): a request without it never reached the app.
  if (!origin) throw new Error('clientOf: the request has no site origin (app.ts sets it)');
  return {
    ip: ctx.ip,
    method: ctx.method,
    route: ctx.path,
    userAgent: ctx.get('user-agent') || undefined,
    language: requestLanguage(ctx.get('content-language'), ctx.get('accept-language')),
    origin,
  };
}

/** The site language a request names (see Client.language). */
export function requestLanguage(contentLanguage: string, acceptLanguage: string): Language {
  const named = contentLanguage.trim().toLowerCase().slice(0, 2);
  if ((LANGUAGES as readonly string[]).includes(named)) return named as Language;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}
