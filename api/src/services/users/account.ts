/**
 * A person's own account: signing in and out, typing the password again, changing it, and
 * two-factor sign-in.
 */
import { hashPassword, verifyPassword } from '../../auth/passwords';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpStep,
} from '../../auth/totp';
import { toNumber } from '../../db/values';
import type { Actor, Client, SessionKind } from '../../domain/actor';
import { DomainError, conflict, invalid, notFound } from '../../domain/errors';
import * as sessionsRepo from '../../repos/sessions';
import * as users from '../../repos/users';
import { auditWho, recordAudit } from '../audit';
import { type Credentials, type UsersCore, assertNotCommon, useSecondFactor } from './core';

export function accountCommands(core: UsersCore) {
  const { db, sessions, throttle, security, throttled, authenticate, assertRecentlyAuthenticated } =
    core;

  return {
    /**
     * Signs in: a new session or token for the account; `previousToken` (the cookie the browser
     * held, if any) ends, so every sign-in gets a new session id.
     */
    async signIn(
      client: Client,
      credentials: Credentials,
      kind: SessionKind,
      previousToken?: string,
    ): Promise<{ row: users.UserRow; token: string; expiresAt: Date }> {
      const row = await authenticate(client, credentials);
      if (previousToken) await sessions.destroyToken(previousToken);
      const { token, expiresAt } = await sessions.create(row.id, kind, client);
      const userId = toNumber(row.id);
      security('login_success', client, undefined, { userId, email: row.email, kind });
      await recordAudit(
        db,
        { userId, email: row.email, client },
        {
          action: 'sign_in',
          detail: kind === 'bearer' ? 'desktop' : 'web',
        },
      );
      return { row, token, expiresAt };
    },

    /** Ends the sessions of these tokens (whether or not they were still live). */
    async signOut(client: Client, tokens: { bearer?: string; cookie?: string }): Promise<void> {
      const ended =
        (tokens.bearer ? await sessions.resolve(tokens.bearer, 'bearer') : undefined) ??
        (tokens.cookie ? await sessions.resolve(tokens.cookie, 'cookie') : undefined);
      if (tokens.bearer) await sessions.destroyToken(tokens.bearer);
      if (tokens.cookie) await sessions.destroyToken(tokens.cookie);
      security('logout', client, ended);
      if (ended)
        await recordAudit(
          db,
          { userId: ended.user.id, email: ended.user.email, client },
          {
            action: 'sign_out',
          },
        );
    },

    assertRecentlyAuthenticated,

    /** The person types their password again: this session counts as just signed in. */
    async reauthenticate(actor: Actor, client: Client, password: string): Promise<void> {
      const user = await users.findById(db, actor.user.id);
      if (!user)
        throw new DomainError('unauthenticated', 'unauthorized', 'Please sign in to continue');
      await throttled(client, actor, user.email);
      if (!(await verifyPassword(user.password_hash, password))) {
        security('password_change_failure', client, actor, { status: 400, code: 'wrong_password' });
        throw invalid('wrong_password', 'The password is incorrect');
      }
      await throttle.succeed(client.ip, user.email);
      await sessionsRepo.markAuthenticated(db, actor.sessionId, new Date());
    },

    /**
     * The signed-in person changes their password: the current one is checked (and counted by the
     * login throttle), then every OTHER session and token of the account ends; this one stays.
     */
    async changePassword(
      actor: Actor,
      client: Client,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const user = await users.findById(db, actor.user.id);
      if (!user)
        throw new DomainError('unauthenticated', 'unauthorized', 'Please sign in to continue');
      await throttled(client, actor, user.email);
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        security('password_change_failure', client, actor, {
          status: 400,
          code: 'wrong_password',
        });
        throw invalid('wrong_password', 'The current password is incorrect');
      }
      await throttle.succeed(client.ip, user.email);
      await assertNotCommon(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (trx) => {
        await users.setPassword(trx, user.id, passwordHash, actor.sessionId);
        await recordAudit(trx, auditWho(actor), {
          action: 'password_changed',
          itemKind: 'person',
          itemId: user.id,
        });
      });
      security('password_changed', client, actor);
    },

    /**
     * Starts setting up two-factor sign-in: a new secret for an authenticator app (it replaces one
     * set up before and not confirmed). Refused while two-factor is on.
     */
    async startTwoFactor(actor: Actor): Promise<{ secret: string; otpauthUrl: string }> {
      await assertRecentlyAuthenticated(actor);
      const row = await users.findById(db, actor.user.id);
      if (!row) throw notFound('user_not_found');
      if (row.totp_secret) throw conflict('two_factor_enabled', 'Two-factor sign-in is already on');
      const secret = newTotpSecret();
      await users.setPendingTotp(db, row.id, secret);
      return { secret, otpauthUrl: otpauthUrl(secret, row.email) };
    },

    /** A code from the app turns two-factor on: answers ten recovery codes, shown once. */
    async confirmTwoFactor(actor: Actor, client: Client, otp: string): Promise<string[]> {
      const row = await users.findById(db, actor.user.id);
      if (!row) throw notFound('user_not_found');
      if (row.totp_secret) throw conflict('two_factor_enabled', 'Two-factor sign-in is already on');
      if (!row.totp_pending_secret)
        throw invalid('two_factor_not_started', 'Start setting up two-factor sign-in first');
      await throttled(client, actor, row.email);
      const step = totpStep(row.totp_pending_secret, otp.replace(/\s/g, ''));
      if (step === undefined)
        throw invalid('invalid_otp', 'The code is not valid', [
          { path: 'otp', message: 'The code is not valid' },
        ]);
      await throttle.succeed(client.ip, row.email);
      const codes = newRecoveryCodes();
      await db.transaction(async (trx) => {
        await users.enableTotp(
          trx,
          row.id,
          row.totp_pending_secret!,
          step,
          codes.map(recoveryCodeHash),
        );
        await recordAudit(trx, auditWho(actor), {
          action: 'two_factor_enabled',
          itemKind: 'person',
          itemId: row.id,
        });
      });
      return codes;
    },

    /** The password and a second factor turn two-factor off (both checked, throttled). */
    async disableTwoFactor(
      actor: Actor,
      client: Client,
      { password, otp }: { password: string; otp: string },
    ): Promise<void> {
      const row = await users.findById(db, actor.user.id);
      if (!row) throw notFound('user_not_found');
      if (!row.totp_secret) throw invalid('two_factor_not_started', 'Two-factor sign-in is not on');
      await throttled(client, actor, row.email);
      if (!(await verifyPassword(row.password_hash, password)))
        throw invalid('wrong_password', 'The current password is incorrect');
      if (!(await useSecondFactor(db, row, otp)))
        throw invalid('invalid_otp', 'The code is not valid or was already used');
      await throttle.succeed(client.ip, row.email);
      await db.transaction(async (trx) => {
        await users.disableTotp(trx, row.id);
        await recordAudit(trx, auditWho(actor), {
          action: 'two_factor_disabled',
          itemKind: 'person',
          itemId: row.id,
        });
      });
    },
  };
}
