/**
 * The admin lists' paging at scale: every sort pages through every item exactly once,
 * in order, in both directions, read through an index (never a sort of the whole table); the
 * totals and the badges' counts, remembered between reads, follow every change at once, whether
 * made here or through another instance on the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_SORTS } from '@vb/shared/schemas';
import { isPostgres } from '../src/db/knex';
import {
  type TestFetch,
  type TestServer,
  json,
  pageIdsQuery,
  startPeerServer,
  startTestServer,
} from './helpers';

interface Message {
  id: number;
  name: string;
  email: string;
  status: string;
  createdAt: string;
}
interface Page {
  messages: Message[];
  total: number;
}

let server: TestServer;
let owner: TestFetch;
const COUNT = 37;

const page = async (fetcher: TestFetch, query: string): Promise<Page> => {
  const res = await fetcher(`/api/admin/contact-messages${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const summaryOf = async (fetcher: TestFetch) => {
  const res = await fetcher('/api/admin/summary');
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, { total: number; new: number }>)[
    'contact-messages'
  ]!;
};

async function send(target: TestServer, i: number): Promise<number> {
  const res = await target.api(
    '/api/contact',
    json('POST', {
      // Names and e-mails with ties, so that the order's tie-breaks are exercised.
      name: `Person ${String.fromCharCode(65 + (i % 5))}`,
      email: `p${i % 3}@example.test`,
      subject: 'Paging',
      message: 'A message long enough to be accepted.',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  owner = await server.signIn();
  for (let i = 0; i < COUNT; i++) await send(server, i);
  // Spread the statuses, so that the status sort has runs of each.
  const all = await page(owner, '');
  for (const [i, m] of all.messages.entries()) {
    const status = ['new', 'read', 'replied'][i % 3]!;
    if (status === 'new') continue;
    const res = await owner(`/api/admin/contact-messages/${m.id}/status`, json('PUT', { status }));
    expect(res.status).toBe(200);
  }
});
afterAll(() => server.close());

describe('admin lists: paging in every order', () => {
  for (const sort of SUBMISSION_SORTS) {
    it(`pages of 7 sorted by ${sort} hold every item once, in the list's order`, async () => {
      const whole = await page(owner, `?sort=${sort}`);
      expect(whole.messages).toHaveLength(COUNT);
      const seen: Message[] = [];
      for (let offset = 0; offset < COUNT; offset += 7) {
        const p = await page(owner, `?sort=${sort}&limit=7&offset=${offset}`);
        expect(p.total).toBe(COUNT);
        seen.push(...p.messages);
      }
      expect(seen.map((m) => m.id)).toEqual(whole.messages.map((m) => m.id));
      // The order asked for, on its own field.
      const field = sort.replace(/^-/, '') as keyof Message;
      const values = seen.map((m) => String(m[field]));
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    });
  }

  it('keeps the newest first within a status, either way', async () => {
    for (const sort of ['status', '-status']) {
      const { messages } = await page(owner, `?sort=${sort}`);
      for (let i = 1; i < messages.length; i++) {
        if (messages[i]!.status !== messages[i - 1]!.status) continue;
        expect(messages[i]!.id).toBeLessThan(messages[i - 1]!.id);
      }
    }
  });

  it('reads a page of every order through an index, never sorting the whole table', async () => {
    const { db } = server.deps;
    const plans: string[] = [];
    for (const sort of SUBMISSION_SORTS) {
      // By date, a status filter reads its own index too (other sorts within a status may sort
      // that status's rows, the planner's choice).
      for (const status of sort.endsWith('createdAt') ? [undefined, 'new'] : [undefined]) {
        // A page in the first half (from the start), and one in the second half of a list whose
        // total is known (from the end: the same index read the other way).
        for (const at of [{ offset: 20 }, { offset: 60, total: 100 }]) {
          const query = { words: [], sort, limit: 50, ...at, ...(status ? { status } : {}) };
          const { sql, bindings } = await pageIdsQuery(db, 'contact-messages', query);
          expect(sql, `the page query of ${sort}`).not.toBe('');
          if (isPostgres(db)) continue; // PostgreSQL's planner picks by statistics at this size
          const rows = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as {
            id: number;
            parent: number;
            detail: string;
          }[];
          const plan = rows.map((r) => r.detail).join(' | ');
          plans.push(`${sort}${status ? ` status=${status}` : ''} at ${at.offset}: ${plan}`);
          // The subquery finds the page's ids: it must walk an index in the list's order. (The
          // outer query then orders the page's own rows, at most a limit's worth.)
          const inSubquery = (row: { parent: number }): boolean =>
            row.parent !== 0 && rows.some((r) => r.id === row.parent);
          const subquery = rows.filter(inSubquery).map((r) => r.detail);
          expect(subquery.join(' | '), plan).toMatch(/USING (COVERING )?INDEX/);
          expect(subquery.join(' | '), plan).not.toMatch(/TEMP B-TREE/);
        }
      }
    }
    if (!isPostgres(db)) expect(plans).toHaveLength(2 * (SUBMISSION_SORTS.length + 2));
  });
});

describe('admin lists: totals and badges remembered, never stale', () => {
  it('follow a status change, a deletion and a new item at once', async () => {
    const before = await page(owner, '?limit=5&offset=5');
    const badge = await summaryOf(owner);
    expect(before.total).toBe(badge.total);
    const [first] = (await page(owner, '?status=new&limit=1')).messages;
    // Read once more: the count is now remembered.
    expect((await page(owner, '?status=new&limit=5&offset=5')).total).toBe(badge.new);

    let res = await owner(
      `/api/admin/contact-messages/${first!.id}/status`,
      json('PUT', { status: 'read' }),
    );
    expect(res.status).toBe(200);
    expect((await page(owner, '?status=new&limit=5&offset=5')).total).toBe(badge.new - 1);
    expect(await summaryOf(owner)).toEqual({ total: badge.total, new: badge.new - 1 });

    res = await owner(`/api/admin/contact-messages/${first!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await page(owner, '?limit=5&offset=5')).total).toBe(badge.total - 1);

    await send(server, 99);
    expect((await page(owner, '?limit=5&offset=5')).total).toBe(badge.total);
    expect(await summaryOf(owner)).toEqual({ total: badge.total, new: badge.new });
  });

  it('follow what another instance on the same database changed, at its next read', async () => {
    const peer = await startPeerServer(server, { RATE_LIMITS: 'off' });
    try {
      const staff = await peer.signIn();
      const badge = await summaryOf(owner);
      const total = (await page(owner, '?limit=5&offset=5')).total;
      const [item] = (await page(staff, '?status=new&limit=1')).messages;

      const res = await staff(`/api/admin/contact-messages/${item!.id}`, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect((await page(owner, '?limit=5&offset=5')).total).toBe(total - 1);
      expect(await summaryOf(owner)).toEqual({ total: badge.total - 1, new: badge.new - 1 });

      await send(peer, 100);
      expect((await page(owner, '?limit=5&offset=5')).total).toBe(total);
      expect(await summaryOf(owner)).toEqual(badge);
    } finally {
      await peer.close();
    }
  });
});
