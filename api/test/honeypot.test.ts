/**
 * The honeypot of the three public forms: a submission with the hidden `website` field filled in
 * gets exactly the answer of a real one (201 `{ success: true, id }`), but nothing is stored and
 * the attempt is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

let server: TestServer;
let admin: TestFetch;
const logged: { message: string; fields?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  // Record what the server logs at level info (its lines are JSON: time, level, message, fields).
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    {
      logSink: (line, level) => {
        if (level !== 'info') return;
        const {
          message,
          time: _time,
          level: _level,
          ...fields
        } = JSON.parse(line) as Record<string, unknown>;
        logged.push({ message: String(message), fields });
      },
    },
  );
  admin = await server.signIn();
});
afterAll(() => server.close());

const routes = [
  {
    path: '/api/contact',
    list: '/api/admin/contact-messages',
    key: 'messages',
    body: () => ({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Hello',
      message: 'A real message',
    }),
  },
  {
    path: '/api/investor',
    list: '/api/admin/investor-requests',
    key: 'requests',
    body: () => ({
      name: 'Omar',
      email: 'omar@example.com',
      organization: 'Fund',
      message: 'Interested in investing',
    }),
  },
  {
    path: '/api/careers/apply',
    list: '/api/admin/applications',
    key: 'applications',
    body: () => ({
      name: 'Noura',
      email: 'noura@example.com',
      phone: '+966 55 987 6543',
      position: 'Engineer',
      resumeFilename: 'cv.pdf',
      resumeData: makePdf('honeypot').toString('base64'),
    }),
  },
] as const;

async function count(list: string, key: string): Promise<number> {
  const res = await admin(list);
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, unknown[]>)[key]!.length;
}

describe.each(routes)('honeypot on $path', (route) => {
  it('answers a filled honeypot exactly like a real submission, stores nothing and logs it', async () => {
    const before = await count(route.list, route.key);
    const real = await server.api(route.path, json('POST', route.body()));
    expect(real.status).toBe(201);
    const realBody = await real.json();
    expect(realBody).toEqual({ success: true, id: expect.any(Number) });
    expect(await count(route.list, route.key)).toBe(before + 1);

    logged.length = 0;
    const trapped = await server.api(
      route.path,
      json('POST', { ...route.body(), website: 'https://spam.example' }),
    );
    expect(trapped.status).toBe(real.status);
    expect(trapped.headers.get('content-type')).toBe(real.headers.get('content-type'));
    const trappedBody = await trapped.json();
    expect(Object.keys(trappedBody).sort()).toEqual(Object.keys(realBody).sort());
    expect(trappedBody).toEqual({ success: true, id: expect.any(Number) });
    expect(trappedBody.id).toBeGreaterThan(realBody.id);
    // Nothing new stored.
    expect(await count(route.list, route.key)).toBe(before + 1);
    expect(logged).toEqual([
      expect.objectContaining({
        message: 'honeypot submission discarded',
        fields: expect.objectContaining({ path: route.path }),
      }),
    ]);
  });

  it('stores a submission whose honeypot is empty or absent', async () => {
    const before = await count(route.list, route.key);
    for (const website of ['', null, undefined]) {
      const res = await server.api(route.path, json('POST', { ...route.body(), website }));
      expect(res.status, String(website)).toBe(201);
    }
    expect(await count(route.list, route.key)).toBe(before + 3);
  });

  it('checks a trapped submission like any other (invalid data is still a 400)', async () => {
    const before = await count(route.list, route.key);
    const res = await server.api(
      route.path,
      json('POST', { ...route.body(), email: 'not-an-email', website: 'x' }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
    // A honeypot value is bounded and must be text.
    for (const website of ['w'.repeat(201), 42, ['x']]) {
      const bad = await server.api(route.path, json('POST', { ...route.body(), website }));
      expect(bad.status).toBe(400);
    }
    expect(await count(route.list, route.key)).toBe(before);
  });
});
