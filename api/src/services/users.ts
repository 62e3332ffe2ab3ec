/**
 * Staff accounts: signing in and out (a cookie session for the web admin, a bearer token for the
 * desktop console), changing one's password, the people screen (inviting, roles, disabling; owners
 * only), accepting an invitation, and the first account at start-up.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_PATH,
  INVITATION_TTL_HOURS,
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TTL_MINUTES,
  RECENT_AUTHENTICATION_MINUTES,
} from '@vb/shared/constants';
import type { Language } from '@vb/shared/options';
import { type Role, normaliseRoles } from '@vb/shared/roles';
import type {
  AdminUser,
  SessionInfo,
  StaffMember,
  UserCreateInput,
  UserCreated,
  UserUpdateInput,
} from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import {
  MIN_PASSWORD_LENGTH,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/passwords';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpStep,
} from '../auth/totp';
import { isUniqueViolation } from '../db/errors';
import type { Db } from '../db/knex';
import { toIso } from '../db/values';
import { type Actor, type Client, type SessionKind, assertMayUse } from '../domain/actor';
import { DomainError, conflict, invalid, notFound } from '../domain/errors';
import type { Logger, SecurityEventName, SecurityFields } from '../logger';
import { presentStaffMember, presentUser } from '../presenters/users';
import * as sessionsRepo from '../repos/sessions';
import * as users from '../repos/users';
import { auditWho, recordAudit } from './audit';
import { type MailSender, enqueueMail } from './mail';
import { DbLimiter } from '../repos/limits';
import type { LoginThrottle } from './loginThrottle';
import type { SessionStore } from './sessions';

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'invalid_credentials', 'The e-mail or password is incorrect');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link that cannot be used, in the words of its kind: a reset is not an invitation. */
const linkInvalid = (purpose: users.TokenPurpose) =>
  purpose === 'password_reset'
    ? invalid('reset_link_invalid', 'This password reset link was already used or has expired')
    : invalid('invitation_invalid', 'This invitation link was already used or has expired');

const lastOwner = () =>
  conflict('last_owner', 'The last owner cannot be removed, disabled or lose the owner role');

/** Refuses a password on the list of common passwords. */
async function assertNotCommon(password: string, field: string): Promise<void> {
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
async function useSecondFactor(db: Db, row: users.UserRow, otp: string): Promise<boolean> {
  if (!row.totp_secret) return false;
  const step = totpStep(row.totp_secret, otp.replace(/\s/g, ''));
  if (step !== undefined) return users.useTotpStep(db, row.id, step);
  return users.useRecoveryCode(db, row.id, recoveryCodeHash(otp));
}

interface Deps {
  db: Db;
  logger: Logger;
  sessions: SessionStore;
  mail: MailSender;
  throttle: LoginThrottle;
}

/** Password reset e-mails: at most this many per account, and per address, in an hour. */
const RESET_PER_ACCOUNT = 3;
const RESET_PER_ADDRESS = 10;

export function usersService({ db, logger, sessions, mail, throttle }: Deps) {
  const resetByAccount = new DbLimiter(db, {
    keyPrefix: 'reset_account',
    points: RESET_PER_ACCOUNT,
    durationSeconds: 3600,
  });
  const resetByAddress = new DbLimiter(db, {
    keyPrefix: 'reset_ip',
    points: RESET_PER_ADDRESS,
    durationSeconds: 3600,
  });

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

  /** Reset requests answered and still being worked on (see requestPasswordReset). */
  const resetsInFlight = new Set<Promise<void>>();

  /** A reset request's work, after its answer: the limits, then the link and its e-mail. */
  async function issueReset(
    client: Client,
    { email, language }: { email: string; language?: Language },
    origin: string,
  ): Promise<void> {
    const address = users.normaliseEmail(email);
    const [byAddress, byAccount] = [
      await resetByAddress.consume(client.ip),
      await resetByAccount.consume(address),
    ];
    if (byAddress.limited || byAccount.limited) {
      logger.info('password reset request over its limit', { ip: client.ip });
      return;
    }
    const row = await users.findByEmail(db, address);
    if (!row || row.password_hash === '' || row.disabled_at) return;
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (trx) => {
      await users.removeTokens(trx, row.id, 'password_reset');
      await users.insertToken(trx, {
        id: hashToken(token),
        userId: row.id,
        purpose: 'password_reset',
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      await recordAudit(
        trx,
        { userId: row.id, email: row.email, client },
        {
          action: 'password_reset_requested',
          itemKind: 'person',
          itemId: row.id,
        },
      );
      await enqueueMail(trx, {
        kind: 'password_reset',
        to: row.email,
        language: language ?? 'ar',
        values: {
          name: row.name ?? row.email,
          link: `${origin}${PASSWORD_RESET_PATH}#${token}`,
          minutes: PASSWORD_RESET_TTL_MINUTES,
        },
      });
    });
    mail.nudge();
  }

  /**
   * Sets a password with a single-use link's token (an invitation or a reset): once, before it
   * expires, for an enabled account; every session of the account ends. Answers the account.
   */
  async function useLink(
    client: Client,
    purpose: users.TokenPurpose,
    { token, password }: { token: string; password: string },
  ): Promise<users.UserRow> {
    const id = hashToken(token);
    const link = await users.findToken(db, id);
    const now = new Date();
    if (
      !link ||
      link.purpose !== purpose ||
      link.used_at ||
      Date.parse(toIso(link.expires_at)) <= now.getTime()
    ) {
      const refused = linkInvalid(purpose);
      security(
        purpose === 'password_reset' ? 'reset_refused' : 'invitation_refused',
        client,
        undefined,
        {
          status: 400,
          code: refused.code,
        },
      );
      throw refused;
    }
    await assertNotCommon(password, 'password');
    const passwordHash = await hashPassword(password);
    return db.transaction(async (trx) => {
      // Two requests racing with one link: exactly one of them sets the password.
      if (!(await users.useToken(trx, id, now))) throw linkInvalid(purpose);
      const row = await users.findById(trx, link.user_id);
      if (!row || row.disabled_at) throw linkInvalid(purpose);
      await users.setPassword(trx, row.id, passwordHash);
      await recordAudit(
        trx,
        { userId: row.id, email: row.email, client },
        {
          action: purpose === 'invitation' ? 'invitation_accepted' : 'password_reset',
          itemKind: 'person',
          itemId: row.id,
        },
      );
      return row;
    });
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
      const { token, expiresAt } = await sessions.create(row.id, kind, client);
      const user = presentUser(row);
      security('login_success', client, undefined, { userId: user.id, email: user.email, kind });
      await recordAudit(
        db,
        { userId: user.id, email: user.email, client },
        {
          action: 'sign_in',
          detail: kind === 'bearer' ? 'desktop' : 'web',
        },
      );
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
      if (ended)
        await recordAudit(
          db,
          { userId: ended.user.id, email: ended.user.email, client },
          {
            action: 'sign_out',
          },
        );
    },

    /**
     * The signed-in person changes their password: the current one is checked (and counted by the
     * login throttle), then every OTHER session and token of the account ends; this one stays.
     */
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

    /** The signed-in person's own live sessions and tokens (this one marked). */
    async mySessions(actor: Actor): Promise<SessionInfo[]> {
      await assertRecentlyAuthenticated(actor);
      return sessions.list(actor.user.id, actor.sessionId);
    },

    /** The signed-in person ends one of their sessions or tokens (this one too, if they wish). */
    async endMySession(actor: Actor, client: Client, sessionId: string): Promise<void> {
      if (!(await sessions.destroyOf(actor.user.id, sessionId)))
        throw notFound('session_not_found');
      await recordAudit(db, auditWho(actor), {
        action: 'session_ended',
        itemKind: 'person',
        itemId: actor.user.id,
      });
      security('session_ended', client, actor, { targetUserId: actor.user.id });
    },

    /** A person's live sessions and tokens (owners only). */
    async sessionsOf(actor: Actor, userId: number): Promise<SessionInfo[]> {
      assertMayUse(actor, 'people');
      if (!(await users.findById(db, userId))) throw notFound('user_not_found');
      return sessions.list(userId, actor.sessionId);
    },

    /** Ends one of a person's sessions or tokens (owners only). */
    async endSessionOf(
      actor: Actor,
      client: Client,
      userId: number,
      sessionId: string,
    ): Promise<void> {
      assertMayUse(actor, 'people');
      if (!(await users.findById(db, userId))) throw notFound('user_not_found');
      if (!(await sessions.destroyOf(userId, sessionId))) throw notFound('session_not_found');
      await recordAudit(db, auditWho(actor), {
        action: 'session_ended',
        itemKind: 'person',
        itemId: userId,
      });
      security('session_ended', client, actor, { targetUserId: userId });
    },

    /** The people screen: every account (owners only). */
    async list(actor: Actor): Promise<StaffMember[]> {
      assertMayUse(actor, 'people');
      return (await users.listWithLastSeen(db)).map(presentStaffMember);
    },

    /**
     * Invites a person (owners only): an account without a password, and a single-use link, valid
     * INVITATION_TTL_HOURS, where they choose one. `origin` is the site's public origin.
     */
    async invite(
      actor: Actor,
      client: Client,
      input: UserCreateInput,
      origin: string,
    ): Promise<UserCreated> {
      assertMayUse(actor, 'people');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000);
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const userId = await users.insert(trx, {
            email: input.email,
            name: input.name,
            passwordHash: '',
            roles: input.roles,
          });
          await users.insertToken(trx, {
            id: hashToken(token),
            userId,
            purpose: 'invitation',
            expiresAt,
          });
          await recordAudit(trx, auditWho(actor), {
            action: 'person_invited',
            itemKind: 'person',
            itemId: userId,
            detail: `${users.normaliseEmail(input.email)}: ${input.roles.join(', ')}`,
          });
          await enqueueMail(trx, {
            kind: 'invitation',
            to: users.normaliseEmail(input.email),
            language: input.language ?? 'ar',
            values: {
              name: input.name,
              inviter: actor.user.name ?? actor.user.email,
              link: `${origin}${INVITATION_PATH}#${token}`,
              hours: INVITATION_TTL_HOURS,
            },
          });
          return userId;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('email_taken', 'An account with this e-mail address already exists', [
            { path: 'email', message: 'An account with this e-mail address already exists' },
          ]);
        throw error;
      }
      mail.nudge();
      const row = await users.findById(db, id);
      security('user_invited', client, actor, { targetUserId: id });
      return {
        user: presentStaffMember(row!),
        invitation: {
          url: `${origin}${INVITATION_PATH}#${token}`,
          token,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    /**
     * Changes a person's name, roles or disabled state (owners only). Disabling ends their
     * sessions and tokens at once. No change may leave the site without an enabled owner.
     */
    async update(
      actor: Actor,
      client: Client,
      id: number,
      input: UserUpdateInput,
    ): Promise<StaffMember> {
      assertMayUse(actor, 'people');
      await db.transaction(async (trx) => {
        const row = await users.findById(trx, id);
        if (!row) throw notFound('user_not_found');
        const wasOwner = users.rolesOf(row.roles).includes('owner') && !row.disabled_at;
        const staysOwner =
          (input.roles ?? users.rolesOf(row.roles)).includes('owner') &&
          !(input.disabled ?? Boolean(row.disabled_at));
        if (wasOwner && !staysOwner) {
          const owners = await users.enabledOwnerIds(trx);
          if (owners.filter((ownerId) => ownerId !== id).length === 0) throw lastOwner();
        }
        const disabledAt =
          input.disabled === undefined
            ? undefined
            : input.disabled
              ? row.disabled_at
                ? new Date(toIso(row.disabled_at))
                : new Date()
              : null;
        await users.update(trx, id, { name: input.name, roles: input.roles as Role[], disabledAt });
        if (input.disabled) {
          await users.removeSessions(trx, id);
          // Their links die with the access: enabling them again never revives an old one (an
          // owner sends a new invitation).
          await users.removeTokens(trx, id, 'invitation');
          await users.removeTokens(trx, id, 'password_reset');
        }
        await recordAudit(trx, auditWho(actor), {
          action: 'person_changed',
          itemKind: 'person',
          itemId: id,
          detail: [
            input.name !== undefined ? 'name' : '',
            input.roles ? `roles: ${normaliseRoles(input.roles).join(', ')}` : '',
            input.disabled === undefined ? '' : input.disabled ? 'disabled' : 'enabled',
          ]
            .filter(Boolean)
            .join('; '),
        });
      });
      security('user_changed', client, actor, { targetUserId: id });
      return presentStaffMember((await users.findById(db, id))!);
    },

    /**
     * The invited person chooses a password with the link's token: once, before it expires. The
     * account can sign in from then on.
     */
    async acceptInvitation(
      client: Client,
      input: { token: string; password: string },
    ): Promise<void> {
      const row = await useLink(client, 'invitation', input);
      security('invitation_accepted', client, undefined, { userId: row.id });
    },

    /**
     * Someone asks for a password reset link for an address. Whatever the address, the answer is
     * the same and comes at once: the work runs after it, as its time would tell whether the
     * account exists (no account enumeration). An enabled account with a password gets an e-mail
     * with a single-use link, valid PASSWORD_RESET_TTL_MINUTES (a new one replaces the last), at
     * most RESET_PER_ACCOUNT an hour, and RESET_PER_ADDRESS from one address.
     */
    requestPasswordReset(
      client: Client,
      request: { email: string; language?: Language },
      origin: string,
    ): void {
      const work: Promise<void> = issueReset(client, request, origin)
        .catch((error: unknown) => logger.error('password reset failed', { error }))
        .finally(() => resetsInFlight.delete(work));
      resetsInFlight.add(work);
    },

    /** Waits for the reset requests already answered (a stopping server finishes them). */
    async settled(): Promise<void> {
      await Promise.all([...resetsInFlight]);
    },

    /** A new password with a reset link's token: once, within its time; every session ends. */
    async resetPassword(client: Client, input: { token: string; password: string }): Promise<void> {
      const row = await useLink(client, 'password_reset', input);
      security('password_changed', client, undefined, { userId: row.id, email: row.email });
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
 * Makes sure an owner can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD, that account exists, has
 * that password (changing it ends the account's sessions), holds the owner role and is enabled:
 * the operators' way back in. With neither and no account at all, an owner is created with a
 * random password that is returned to be printed once.
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
      await users.insert(db, {
        email,
        name: null,
        passwordHash: await hashPassword(password),
        roles: ['owner'],
      });
      logger.info('admin account created', { email });
      return { email, created: true };
    }
    const roles = users.rolesOf(existing.roles);
    if (!roles.includes('owner') || existing.disabled_at) {
      await users.update(db, existing.id, { roles: [...roles, 'owner'], disabledAt: null });
      logger.info('ADMIN_EMAIL account made an enabled owner', { email });
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
  await users.insert(db, {
    email: generatedEmail,
    name: 'Administrator',
    passwordHash: await hashPassword(generatedPassword),
    roles: ['owner'],
  });
  return { email: generatedEmail, generatedPassword, created: true };
}
