import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from './fakeOpenAI';
import { type TestServer, json, startTestServer } from './helpers';

const contact = {
  name: 'Sara',
  email: 'sara@example.com',
  subject: 'Hello',
  message: 'Hello there',
};
const investor = {
  name: 'Omar',
  email: 'omar@example.com',
  organization: 'Fund',
  message: 'Interested',
};

describe('public form rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('allows 5 contact messages a minute per client, then 429 with Retry-After and RateLimit headers', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await server.api('/api/contact', json('POST', contact));
      expect(res.status).toBe(201);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(4 - i));
    }
    const res = await server.api('/api/contact', json('POST', contact));
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe('too_many_requests');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    // Other forms have their own budgets.
    expect((await server.api('/api/investor', json('POST', investor))).status).toBe(201);
  });

  it('stores nothing past the limit', async () => {
    const admin = await server.signIn();
    const { messages } = await (await admin('/api/admin/contact-messages')).json();
    expect(messages).toHaveLength(5);
  });

  it('holds a contact limit set by CONTACT_RATE_PER_MINUTE', async () => {
    const other = await startTestServer({ RATE_LIMITS: 'on', CONTACT_RATE_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await other.api('/api/contact', json('POST', contact));
        statuses.push(res.status);
        if (res.status === 201) expect(res.headers.get('ratelimit-limit')).toBe('2');
        else {
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(res.headers.get('ratelimit-remaining')).toBe('0');
        }
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await other.close();
    }
  });

  it('allows 5 investor requests a minute per client, then 429 with RateLimit headers', async () => {
    const other = await startTestServer({ RATE_LIMITS: 'on' });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await other.api('/api/investor', json('POST', investor));
        expect(res.status).toBe(201);
        expect(res.headers.get('ratelimit-limit')).toBe('5');
        expect(res.headers.get('ratelimit-remaining')).toBe(String(4 - i));
        expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      }
      const res = await other.api('/api/investor', json('POST', investor));
      expect(res.status).toBe(429);
      expect((await res.json()).code).toBe('too_many_requests');
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const admin = await other.signIn();
      const { requests } = await (await admin('/api/admin/investor-requests')).json();
      expect(requests).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('limits translations per signed-in admin per minute, with RateLimit headers', async () => {
    const fake: FakeOpenAI = await startFakeOpenAI();
    const other = await startTestServer({
      RATE_LIMITS: 'on',
      TRANSLATE_RATE_PER_MINUTE: '3',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    try {
      const admin = await other.signIn();
      const body = { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' };
      const batch = { texts: ['Hello', 'World'], fromLanguage: 'english', toLanguage: 'arabic' };
      for (let i = 0; i < 3; i++) {
        // One limit for both routes: an editor's click (a batch) counts once, as one text does.
        const res =
          i === 2
            ? await admin('/api/translate/batch', json('POST', batch))
            : await admin('/api/translate', json('POST', body));
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-limit')).toBe('3');
        expect(res.headers.get('ratelimit-remaining')).toBe(String(2 - i));
      }
      const res = await admin('/api/translate', json('POST', body));
      expect(res.status).toBe(429);
      expect((await res.json()).code).toBe('too_many_requests');
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // The upstream was asked only for the allowed ones.
      expect(fake.requests).toHaveLength(3);
    } finally {
      await other.close();
      await fake.close();
    }
  });

  it('limits applications per hour', async () => {
    const other = await startTestServer({ RATE_LIMITS: 'on', APPLY_RATE_PER_HOUR: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await other.api('/api/careers/apply', json('POST', { name: 'x' }))).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await other.close();
    }
  });

  it('is switched off by RATE_LIMITS=off, but the login throttle is not', async () => {
    const off = await startTestServer({ RATE_LIMITS: 'off', LOGIN_MAX_FAILURES: '2' });
    try {
      for (let i = 0; i < 8; i++) {
        expect((await off.api('/api/contact', json('POST', contact))).status).toBe(201);
      }
      const bad = { email: 'admin@example.test', password: 'wrong password' };
      expect((await off.api('/api/auth/login', json('POST', bad))).status).toBe(401);
      expect((await off.api('/api/auth/login', json('POST', bad))).status).toBe(401);
      expect((await off.api('/api/auth/login', json('POST', bad))).status).toBe(429);
    } finally {
      await off.close();
    }
  });
});
