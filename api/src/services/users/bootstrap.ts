/** The first account at start-up, and the operators' way back in. */
import { randomBytes } from 'node:crypto';
import { SITE } from '@vb/shared/site-config';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/knex';
import type { Logger } from '../../logger';
import * as users from '../../repos/users';

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
