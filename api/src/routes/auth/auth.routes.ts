import Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import { z } from 'zod';
import {
  acceptedSchema,
  invitationAcceptSchema,
  loginSchema,
  meSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  reauthenticateSchema,
  recoveryCodesSchema,
  sessionIdParamSchema,
  sessionsResponseSchema,
  signedInSchema,
  tokenResponseSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
} from '@vb/shared/schemas';
import { bearerToken, cookieName } from '../../auth/credentials';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, clientOf, publicAccess } from '../../http/auth';
import { answers, answersNothing } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentSession } from '../../presenters/sessions';
import { presentUser } from '../../presenters/users';

/** Sign-in: a cookie session for the web admin, a bearer token for the desktop console. */
export function authRoutes({ config, sessions, services }: Deps): AppRouter {
  const { users } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/api/auth' });
  const body = jsonBody(config.bodyLimits.default);
  const noStore: Middleware<AppState> = (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
  // A browser-session cookie: no Expires, so closing the browser ends it; the
  // server's own limits (idle and absolute lifetime) still end it sooner.
  const setSessionCookie = (ctx: ParameterizedContext<AppState>, token: string | null) =>
    ctx.cookies.set(cookieName(ctx.secure), token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: '/',
      overwrite: true,
    });

  const credentials = validate({ body: loginSchema });
  router.post(
    '/login',
    publicAccess(),
    noStore,
    body,
    credentials,
    answers(signedInSchema),
    async (ctx) => {
      const previous = ctx.cookies.get(cookieName(ctx.secure));
      const { row, token } = await users.signIn(
        clientOf(ctx),
        credentials.input(ctx).body,
        'cookie',
        previous,
      );
      setSessionCookie(ctx, token);
      ctx.body = { user: presentUser(row) };
    },
  );

  router.post(
    '/token',
    publicAccess(),
    noStore,
    body,
    credentials,
    answers(tokenResponseSchema),
    async (ctx) => {
      const { row, token, expiresAt } = await users.signIn(
        clientOf(ctx),
        credentials.input(ctx).body,
        'bearer',
      );
      ctx.body = { token, expiresAt: expiresAt.toISOString(), user: presentUser(row) };
    },
  );

  /** Ends this session or token: 204 whether or not it was still live. */
  router.post('/logout', publicAccess(), noStore, answersNothing(), async (ctx) => {
    await users.signOut(clientOf(ctx), {
      bearer: bearerToken(ctx.get('authorization')),
      cookie: ctx.cookies.get(cookieName(ctx.secure)),
    });
    setSessionCookie(ctx, null);
    ctx.status = 204;
  });

  const change = validate({ body: passwordChangeSchema });
  router.post('/password', auth(sessions), body, change, answersNothing(), async (ctx) => {
    await users.changePassword(actorOf(ctx), clientOf(ctx), change.input(ctx).body);
    ctx.status = 204;
  });

  /** The invited person chooses their password with the link's token (then signs in). */
  const invitation = validate({ body: invitationAcceptSchema });
  router.post(
    '/invitation',
    publicAccess(),
    noStore,
    body,
    invitation,
    answersNothing(),
    async (ctx) => {
      await users.acceptInvitation(clientOf(ctx), invitation.input(ctx).body);
      ctx.status = 204;
    },
  );

  /** Two-factor sign-in of the signed-in person: set up (a secret), confirm (a code), turn off. */
  router.post('/2fa', auth(sessions), answers(twoFactorSetupSchema), async (ctx) => {
    ctx.body = await users.startTwoFactor(actorOf(ctx));
  });
  const confirm = validate({ body: twoFactorConfirmSchema });
  router.post(
    '/2fa/confirm',
    auth(sessions),
    body,
    confirm,
    answers(recoveryCodesSchema),
    async (ctx) => {
      const recoveryCodes = await users.confirmTwoFactor(
        actorOf(ctx),
        clientOf(ctx),
        confirm.input(ctx).body.otp,
      );
      ctx.body = { recoveryCodes };
    },
  );
  const disable = validate({ body: twoFactorDisableSchema });
  router.delete('/2fa', auth(sessions), body, disable, answersNothing(), async (ctx) => {
    await users.disableTwoFactor(actorOf(ctx), clientOf(ctx), disable.input(ctx).body);
    ctx.status = 204;
  });

  /**
   * The signed-in person types their password again: turning on two-factor sign-in and listing
   * their sessions ask for it when they signed in more than RECENT_AUTHENTICATION_MINUTES ago.
   */
  const again = validate({ body: reauthenticateSchema });
  router.post('/reauthenticate', auth(sessions), body, again, answersNothing(), async (ctx) => {
    await users.reauthenticate(actorOf(ctx), clientOf(ctx), again.input(ctx).body.password);
    ctx.status = 204;
  });

  /** The signed-in person's sessions and tokens; they may end any of them. */
  router.get('/sessions', auth(sessions), answers(sessionsResponseSchema), async (ctx) => {
    const actor = actorOf(ctx);
    const rows = await users.mySessions(actor);
    ctx.body = { sessions: rows.map((row) => presentSession(row, actor.sessionId)) };
  });
  const session = validate({
    params: z.object({ sessionId: sessionIdParamSchema }),
    notFound: 'session_not_found',
  });
  router.delete('/sessions/:sessionId', auth(sessions), session, answersNothing(), async (ctx) => {
    await users.endMySession(actorOf(ctx), clientOf(ctx), session.input(ctx).params.sessionId);
    ctx.status = 204;
  });

  /** A password reset link by e-mail: 202 whatever the address (no account enumeration). */
  const resetRequest = validate({ body: passwordResetRequestSchema });
  router.post(
    '/password-reset',
    publicAccess(),
    noStore,
    body,
    resetRequest,
    answers(acceptedSchema, 202),
    async (ctx) => {
      users.requestPasswordReset(clientOf(ctx), resetRequest.input(ctx).body, clientOf(ctx).origin);
      ctx.status = 202;
      ctx.body = { accepted: true };
    },
  );

  const resetConfirm = validate({ body: passwordResetConfirmSchema });
  router.post(
    '/password-reset/confirm',
    publicAccess(),
    noStore,
    body,
    resetConfirm,
    answersNothing(),
    async (ctx) => {
      await users.resetPassword(clientOf(ctx), resetConfirm.input(ctx).body);
      ctx.status = 204;
    },
  );

  router.get('/me', auth(sessions), answers(meSchema), async (ctx) => {
    const actor = actorOf(ctx);
    // Whether the person must set up two-factor before anything else answers them.
    ctx.body = { user: actor.user, mustSetUpTwoFactor: Boolean(actor.mustSetUpTwoFactor) };
  });

  return router;
}
