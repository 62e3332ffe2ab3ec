/**
 * Secrets and logs (battery 9): canaries that could leak only through a failure — the OpenAI key
 * echoed back by the service refusing it, a résumé's bytes in a failed database write — each
 * against a server of its own. The flow of security events, and the search for every canary in
 * everything it left, is ./secrets.events.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';
import { CANARY_KEY, CANARY_RESUME_TEXT, application, canaryResume } from './secretsKit';
import { raw } from './securityKit';

let resumePdf: Buffer;

beforeAll(() => {
  resumePdf = canaryResume();
});

describe('canaries', () => {
  /** An upstream that, like OpenAI, echoes the key it was sent in its 401 error. */
  it('the OpenAI key stays out of the logs even when the service echoes it', async () => {
    const echo = http.createServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: `Incorrect API key provided: ${String(req.headers.authorization).slice(7)}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const echoLines: string[] = [];
    const other = await startTestServer(
      {
        LOG_LEVEL: 'info',
        OPENAI_API_KEY: CANARY_KEY,
        OPENAI_BASE_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/v1`,
      },
      { logSink: (line) => echoLines.push(line) },
    );
    try {
      const admin = await other.signIn();
      const res = await admin('/api/translate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' }),
      });
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(text).not.toContain(CANARY_KEY);
      expect(echoLines.some((l) => l.includes('Translation error'))).toBe(true);
      expect(echoLines.join('\n')).toContain('[redacted]');
      expect(echoLines.join('\n')).not.toContain(CANARY_KEY);
    } finally {
      await other.close();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });

  it('a failed database write logs its SQL without the values (no résumé bytes in the error line)', async () => {
    const failLines: string[] = [];
    const other = await startTestServer(
      { LOG_LEVEL: 'info' },
      { logSink: (line) => failLines.push(line) },
    );
    try {
      // The résumé's row cannot be written: the application fails as a whole with a 500.
      if (other.deps.config.databaseUrl) {
        await other.deps.db.raw(
          "CREATE FUNCTION vb_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql",
        );
        await other.deps.db.raw(
          'CREATE TRIGGER vb_refuse BEFORE INSERT ON resumes FOR EACH ROW EXECUTE FUNCTION vb_refuse()',
        );
      } else {
        await other.deps.db.raw(
          "CREATE TRIGGER vb_refuse BEFORE INSERT ON resumes BEGIN SELECT RAISE(ABORT, 'refused'); END",
        );
      }
      const res = await raw(
        other.url,
        'POST',
        '/api/careers/apply',
        { 'content-type': 'application/json' },
        JSON.stringify(application(resumePdf.toString('base64'))),
      );
      expect(res.status).toBe(500);
      expect(res.text).not.toContain(CANARY_RESUME_TEXT);
      const log = failLines.join('\n');
      expect(log).toMatch(/"level":"error"/);
      expect(log).toMatch(/refused/); // the failure itself is logged…
      for (const form of [
        CANARY_RESUME_TEXT,
        Buffer.from(CANARY_RESUME_TEXT).toString('hex'),
        resumePdf.toString('hex').slice(0, 80),
        resumePdf.toString('base64').slice(0, 60),
      ]) {
        expect(log.toLowerCase().includes(form.toLowerCase()), form).toBe(false); // …not the bytes
      }
    } finally {
      await other.close();
    }
  });
});
