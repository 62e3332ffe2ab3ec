/**
 * The same person's submissions: applying twice or writing again is flagged in the
 * lists (`duplicates`: how many other submissions share the e-mail, case-insensitive, and for
 * Gmail dot-, +tag- and googlemail-insensitive) and linked from the item's page (`related`),
 * never merged: each submission stays its own item. Only the kinds the reader's roles reach are
 * counted and listed. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { migrationSource } from '../src/db/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer, staffMember } from './helpers';

let server: TestServer;
let owner: TestFetch;
let recruiter: TestFetch;
let relations: TestFetch;

async function submitted(res: Response): Promise<number> {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const apply = (email: string, position = 'Engineer') =>
  server
    .api(
      '/api/careers/apply',
      json('POST', {
        name: 'Sara Ali',
        email,
        phone: '+966 55 123 4567',
        position,
        resumeFilename: 'cv.pdf',
        resumeData: makePdf('Sara Ali').toString('base64'),
      }),
    )
    .then(submitted);

const contact = (email: string, subject = 'A question') =>
  server
    .api(
      '/api/contact',
      json('POST', { name: 'Sara Ali', email, subject, message: 'Hello, a question for you.' }),
    )
    .then(submitted);

const invest = (email: string) =>
  server
    .api(
      '/api/investor',
      json('POST', {
        name: 'Sara Ali',
        email,
        organization: 'Ali Capital',
        message: 'We would like to hear more.',
      }),
    )
    .then(submitted);

interface Listed {
  id: number;
  duplicates?: number;
}
interface Related {
  kind: string;
  id: number;
  createdAt: string;
  status: string;
  title: string | null;
}

async function listed(api: TestFetch, kind: string, key: string): Promise<Map<number, number>> {
  const res = await api(`/api/admin/${kind}?limit=100`);
  expect(res.status, await res.clone().text()).toBe(200);
  const items = (await res.json())[key] as Listed[];
  return new Map(items.map((item) => [item.id, item.duplicates ?? -1]));
}

async function related(api: TestFetch, kind: string, id: number): Promise<Related[]> {
  const res = await api(`/api/admin/${kind}/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { related: Related[] }).related;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  ({ api: recruiter } = await staffMember(server, owner, { roles: ['recruiter'] }));
  ({ api: relations } = await staffMember(server, owner, { roles: ['relations'] }));
});
afterAll(() => server.close());

describe('the same person, flagged and linked', () => {
  it('recognises a Gmail address by case, dots, +tag and googlemail.com', async () => {
    const first = await apply('sara.ali@gmail.com', 'Engineer');
    const second = await apply('  SaraAli+jobs@GoogleMail.com ', 'Designer');
    const message = await contact('S.A.R.A.ALI@gmail.com', 'About my application');
    const request = await invest('saraali@gmail.com');
    const stranger = await apply('someone.else@gmail.com');

    // The owner reaches every kind: each of Sara's submissions has three others.
    const applications = await listed(owner, 'applications', 'applications');
    expect(applications.get(first)).toBe(3);
    expect(applications.get(second)).toBe(3);
    expect(applications.get(stranger)).toBe(0);
    expect((await listed(owner, 'contact-messages', 'messages')).get(message)).toBe(3);
    expect((await listed(owner, 'investor-requests', 'requests')).get(request)).toBe(3);

    // Linked, never merged: the item's page lists the others, newest first, with what names them.
    const others = await related(owner, 'applications', first);
    expect(others.map((r) => [r.kind, r.id])).toEqual([
      ['investor-requests', request],
      ['contact-messages', message],
      ['applications', second],
    ]);
    expect(others.map((r) => r.title)).toEqual(['Ali Capital', 'About my application', 'Designer']);
    expect(others.every((r) => r.status === 'new' && !Number.isNaN(Date.parse(r.createdAt)))).toBe(
      true,
    );
    expect(await related(owner, 'applications', stranger)).toEqual([]);
  });

  it('folds only case for other domains: dots and +tags there are other mailboxes', async () => {
    const a = await contact('Omar.Khalid@Example.com');
    const b = await contact('omar.khalid@example.COM');
    const dotless = await contact('omarkhalid@example.com');
    const tagged = await contact('omar.khalid+x@example.com');
    const messages = await listed(owner, 'contact-messages', 'messages');
    expect(messages.get(a)).toBe(1);
    expect(messages.get(b)).toBe(1);
    expect(messages.get(dotless)).toBe(0);
    expect(messages.get(tagged)).toBe(0);
    expect((await related(owner, 'contact-messages', b)).map((r) => r.id)).toEqual([a]);
  });

  it("counts and links only the kinds the reader's roles reach", async () => {
    const application = await apply('layla@example.org');
    const message = await contact('LAYLA@example.org');
    const request = await invest('layla@example.org');

    // A recruiter reaches applications only: the message and request stay unseen.
    expect((await listed(recruiter, 'applications', 'applications')).get(application)).toBe(0);
    expect(await related(recruiter, 'applications', application)).toEqual([]);
    // Relations reach messages and requests, not applications.
    expect((await listed(relations, 'contact-messages', 'messages')).get(message)).toBe(1);
    expect((await related(relations, 'contact-messages', message)).map((r) => r.id)).toEqual([
      request,
    ]);
    // The owner sees all three.
    expect((await listed(owner, 'applications', 'applications')).get(application)).toBe(2);
  });

  it('lists at most 20 others on the item page, while the list counts them all', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await contact('many@example.net', `Message ${i}`));
    const messages = await listed(owner, 'contact-messages', 'messages');
    expect(messages.get(ids[0]!)).toBe(21);
    const others = await related(owner, 'contact-messages', ids[0]!);
    expect(others).toHaveLength(20);
    expect(others[0]?.id).toBe(ids[21]);
    expect(others.map((r) => r.id)).not.toContain(ids[0]);
  });

  it('fills the key of the rows there were before the migration', async () => {
    const db = server.deps.db;
    const id = await contact('Before.Migration@GMAIL.com');
    const table = 'contact_messages';
    // As an older row: no key. The migration's up fills it in (run again, after its down).
    const migration = await migrationSource.getMigration('0013_duplicates');
    if (!migration.down) throw new Error('0013_duplicates has no down');
    await migration.down(db);
    await migration.up(db);
    const row = (await db(table).where({ id }).first('email_key')) as { email_key: string };
    expect(row.email_key).toBe('beforemigration@gmail.com');
  });
});
