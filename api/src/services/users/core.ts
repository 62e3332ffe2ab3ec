/**
 * What the staff-account commands share: the refusals they answer with, the security log, the
 * login throttle around every password check, and the check of a person's credentials.
 */
import { RECENT_AUTHENTICATION_MINUTES } from '@vb/shared/constants';
import { isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { recoveryCodeHash, totpStep } from '../../auth/totp';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';
import type { Actor, Client } from '../../domain/actor';
import { DomainError, conflict, invalid } from '../../domain/errors';
import type { Logger, SecurityEventName, SecurityFields } from '../../logger';
import * as sessionsRepo from '../../repos/sessions';
import * as users from '../../repos/users';
import { recordAudit } from '../audit';
import type { MailSender } from '../mail';
import type { LoginThrottle } from '../loginThrottle';
import type { SessionStore } from '../sessions';

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'invalid_credentials', 'The e-mail or password is incorrect');

/** A link that cannot be used, in the words of its kind: a reset is not an invitation. */
export const linkInvalid = (purpose: users.TokenPurpose) =>
  purpose === 'password_reset'
    ? invalid('reset_link_invalid', 'This password reset link was already used or has expired')
    : invalid('invitation_invalid', 'This invitation link was already used or has expired');

export const lastOwner = () =>
  conflict('last_owner', 'The last owner cannot be removed, disabled or lose the owner role');

/** Refuses a password on the list of common passwords. */
export async function assertNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password))
    throw invalid('password_too_common', 'This password is too common', [
      { path: field, message: 'This password is too common' },
    ]);
}

export interface Credentials {
  email: string;
  password: string;
  /** The second factor: an authenticator code or a recovery code. */
  otp?: string;
}

const otpRequired = () =>
  new DomainError('unauthenticated', 'otp_required', 'A second factor is required');
const invalidOtp = () =>
  new DomainError('unauthenticated', 'invalid_otp', 'The code is not valid or was already used');

/**
 * Checks a second factor of an account with two-factor on: a current authenticator code not used
 * before (its time step after the last one used), or an unused recovery code. Uses it.
 */
export async function useSecondFactor(db: Db, row: users.UserRow, otp: string): Promise<boolean> {
  if (!row.totp_secret) return false;
  const step = totpStep(row.totp_secret, otp.replace(/\s/g, ''));
  if (step !== undefined) return users.useTotpStep(db, row.id, step);
  return users.useRecoveryCode(db, row.id, recoveryCodeHash(otp));
}

export interface Deps {
  db: Db;
  logger: Logger;
  sessions: SessionStore;
  mail: MailSender;
  throttle: LoginThrottle;
}

/** The shared part of the staff-account commands, made once per service. */
export function usersCore(deps: Deps) {
  const { db, logger, throttle } = deps;

  /**
   * Refuses (403 reauthentication_required) unless the person proved who they are on this
   * session within RECENT_AUTHENTICATION_MINUTES: signed in, or typed their password again.
   */
  async function assertRecentlyAuthenticated(actor: Actor): Promise<void> {
    const at = await sessionsRepo.authenticatedAt(db, actor.sessionId);
    const recent =
      at !== undefined &&
      Date.now() - Date.parse(toIso(at)) < RECENT_AUTHENTICATION_MINUTES * 60_000;
    if (!recent)
      throw new DomainError(
        'forbidden',
        'reauthentication_required',
        'Enter your password again to continue',
      );
  }

  const security = (
    event: SecurityEventName,
    client: Client,
    actor: Actor | undefined,
    extra: Partial<SecurityFields> = {},
  ) =>
    logger.security(event, {
      ip: client.ip,
      method: client.method,
      route: client.route,
      ...(actor ? { userId: actor.user.id, email: actor.user.email, kind: actor.kind } : {}),
      ...extra,
    });

  /** Counts a password check against the login throttle; a refusal is logged as a lockout. */
  async function throttled(client: Client, actor: Actor | undefined, email: string) {
    try {
      await throttle.attempt(client.ip, email);
    } catch (error) {
      security('login_lockout', client, actor, { email, status: 429 });
      if (!actor)
        await recordAudit(
          db,
          { userId: null, email, client },
          {
            action: 'sign_in_failed',
            detail: 'too many attempts',
          },
        );
      throw error;
    }
  }

  /**
   * Checks the credentials (throttled); the same answer for an unknown user and a wrong password.
   * An account with two-factor on also needs its second factor: without one the answer is
   * otp_required (only once the password is right; that attempt is given back), a wrong or reused
   * one counts like a wrong password.
   */
  async function authenticate(client: Client, { email, password, otp }: Credentials) {
    await throttled(client, undefined, email);
    const user = await users.findByEmail(db, email);
    // An unknown address, an invited account without a password and a disabled account answer
    // like a wrong password, after the same work.
    const usable = user && user.password_hash !== '' && !user.disabled_at ? user : undefined;
    const valid = usable
      ? await verifyPassword(usable.password_hash, password)
      : (await verifyAgainstDummy(password), false);
    if (!user || !valid) {
      security('login_failure', client, undefined, { email, status: 401 });
      await recordAudit(
        db,
        { userId: user?.id ?? null, email, client },
        {
          action: 'sign_in_failed',
          ...(user?.disabled_at ? { detail: 'account disabled' } : {}),
        },
      );
      throw invalidCredentials();
    }
    if (user.totp_secret) {
      if (!otp) {
        await throttle.refund(client.ip, email);
        throw otpRequired();
      }
      if (!(await useSecondFactor(db, user, otp))) {
        security('login_failure', client, undefined, { email, status: 401, code: 'invalid_otp' });
        await recordAudit(
          db,
          { userId: user.id, email, client },
          {
            action: 'sign_in_failed',
            detail: 'second factor',
          },
        );
        throw invalidOtp();
      }
    }
    await throttle.succeed(client.ip, email);
    return user;
  }

  return { ...deps, assertRecentlyAuthenticated, security, throttled, authenticate };
}

export type UsersCore = ReturnType<typeof usersCore>;
