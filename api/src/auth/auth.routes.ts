import Router from '@koa/router';
import { loginSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../deps';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/body';
import { parseBody } from '../http/validate';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { bearerToken, cookieName, requireAdmin } from './requireAdmin';
import { findUserByEmail, presentUser } from './users.repo';

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The e-mail or password is incorrect');

/** Sign-in: a cookie session for the web admin, a bearer token for the desktop console. */
export function authRoutes(deps: Deps): AppRouter {
  const { sessions, throttle, db, config } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: '/api/auth' });
  const body = jsonBody(config.bodyLimits.default);

  /** Checks the credentials (throttled); the same answer for an unknown user and a wrong password. */
  async function authenticate(ip: string, email: string, password: string) {
    await throttle.attempt(ip, email);
    const user = await findUserByEmail(db, email);
    if (!user) {
      await verifyAgainstDummy(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, password))) throw invalidCredentials();
    await throttle.succeed(ip, email);
    return user;
  }

  router.post('/login', body, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { email, password } = parseBody(ctx, loginSchema);
    const user = await authenticate(ctx.ip, email, password);
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
    ctx.body = { user: presentUser(user) };
  });

  router.post('/token', body, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { email, password } = parseBody(ctx, loginSchema);
    const user = await authenticate(ctx.ip, email, password);
    const { token, expiresAt } = await sessions.create(user.id, 'bearer', ctx.get('user-agent'));
    ctx.body = { token, expiresAt: expiresAt.toISOString(), user: presentUser(user) };
  });

  router.post('/logout', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const bearer = bearerToken(ctx.get('authorization'));
    if (bearer) await sessions.destroyToken(bearer);
    const cookie = ctx.cookies.get(cookieName(ctx.secure));
    if (cookie) await sessions.destroyToken(cookie);
    ctx.cookies.set(cookieName(ctx.secure), null, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: '/',
      overwrite: true,
    });
    ctx.status = 204;
  });

  router.get('/me', requireAdmin(sessions), async (ctx) => {
    ctx.body = { user: ctx.state.session?.user };
  });

  return router;
}
