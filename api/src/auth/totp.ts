/**
 * Two-factor sign-in codes: TOTP (RFC 6238: SHA-1, 30-second steps, 6 digits) through the
 * `otpauth` library, and single-use recovery codes (stored as SHA-256 hashes).
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SITE } from '@vb/shared/site-config';
import { hashToken } from './credentials';

const PERIOD_SECONDS = 30;

/** A new secret (160 bits, base32, as authenticator apps take it). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads (from a QR code) for this account. */
export function otpauthUrl(secret: string, account: string): string {
  return new TOTP({
    issuer: SITE.brandName.en,
    label: account,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  }).toString();
}

/**
 * The time step a code belongs to when it is valid now (the current step or one either side, for
 * clocks a little apart), else undefined. A code is accepted once: callers refuse a step at or
 * before the last one used.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
    timestamp: now,
    window: 1,
  });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a time step (the tests' authenticator). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD_SECONDS }).generate({
    timestamp: at,
  });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like `k7m2p-9xq4r` (50 bits each), shown once. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a recovery code is stored and looked up: case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string) =>
  hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
