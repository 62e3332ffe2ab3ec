/**
 * Each person's admin preferences: GET/PUT /api/admin/account/preferences, the whole
 * document (list layouts, columns, page sizes, saved views), one's own only, checked strictly.
 */
import { SAVED_VIEWS } from '@vb/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const PATH = '/api/admin/account/preferences';
const STRONG = 'a long and unusual passphrase 42';

let server: TestServer;
let owner: TestFetch;

/** Invites a person with a role and signs in as them. */
async function person(email: string): Promise<TestFetch> {
  const invited = await owner(
    '/api/admin/users',
    json('POST', { email, name: 'Nour', roles: ['relations'] }),
  );
  expect(invited.status, await invited.clone().text()).toBe(201);
  const { token } = (await invited.json()).invitation;
  const accepted = await server.api(
    '/api/auth/invitation',
    json('POST', { token, password: STRONG }),
  );
  expect(accepted.status).toBe(204);
  const login = await server.api('/api/auth/login', json('POST', { email, password: STRONG }));
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (pathname, init = {}) =>
    server.api(pathname, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
}

const view = (name: string) => ({
  name,
  kind: 'contact-messages',
  q: 'نور',
  status: 'new',
  from: '2026-01-01',
  to: null,
  sort: 'name',
});

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('admin preferences', () => {
  it('answers 401 to the anonymous, reading or writing', async () => {
    const read = await server.api(PATH);
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: 'unauthorized' });
    const write = await server.api(PATH, json('PUT', {}));
    expect(write.status).toBe(401);
  });

  it('is empty at first, and keeps what is put', async () => {
    const first = await owner(PATH);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ preferences: {} });

    const preferences = {
      submissions: {
        'contact-messages': {
          layout: 'table',
          columns: ['name', 'subject', 'status', 'createdAt'],
          pageSize: 50,
        },
        applications: { layout: 'cards' },
      },
      savedViews: [view('New, by name')],
    };
    const put = await owner(PATH, json('PUT', preferences));
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await put.json()).toEqual({ preferences });
    expect(await (await owner(PATH)).json()).toEqual({ preferences });

    // The whole document is replaced.
    const replaced = { submissions: { applications: { pageSize: 100 } } };
    expect((await owner(PATH, json('PUT', replaced))).status).toBe(200);
    expect(await (await owner(PATH)).json()).toEqual({ preferences: replaced });
  });

  it('refuses what does not fit with a 400 that says why', async () => {
    const cases: [unknown, RegExp][] = [
      [{ submissions: { 'contact-messages': { layout: 'grid' } } }, /layout must be one of/],
      [{ submissions: { applications: { pageSize: 30 } } }, /pageSize must be one of 20, 50, 100/],
      [{ submissions: { applications: { columns: ['name', 'salary'] } } }, /columns must be/],
      [{ submissions: { applications: { columns: ['name', 'name'] } } }, /listed twice/],
      [{ theme: 'dark' }, /theme/],
      [{ savedViews: [{ ...view('x'), name: 'x'.repeat(SAVED_VIEWS.nameMax + 1) }] }, /at most 60/],
      [{ savedViews: [{ ...view('x'), name: '  ' }] }, /needs a name/],
      [{ savedViews: [{ ...view('x'), sort: 'phone' }] }, /sort must be one of/],
      [{ savedViews: [{ ...view('x'), from: '2026-13-45' }] }, /YYYY-MM-DD/],
      [{ savedViews: [view('same'), view('same')] }, /same name/],
      [
        { savedViews: Array.from({ length: SAVED_VIEWS.max + 1 }, (_, i) => view(`v${i}`)) },
        /At most 20 saved views/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner(PATH, json('PUT', body));
      const text = await res.clone().text();
      expect(res.status, text).toBe(400);
      const answer = await res.json();
      expect(answer.code, text).toBe('validation_failed');
      expect(`${answer.message} ${JSON.stringify(answer.issues)}`, text).toMatch(message);
    }
    const broken = await owner(PATH, json('PUT', '{"submissions":'));
    expect(broken.status).toBe(400);
    // Nothing refused was stored.
    expect(await (await owner(PATH)).json()).toEqual({
      preferences: { submissions: { applications: { pageSize: 100 } } },
    });
  });

  it('keeps each person their own', async () => {
    const nour = await person('nour.prefs@example.test');
    expect(await (await nour(PATH)).json()).toEqual({ preferences: {} });
    const mine = { savedViews: [view('Mine')] };
    expect((await nour(PATH, json('PUT', mine))).status).toBe(200);
    expect(await (await nour(PATH)).json()).toEqual({ preferences: mine });
    // The owner's document is untouched, and theirs does not show the other's.
    expect(await (await owner(PATH)).json()).toEqual({
      preferences: { submissions: { applications: { pageSize: 100 } } },
    });
  });
});
