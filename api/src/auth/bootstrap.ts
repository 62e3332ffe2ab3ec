import { randomBytes } from 'node:crypto';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';
import { countUsers, createUser, findUserByEmail, setPassword } from './users.repo';
import { SITE } from '@vb/shared/site-config';

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
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createUser(db, email, await hashPassword(password), null);
      logger.info('admin account created', { email });
      return { email, created: true };
    }
    if (!(await verifyPassword(existing.password_hash, password))) {
      await setPassword(db, existing.id, await hashPassword(password));
      logger.info('admin password updated from ADMIN_PASSWORD; its sessions were ended', { email });
    }
    return { email, created: false };
  }
  if ((await countUsers(db)) > 0) return undefined;
  const generatedEmail = `admin@${new URL(SITE.websiteUrl).hostname}`;
  const generatedPassword = randomBytes(15).toString('base64url');
  await createUser(db, generatedEmail, await hashPassword(generatedPassword), 'Administrator');
  return { email: generatedEmail, generatedPassword, created: true };
}
