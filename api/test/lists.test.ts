/**
 * The admin lists at scale: pages with a total, the search in the database (the same
 * Arabic-aware matching as the admin's: alef, hamza and taa-marbuta variants, Arabic-Indic digits,
 * phone digits, a Saudi number in either usual form), status and day filters in the company's time zone, sorting, clear 400s for bad
 * parameters, the badges' summary per role, and rows stored before the search existed found too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations';
import { createDb, migrate } from '../src/db/knex';
import { searchSaudiNumbers } from '../src/db/migrations/0031_search_saudi_numbers';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

let server: TestServer;
let owner: TestFetch;

interface Message {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  status: string;
  createdAt: string;
}
interface Page {
  messages: Message[];
  total: number;
}

const MESSAGES = [
  { name: 'أحمد إبراهيم', subject: 'شراكة مؤسسة', phone: '055 987 6543' },
  { name: 'Sara Al-Qahtani', subject: 'Partnership 50% off_line', phone: null },
  { name: 'مصطفى', subject: 'استثمار ١٢٣', phone: null },
  ...Array.from({ length: 12 }, (_, i) => ({
    name: `Filler ${String(i).padStart(2, '0')}`,
    subject: 'General question',
    phone: i === 0 ? '+966500000001' : null,
  })),
];
const ids: number[] = [];

const page = async (query: string): Promise<Page> => {
  const res = await owner(`/api/admin/contact-messages${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const names = (p: Page) => p.messages.map((m) => m.name);

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  owner = await server.signIn();
  for (const [i, m] of MESSAGES.entries()) {
    const res = await server.api(
      '/api/contact',
      json('POST', {
        ...m,
        email: `person${i}@example.test`,
        message: 'A message long enough to be accepted.',
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
});
afterAll(() => server.close());

describe('admin lists: pages', () => {
  it('answers every item without a limit, as before, with the total', async () => {
    const all = await page('');
    expect(all.total).toBe(MESSAGES.length);
    expect(all.messages.map((m) => m.id)).toEqual([...ids].reverse());
  });

  it('pages with limit and offset, newest first, the total of all', async () => {
    const first = await page('?limit=5');
    const second = await page('?limit=5&offset=5');
    const last = await page('?limit=5&offset=10');
    expect([first.total, second.total, last.total]).toEqual([15, 15, 15]);
    expect([...first.messages, ...second.messages, ...last.messages].map((m) => m.id)).toEqual(
      [...ids].reverse(),
    );
    expect((await page('?limit=5&offset=100')).messages).toEqual([]);
  });

  it('sorts by a field either way, and by date oldest first', async () => {
    const byName = await page('?sort=name&q=filler');
    expect(names(byName)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Filler ${String(i).padStart(2, '0')}`),
    );
    expect(names(await page('?sort=-name&q=filler'))).toEqual([...names(byName)].reverse());
    expect((await page('?sort=createdAt&limit=1')).messages[0]!.id).toBe(ids[0]);
  });
});

describe('admin lists: search in the database', () => {
  it.each([
    ['alef and taa marbuta variants', 'احمد مؤسسه', 'أحمد إبراهيم'],
    ['alef maqsura', 'مصطفي', 'مصطفى'],
    ['Arabic-Indic digits either way', '123', 'مصطفى'],
    ['ASCII digits typed as Arabic-Indic', '١٢٣', 'مصطفى'],
    ['phone digits without spaces', '0559876543', 'أحمد إبراهيم'],
    ['a Saudi number typed in its national form', '0500000001', 'Filler 00'],
    ['a Saudi number in Arabic-Indic digits', '٠٥٠٠٠٠٠٠٠١', 'Filler 00'],
    ['a national number typed in its international form', '+966559876543', 'أحمد إبراهيم'],
    ['case', 'SARA', 'Sara Al-Qahtani'],
    ['% and _ taken literally', '50% off_l', 'Sara Al-Qahtani'],
  ])('finds by %s', async (_label, q, name) => {
    const found = await page(`?q=${encodeURIComponent(q)}&limit=50`);
    expect(names(found)).toEqual([name]);
    expect(found.total).toBe(1);
  });

  it('needs every word, and finds nothing for what is not there', async () => {
    expect((await page(`?q=${encodeURIComponent('sara question')}`)).total).toBe(0);
    expect((await page('?q=_')).total).toBe(1);
    expect((await page('?q=nowhere-to-be-found')).messages).toEqual([]);
  });

  it('narrows by status, and the page and total follow', async () => {
    const res = await owner(
      `/api/admin/contact-messages/${ids[2]}/status`,
      json('PUT', { status: 'replied' }),
    );
    expect(res.status).toBe(200);
    const replied = await page('?status=replied');
    expect(names(replied)).toEqual(['مصطفى']);
    expect((await page('?status=new&limit=3')).total).toBe(14);
  });

  it('narrows by calendar days in Riyadh', async () => {
    const riyadhToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await page(`?from=${riyadhToday}&to=${riyadhToday}`)).total).toBe(15);
    expect((await page(`?to=${yesterday}`)).total).toBe(0);
    // A reversed range is read the right way round.
    expect((await page(`?from=${riyadhToday}&to=${yesterday}`)).total).toBe(15);
  });

  it('forgets a deleted item at once (the search index follows the table)', async () => {
    const res = await owner(`/api/admin/contact-messages/${ids[1]}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await page(`?q=${encodeURIComponent('Qahtani')}`)).total).toBe(0);
    expect((await page('?q=filler')).total).toBe(12);
  });

  it('refuses bad parameters with a 400 that names them', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=ten', 'limit'],
      ['?offset=-1', 'offset'],
      ['?from=26-11-2026', 'from'],
      ['?sort=password', 'sort'],
      ['?page=2', 'page'],
    ] as const) {
      const res = await owner(`/api/admin/contact-messages${query}`);
      const body = (await res.json()) as { code: string; message: string; issues?: unknown[] };
      expect(res.status, query).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(JSON.stringify(body), query).toContain(field);
    }
  });
});

describe('admin summary', () => {
  it('counts each kind and its new items, for the areas the person may use', async () => {
    const res = await owner('/api/admin/summary');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as Record<string, { total: number; new?: number }>;
    expect(summary['contact-messages']).toEqual({ total: 14, new: 13 });
    expect(summary.applications).toEqual({ total: 0, new: 0 });
    expect(Object.keys(summary).sort()).toEqual(
      [
        'applications',
        'contact-messages',
        'investor-requests',
        'listings',
        'news',
        'people',
      ].sort(),
    );
  });

  it('leaves out what a role does not reach', async () => {
    const created = await owner(
      '/api/admin/users',
      json('POST', { email: 'editor-summary@example.test', name: 'Ed', roles: ['editor'] }),
    );
    expect(created.status).toBe(201);
    const { invitation } = (await created.json()) as { invitation: { token: string } };
    const password = 'an editor passphrase long enough';
    expect(
      (
        await server.api(
          '/api/auth/invitation',
          json('POST', { token: invitation.token, password }),
        )
      ).status,
    ).toBe(204);
    const login = await server.api(
      '/api/auth/token',
      json('POST', { email: 'editor-summary@example.test', password }),
    );
    const { token } = (await login.json()) as { token: string };
    const res = await server.api('/api/admin/summary', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(['listings', 'news']);
  });
});

describe('the search of rows stored before it existed', () => {
  it('is written again with the other form of Saudi numbers', async () => {
    if (process.env.TEST_DATABASE_URL) return; // the same migration; its SQLite run suffices here
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-lists-'));
    const db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    try {
      await migrate(db);
      // A document as it was written before: the number's own digits only.
      await db('contact_messages').insert({
        name: 'Old Number',
        email: 'old@example.test',
        phone: '+966500000009',
        subject: 'Older',
        message: 'stored before the national form was kept',
        status: 'new',
        created_at: new Date(),
        search_text: 'old number\n+966500000009\n966500000009',
      });
      const national = () =>
        db.raw('SELECT rowid FROM contact_messages_search WHERE contact_messages_search MATCH ?', [
          '"0500000009"',
        ]);
      expect(await national()).toHaveLength(0);
      await searchSaudiNumbers.up(db);
      expect(await national()).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('is filled in by the migration', async () => {
    if (process.env.TEST_DATABASE_URL) return; // the same migration; its SQLite run suffices here
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-lists-'));
    const db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    try {
      await db.migrate.up({ migrationSource, name: '0001_initial' });
      await db.migrate.up({ migrationSource, name: '0002_staff' });
      await db('contact_messages').insert({
        name: 'إبراهيم',
        email: 'old@example.test',
        phone: '٠٥٥ ١٢٣',
        subject: 'قديمة',
        message: 'stored before the list was paged',
        status: 'new',
        created_at: new Date(),
      });
      await migrate(db);
      const row = await db('contact_messages').first('search_text');
      expect(row.search_text).toContain('ابراهيم');
      expect(row.search_text).toContain('055123');
      // And the full-text index holds it.
      const found = await db.raw(
        'SELECT rowid FROM contact_messages_search WHERE contact_messages_search MATCH ?',
        ['"ابراهيم"'],
      );
      expect(found).toHaveLength(1);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
