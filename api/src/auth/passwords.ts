import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@vb/shared/schemas';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummy, password);
}

/** Admin passwords (ADMIN_PASSWORD, a password change) must be at least this long. */
export const MIN_PASSWORD_LENGTH = LIMITS.passwordMin;

let common: Promise<Set<string>> | undefined;
/**
 * Whether a password is on zxcvbn-ts's list of common passwords (about 30,000 taken from leaks;
 * loaded on first use), compared without case and surrounding spaces.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await common).has(password.trim().toLowerCase());
}
