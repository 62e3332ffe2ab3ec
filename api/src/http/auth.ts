/**
 * Authorisation, declared by every route: `auth()` for staff routes, `publicAccess()` for the ones
 * anyone may call. Each route carries exactly one of them; `declaredAccess` reads it back (the app
 * refuses to start with an undeclared route, and the route inventory test checks the lists).
 */
import type { Middleware } from 'koa';
import { bearerToken, cookieName } from '../auth/credentials';
import type { Actor, Client } from '../domain/actor';
import type { SessionStore } from '../services/sessions';
import { HttpError } from './errors';

/** What a route declares: open to anyone, or staff only. */
export type Access = 'public' | 'staff';

const ACCESS = Symbol('access');
type Declared = Middleware & { [ACCESS]?: Access };

const declare = <M extends Middleware>(middleware: M, access: Access): M =>
  Object.assign(middleware, { [ACCESS]: access });

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Please sign in to continue');

/** The access a route's middleware declares (undefined: none, or more than one). */
export function declaredAccess(stack: readonly unknown[]): Access | undefined {
  const found = stack
    .map((fn) => (fn as Declared)[ACCESS])
    .filter((access): access is Access => access !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

/** The staff member a request signs in as, from its bearer token or session cookie. */
async function resolveActor(
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
 * A staff route: a live cookie session or bearer token (else 401), kept as `ctx.state.actor`;
 * answers are never cached. Roles, when they come, are declared here too.
 */
export function auth(sessions: SessionStore): Middleware<{ actor?: Actor }> {
  return declare(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const actor = ctx.state.actor ?? (await resolveActor(sessions, ctx));
    if (!actor) throw unauthorized();
    ctx.state.actor = actor;
    await next();
  }, 'staff');
}

/** A route anyone may call (declared, so that no route is open by omission). */
export function publicAccess(): Middleware {
  return declare((_ctx, next) => next(), 'public');
}

/** The signed-in staff member of a route behind `auth()`. */
export function actorOf(ctx: { state: { actor?: Actor } }): Actor {
  const actor = ctx.state.actor;
  if (!actor) throw unauthorized();
  return actor;
}

/** Where a request came from, for the services' security events. */
export function clientOf(ctx: {
  ip: string;
  method: string;
  path: string;
  get(name: string): string;
}): Client {
  return {
    ip: ctx.ip,
    method: ctx.method,
    route: ctx.path,
    userAgent: ctx.get('user-agent') || undefined,
  };
}
