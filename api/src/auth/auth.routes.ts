import Router from '@koa/router';
import { loginSchema, passwordChangeSchema } from '@vb/shared/schemas';
import type { ParameterizedContext } from 'koa';
import type { AppRouter, AppState, Deps } from '../deps';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/body';
import { parseBody } from '../http/validate';
import { securityEvent } from '../logger';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { bearerToken, cookieName, requireAdmin, unauthorized } from './requireAdmin';
import { findUserByEmail, findUserById, presentUser, setPassword } from './users.repo';

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The e-mail or password is incorrect');

/** Sign-in: a cookie session for the web admin, a bearer token for the desktop console. */
export function authRoutes(deps: Deps): AppRouter {
  const { sessions, throttle, db, config, logger } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: '/api/auth' });
  const body = jsonBody(config.bodyLimits.default);

  /** Counts a password check against the login throttle; a refusal (429) is logged as a lockout. */
  async function throttled(ctx: ParameterizedContext<AppState>, email: string) {
    try {
      await throttle.attempt(ctx.ip, email);
    } catch (error) {
      securityEvent(logger, ctx, 'login_lockout', { email, status: 429 });
      throw error;
    }
  }

  /** Checks the credentials (throttled); the same answer for an unknown user and a wrong password. */
  async function authenticate(
    ctx: ParameterizedContext<AppState>,
    email: string,
    password: string,
  ) {
    await throttled(ctx, email);
    const user = await findUserByEmail(db, email);
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : (await verifyAgainstDummy(password), false);
    if (!user || !valid) {
      securityEvent(logger, ctx, 'login_failure', { email, status: 401 });
      throw invalidCredentials();
    }
    await throttle.succeed(ctx.ip, email);
    return user;
  }

  router.post('/login', body, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { email, password } = parseBody(ctx, loginSchema);
    const user = await authenticate(ctx, email, password);
    // A new session id at every sign-in; the one the browser held (if any) ends.
    const previous = ctx.cookies.get(cookieName(ctx.secure));
    if (previous) await sessions.destroyToken(previous);
    const { token, expiresAt } = await sessions.create(user.id, 'cookie', ctx.get('user-agent'));
    ctx.cookies.set(cookieName(ctx.secure), token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: '/',
      expires: expiresAt,
      overwrite: true,
    });
    securityEvent(logger, ctx, 'login_success', {
      userId: user.id,
      email: user.email,
      kind: 'cookie',
    });
    ctx.body = { user: presentUser(user) };
  });

  router.post('/token', body, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { email, password } = parseBody(ctx, loginSchema);
    const user = await authenticate(ctx, email, password);
    const { token, expiresAt } = await sessions.create(user.id, 'bearer', ctx.get('user-agent'));
    securityEvent(logger, ctx, 'login_success', {
      userId: user.id,
      email: user.email,
      kind: 'bearer',
    });
    ctx.body = { token, expiresAt: expiresAt.toISOString(), user: presentUser(user) };
  });

  router.post('/logout', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const bearer = bearerToken(ctx.get('authorization'));
    const cookie = ctx.cookies.get(cookieName(ctx.secure));
    // Whose session ends (for the log); the answer is 204 whether or not it was still live.
    const ended =
      (bearer ? await sessions.resolve(bearer, 'bearer') : undefined) ??
      (cookie ? await sessions.resolve(cookie, 'cookie') : undefined);
    if (bearer) await sessions.destroyToken(bearer);
    if (cookie) await sessions.destroyToken(cookie);
    ctx.cookies.set(cookieName(ctx.secure), null, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: '/',
      overwrite: true,
    });
    securityEvent(
      logger,
      ctx,
      'logout',
      ended ? { userId: ended.user.id, email: ended.user.email, kind: ended.kind } : {},
    );
    ctx.status = 204;
  });

  /**
   * The signed-in admin changes their password: the current one is checked (and counted by the
   * login throttle), then every OTHER session and token of the account ends; this one stays.
   */
  router.post('/password', requireAdmin(sessions), body, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { currentPassword, newPassword } = parseBody(ctx, passwordChangeSchema);
    const session = ctx.state.session;
    const user = session ? await findUserById(db, session.user.id) : undefined;
    if (!session || !user) throw unauthorized();
    await throttled(ctx, user.email);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      securityEvent(logger, ctx, 'password_change_failure', {
        status: 400,
        code: 'wrong_password',
      });
      throw new HttpError(400, 'wrong_password', 'The current password is incorrect');
    }
    await throttle.succeed(ctx.ip, user.email);
    await setPassword(db, user.id, await hashPassword(newPassword), session.id);
    securityEvent(logger, ctx, 'password_changed');
    ctx.status = 204;
  });

  router.get('/me', requireAdmin(sessions), async (ctx) => {
    ctx.body = { user: ctx.state.session?.user };
  });

  return router;
}
