/**
 * A public form's field refusal names the field and words the problem as the English catalog
 * does: the page finds the catalog key by that text and shows the message, in the visitor's
 * language, next to the field (public-web ContactSection.form.test.tsx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@vb/shared/i18n';
import { type TestServer, json, startTestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('field refusals of the public forms', () => {
  it('words an invalid contact e-mail as the catalog’s validation.email, on that field only', async () => {
    const res = await server.api(
      '/api/contact',
      json('POST', {
        name: 'Nora Test',
        email: 'not-an-email',
        subject: 'Partnership',
        message: 'Hello, I would like to talk about a partnership.',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'email', message: en['validation.email'] }],
    });
  });
});
