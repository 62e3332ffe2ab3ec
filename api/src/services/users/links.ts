/**
 * Single-use links that set a password: accepting an invitation, and asking for and using a
 * password reset link.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MINUTES } from '@vb/shared/constants';
import type { Language } from '@vb/shared/options';
import { hashToken } from '../../auth/credentials';
import { hashPassword } from '../../auth/passwords';
import { toIso } from '../../db/values';
import type { Client } from '../../domain/actor';
import { DbLimiter } from '../../repos/limits';
import * as users from '../../repos/users';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { type UsersCore, assertNotCommon, linkInvalid } from './core';

/** Password reset e-mails: at most this many per account, and per address, in an hour. */
const RESET_PER_ACCOUNT = 3;
const RESET_PER_ADDRESS = 10;

export function linkCommands(core: UsersCore) {
  const { db, logger, mail, security } = core;
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

  return {
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
