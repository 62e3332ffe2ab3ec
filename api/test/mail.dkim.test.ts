/**
 * DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY): every message leaves signed, and
 * the signature verifies against the public key a receiver would find in DNS — checked with
 * mailauth, an independent verifier, on the bytes the SMTP server received. A message changed on
 * the way fails it. Without the settings nothing is signed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type TestServer, json, startTestServer } from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

const DOMAIN = 'ruwad.test';
const SELECTOR = 'mail2026';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** The TXT record the domain would publish at <selector>._domainkey.<domain>. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** Answers the one DKIM key record, as DNS would; nothing else exists. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

let smtp: TestSmtp;
let signing: TestServer;

/** Asks a password reset of the admin (an e-mail at once) and answers the bytes received. */
async function resetMail(server: TestServer): Promise<Buffer> {
  const before = smtp.raw.length;
  const res = await server.api(
    '/api/auth/password-reset',
    json('POST', { email: ADMIN_EMAIL, language: 'ar' }),
  );
  expect(res.status).toBe(202);
  const deadline = Date.now() + 60_000;
  while (smtp.raw.length === before) {
    if (Date.now() > deadline) throw new Error('the reset e-mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return smtp.raw[before]!;
}

const mailEnv = () => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: `Ruwad Ventures <no-reply@${DOMAIN}>`,
  MAIL_POLL_SECONDS: '1',
});

beforeAll(async () => {
  smtp = await startSmtp();
  signing = await startTestServer({
    ...mailEnv(),
    DKIM_DOMAIN: DOMAIN,
    DKIM_SELECTOR: SELECTOR,
    // As an env file holds it: one line, its line breaks written \n.
    DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
  });
});
afterAll(async () => {
  await signing?.close();
  await smtp?.close();
});

describe('DKIM signing', { timeout: 120_000 }, () => {
  it('signs each message so that a receiver verifies it against the published key', async () => {
    const bytes = await resetMail(signing);
    const header = /^DKIM-Signature:.*(?:\r\n[ \t].*)*/im.exec(bytes.toString('utf8'))?.[0];
    expect(header).toMatch(/\bd=ruwad\.test\b/);
    expect(header).toMatch(/\bs=mail2026\b/);
    const { results } = await dkimVerify(bytes, { resolver });
    expect(results.map((r) => [r.status.result, r.signingDomain, r.selector])).toEqual([
      ['pass', DOMAIN, SELECTOR],
    ]);
  });

  it('fails the signature of a message changed on the way', async () => {
    const bytes = (await resetMail(signing)).toString('utf8');
    const [head, ...body] = bytes.split('\r\n\r\n');
    const changed = `${head}\r\n\r\n${body.join('\r\n\r\n').replace(/[A-Za-z0-9]{8}/, 'XXXXXXXX')}`;
    const { results } = await dkimVerify(Buffer.from(changed), { resolver });
    // RFC 8601's "neutral": the body no longer hashes to what was signed (a receiver's DMARC fails).
    expect(results.map((r) => [r.status.result, r.status.comment])).toEqual([
      ['neutral', expect.stringMatching(/body hash did not verify/)],
    ]);
  });

  it('signs nothing without the settings', async () => {
    const plain = await startTestServer(mailEnv());
    try {
      const bytes = await resetMail(plain);
      expect(bytes.toString('utf8')).not.toMatch(/^DKIM-Signature:/im);
    } finally {
      await plain.close();
    }
  });
});
