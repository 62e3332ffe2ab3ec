/**
 * Staff accounts: signing in and out (a cookie session for the web admin, a bearer token for the
 * desktop console), changing one's password, and the first account at start-up.
 */
import { randomBytes } from 'node:crypto';
import type { AdminUser } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import {
  MIN_PASSWORD_LENGTH,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/passwords';
import type { Db } from '../db/knex';
import type { Actor, Client, SessionKind } from '../domain/actor';
import { DomainError, invalid } from '../domain/errors';
import type { Logger, SecurityEventName, SecurityFields } from '../logger';
import { presentUser } from '../presenters/users';
import * as users from '../repos/users';
import type { LoginThrottle } from './loginThrottle';
import type { SessionStore } from './sessions';

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'invalid_credentials', 'The e-mail or password is incorrect');

export interface Credentials {
  email: string;
  password: string;
}

interface Deps {
  db: Db;
  logger: Logger;
  sessions: SessionStore;
  throttle: LoginThrottle;
}

export function usersService({ db, logger, sessions, throttle }: Deps) {
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
      throw error;
    }
  }

  /** Checks the credentials (throttled); the same answer for an unknown user and a wrong password. */
  async function authenticate(client: Client, { email, password }: Credentials) {
    await throttled(client, undefined, email);
    const user = await users.findByEmail(db, email);
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : (await verifyAgainstDummy(password), false);
    if (!user || !valid) {
      security('login_failure', client, undefined, { email, status: 401 });
      throw invalidCredentials();
    }
    await throttle.succeed(client.ip, email);
    return user;
  }

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
    ): Promise<{ user: AdminUser; token: string; expiresAt: Date }> {
      const row = await authenticate(client, credentials);
      if (previousToken) await sessions.destroyToken(previousToken);
      const { token, expiresAt } = await sessions.create(row.id, kind, client.userAgent);
      const user = presentUser(row);
      security('login_success', client, undefined, { userId: user.id, email: user.email, kind });
      return { user, token, expiresAt };
    },

    /** Ends the sessions of these tokens (whether or not they were still live). */
    async signOut(client: Client, tokens: { bearer?: string; cookie?: string }): Promise<void> {
      const ended =
        (tokens.bearer ? await sessions.resolve(tokens.bearer, 'bearer') : undefined) ??
        (tokens.cookie ? await sessions.resolve(tokens.cookie, 'cookie') : undefined);
      if (tokens.bearer) await sessions.destroyToken(tokens.bearer);
      if (tokens.cookie) await sessions.destroyToken(tokens.cookie);
      security('logout', client, ended);
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
      await users.setPassword(db, user.id, await hashPassword(newPassword), actor.sessionId);
      security('password_changed', client, actor);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

export interface BootstrapResult {
  email: string;
  /** Set only when a password was generated now: printed once, never stored in plain text. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure an admin can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD, that account exists and
 * has that password (changing it ends the account's sessions). With neither and no admin at all,
 * one is created with a random password that is returned to be printed once.
 */
export async function ensureAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  logger: Logger,
): Promise<BootstrapResult | undefined> {
  if (email || password) {
    if (!email || !password) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
    }
    const existing = await users.findByEmail(db, email);
    if (!existing) {
      await users.insert(db, email, await hashPassword(password), null);
      logger.info('admin account created', { email });
      return { email, created: true };
    }
    if (!(await verifyPassword(existing.password_hash, password))) {
      await users.setPassword(db, existing.id, await hashPassword(password));
      logger.info('admin password updated from ADMIN_PASSWORD; its sessions were ended', { email });
    }
    return { email, created: false };
  }
  if ((await users.count(db)) > 0) return undefined;
  const generatedEmail = `admin@${new URL(SITE.websiteUrl).hostname}`;
  const generatedPassword = randomBytes(15).toString('base64url');
  await users.insert(db, generatedEmail, await hashPassword(generatedPassword), 'Administrator');
  return { email: generatedEmail, generatedPassword, created: true };
}
