import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test' };
const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const dkim = { DKIM_DOMAIN: 'example.sa', DKIM_SELECTOR: 'mail2026' };

describe('the DKIM settings', () => {
  it('sign nothing unless set', () => {
    expect(loadConfig(base).mail.dkim).toBeUndefined();
  });

  it('take the key as PEM text, with \\n for its line breaks, or as the path of a PEM file', () => {
    const inline = loadConfig({ ...base, ...dkim, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(inline.mail.dkim).toEqual({
      domainName: 'example.sa',
      keySelector: 'mail2026',
      privateKey: pem,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-dkim-'));
    try {
      const file = path.join(dir, 'dkim.pem');
      fs.writeFileSync(file, pem);
      expect(loadConfig({ ...base, ...dkim, DKIM_PRIVATE_KEY: file }).mail.dkim?.privateKey).toBe(
        pem,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse to start half set, with a key that cannot sign, or with a malformed name', () => {
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: 'example.sa' })).toThrow(
      /DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ...base, ...dkim, DKIM_PRIVATE_KEY: '/no/such/key.pem' })).toThrow(
      /DKIM_PRIVATE_KEY: is neither a PEM private key nor a readable file/,
    );
    const notAKey = '-----BEGIN PRIVATE KEY-----\\nbm90IGEga2V5\\n-----END PRIVATE KEY-----';
    expect(() => loadConfig({ ...base, ...dkim, DKIM_PRIVATE_KEY: notAKey })).toThrow(
      /DKIM_PRIVATE_KEY: must be an RSA or Ed25519 private key in PEM/,
    );
    expect(() =>
      loadConfig({ ...base, ...dkim, DKIM_DOMAIN: 'not a domain', DKIM_PRIVATE_KEY: pem }),
    ).toThrow(/DKIM_DOMAIN: must be a domain name/);
  });

  it('still refuse SMTP_URL without a sender address', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(
      /MAIL_FROM: set the sender address with SMTP_URL/,
    );
  });
});

describe('the listener for answers', () => {
  it('runs only when its port is set, on loopback unless told otherwise', () => {
    expect(loadConfig(base).mail.inbound).toBeUndefined();
    const on = loadConfig({
      ...base,
      MAIL_REPLY_TO: 'replies@example.sa',
      INBOUND_SMTP_PORT: '2525',
    });
    expect(on.mail.inbound).toEqual({
      port: 2525,
      host: '127.0.0.1',
      maxBytes: 15 * 1024 * 1024,
      perSenderPerHour: 30,
    });
  });

  it('refuses to start without the address answers come to, or with a port out of range', () => {
    expect(() => loadConfig({ ...base, INBOUND_SMTP_PORT: '2525' })).toThrow(
      /INBOUND_SMTP_PORT: answers come to MAIL_REPLY_TO/,
    );
    expect(() =>
      loadConfig({ ...base, MAIL_REPLY_TO: 'replies@example.sa', INBOUND_SMTP_PORT: '70000' }),
    ).toThrow(/INBOUND_SMTP_PORT/);
  });
});
