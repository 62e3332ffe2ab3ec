/**
 * The e-mail settings of the environment (a part of config.ts, kept apart for its size): SMTP,
 * the sender, the replies' address, the outbox's pace, DKIM signing and the listener for answers.
 */
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);

/** The e-mail variables of the environment's schema (listed in docs/configuration.md). */
export const mailEnv = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS): turns e-mail on. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must be an smtp:// or smtps:// URL'),
  /** The sender of the e-mails, e.g. "Ruwad Ventures <no-reply@example.sa>". */
  MAIL_FROM: z.string().optional(),
  /** Where answers to staff replies go, e.g. replies@example.sa (each item: local+token@domain). */
  MAIL_REPLY_TO: z
    .string()
    .regex(/^$|^[^\s@+<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, 'must be an address without a +tag')
    .optional(),
  MAIL_POLL_SECONDS: int(15, 1, 3600),
  MAIL_RETRY_BASE_SECONDS: int(60, 1, 3600),
  MAIL_MAX_ATTEMPTS: int(8, 1, 100),
  MAIL_LEASE_SECONDS: int(120, 2, 3600),
  MAIL_CONCURRENCY: int(4, 1, 50),
  /** DKIM signing: the signing domain (d=), usually MAIL_FROM's… */
  DKIM_DOMAIN: z
    .string()
    .regex(/^$|^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 'must be a domain name, e.g. example.sa')
    .optional(),
  /** …the selector (s=) whose DNS TXT record at <selector>._domainkey.<domain> holds the key… */
  DKIM_SELECTOR: z
    .string()
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a DNS label, e.g. mail2026')
    .optional(),
  /** …and the private key: its PEM text (\n for line breaks allowed) or the path of a PEM file. */
  DKIM_PRIVATE_KEY: z.string().optional(),
  /** The port of the SMTP listener that takes answers to replies (0: any free one); unset: none. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().optional().default('127.0.0.1'),
  /** The largest answer taken, whole message with attachments, in bytes. */
  INBOUND_MAX_BYTES: int(15 * 1024 * 1024, 10_000, 100 * 1024 * 1024),
  /** Answers taken from one sender address per hour (each instance counts its own). */
  INBOUND_PER_SENDER_PER_HOUR: int(30, 1, 10_000),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;

export interface MailSettings {
  /** Unset: e-mail is off and messages wait in the outbox. */
  smtpUrl: string | undefined;
  from: string | undefined;
  /** The domain of Message-IDs (MAIL_FROM's). */
  messageIdDomain: string;
  /** MAIL_REPLY_TO split at its @ (replies' Reply-To is local+token@domain); unset: none. */
  replyTo: { local: string; domain: string } | undefined;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a sender holds a message before another may take it (a crash mid-send). */
  leaseMs: number;
  /** Messages sent at once by this instance (and SMTP connections kept open for them). */
  concurrency: number;
  /** Every message is signed with this key when set (nodemailer's DKIM options). */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /** The SMTP listener for answers to replies (needs MAIL_REPLY_TO); unset: none. */
  inbound: { port: number; host: string; maxBytes: number; perSenderPerHour: number } | undefined;
}

const invalid = (name: string, message: string) =>
  new Error(`Invalid environment:\n  ${name}: ${message}`);

/**
 * The DKIM key from its PEM text or file, checked now: a key that cannot sign would otherwise
 * fail every message at its first send, long after start-up.
 */
function dkimKey(value: string): string {
  const text = value.trimStart().startsWith('-----BEGIN')
    ? value.replace(/\\n/g, '\n')
    : (() => {
        try {
          return fs.readFileSync(value, 'utf8');
        } catch {
          throw invalid('DKIM_PRIVATE_KEY', 'is neither a PEM private key nor a readable file');
        }
      })();
  try {
    const key = createPrivateKey(text);
    if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ed25519') throw new Error();
  } catch {
    throw invalid('DKIM_PRIVATE_KEY', 'must be an RSA or Ed25519 private key in PEM');
  }
  return text;
}

/** The mail section of the config, from the parsed environment. */
export function mailSettings(e: MailEnv): MailSettings {
  if (e.SMTP_URL && !e.MAIL_FROM?.includes('@'))
    throw invalid('MAIL_FROM', 'set the sender address with SMTP_URL');
  const dkimSet = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimSet !== 0 && dkimSet !== 3)
    throw invalid(
      'DKIM_DOMAIN',
      'DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY',
    );
  if (e.INBOUND_SMTP_PORT !== undefined && !e.MAIL_REPLY_TO)
    throw invalid('INBOUND_SMTP_PORT', 'answers come to MAIL_REPLY_TO: set it too');
  return {
    smtpUrl: e.SMTP_URL || undefined,
    from: e.MAIL_FROM || undefined,
    messageIdDomain: /@([^\s>]+)/.exec(e.MAIL_FROM ?? '')?.[1] ?? 'localhost',
    replyTo: e.MAIL_REPLY_TO
      ? { local: e.MAIL_REPLY_TO.split('@')[0]!, domain: e.MAIL_REPLY_TO.split('@')[1]! }
      : undefined,
    pollMs: e.MAIL_POLL_SECONDS * 1000,
    retryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
    leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    concurrency: e.MAIL_CONCURRENCY,
    dkim:
      dkimSet === 3
        ? {
            domainName: e.DKIM_DOMAIN!,
            keySelector: e.DKIM_SELECTOR!,
            privateKey: dkimKey(e.DKIM_PRIVATE_KEY!),
          }
        : undefined,
    inbound:
      e.INBOUND_SMTP_PORT === undefined
        ? undefined
        : {
            port: e.INBOUND_SMTP_PORT,
            host: e.INBOUND_SMTP_HOST,
            maxBytes: e.INBOUND_MAX_BYTES,
            perSenderPerHour: e.INBOUND_PER_SENDER_PER_HOUR,
          },
  };
}
