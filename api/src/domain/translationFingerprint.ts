import crypto from 'node:crypto';
import type { Fingerprint } from '@vb/shared/translation-status';

/** The fingerprint of a language's text for the translation status: SHA-256, hex. */
export const translationFingerprint: Fingerprint = (text) =>
  crypto.createHash('sha256').update(text, 'utf8').digest('hex');
