/**
 * Every save of an article is a revision (who, when, what), a revision can be restored
 * (itself a new revision, audited), and an edit based on a stale version is refused with the
 * article as it now is instead of overwriting another person's save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quarterly letter',
  titleAr: 'الرسالة الفصلية',
  content: 'First words.',
  contentAr: 'الكلمات الأولى.',
  slug: '',
  imageUrl: null,
  isPublished: false,
  ...overrides,
});

describe('news revisions', () => {
  let server: TestServer;
  let owner: TestFetch;
  let editor: TestFetch;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.signIn();
    ({ api: editor } = await staffMember(server, owner, {
      roles: ['editor'],
      name: 'Nadia Editor',
    }));
  });
  afterAll(() => server.close());

  let slugs = 0;
  const create = async (as: TestFetch, overrides: Record<string, unknown> = {}) => {
    slugs += 1;
    const res = await as(
      '/api/admin/news',
      json('POST', article({ slug: `letter-${slugs}`, ...overrides })),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).article as { id: number; version: number; slug: string };
  };
  const put = (as: TestFetch, id: number, body: Record<string, unknown>) =>
    as(`/api/admin/news/${id}`, json('PUT', body));
  const revisionsOf = async (id: number, query = '') => {
    const res = await owner(`/api/admin/news/${id}/revisions${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it('writes a revision on each save, newest first, with its author and what it was', async () => {
    const created = await create(owner);
    expect(created.version).toBe(1);
    const edited = await put(
      editor,
      created.id,
      article({ slug: created.slug, title: 'Second title', baseVersion: 1 }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await edited.json()).article.version).toBe(2);
    const published = await put(
      owner,
      created.id,
      article({ slug: created.slug, title: 'Third title', isPublished: true }),
    );
    expect((await published.json()).article.version).toBe(3);

    const body = await revisionsOf(created.id);
    expect(body.total).toBe(3);
    expect(body.revisions.map((r: { action: string }) => r.action)).toEqual([
      'published',
      'updated',
      'created',
    ]);
    const [third, second, first] = body.revisions;
    expect(third).toMatchObject({
      version: 3,
      title: 'Third title',
      isPublished: true,
      author: { name: 'admin@example.test' },
    });
    expect(second).toMatchObject({
      version: 2,
      title: 'Second title',
      titleAr: 'الرسالة الفصلية',
      isPublished: false,
      author: { name: 'Nadia Editor' },
    });
    expect(first).toMatchObject({ version: 1, title: 'Quarterly letter', isPublished: false });
    expect(Date.parse(second.at)).not.toBeNaN();
  });

  it('pages the revisions', async () => {
    const created = await create(owner);
    for (let i = 2; i <= 5; i += 1) {
      const res = await put(
        owner,
        created.id,
        article({ slug: created.slug, title: `Title ${i}` }),
      );
      expect(res.status).toBe(200);
    }
    const first = await revisionsOf(created.id, '?limit=2');
    expect(first.total).toBe(5);
    expect(first.revisions.map((r: { version: number }) => r.version)).toEqual([5, 4]);
    const last = await revisionsOf(created.id, '?limit=2&offset=4');
    expect(last.revisions.map((r: { version: number }) => r.version)).toEqual([1]);
    expect((await owner(`/api/admin/news/${created.id}/revisions?limit=0`)).status).toBe(400);
    expect((await owner('/api/admin/news/999999/revisions')).status).toBe(404);
  });

  it('restores a revision as a new revision, audited, keeping the publication as it is', async () => {
    const created = await create(owner, { title: 'Original words', content: 'Original body.' });
    await put(
      owner,
      created.id,
      article({ slug: created.slug, title: 'Rewritten', content: 'New body.' }),
    );
    const { revisions } = await revisionsOf(created.id);
    const original = revisions.find((r: { version: number }) => r.version === 1);

    const res = await editor(`/api/admin/news/${created.id}/revisions/${original.id}/restore`, {
      method: 'POST',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = (await res.json()).article;
    expect(restored).toMatchObject({
      title: 'Original words',
      content: 'Original body.',
      version: 3,
      isPublished: false,
    });

    const after = await revisionsOf(created.id);
    expect(after.total).toBe(3);
    expect(after.revisions[0]).toMatchObject({
      action: 'restored',
      restoredFrom: original.id,
      version: 3,
      title: 'Original words',
      author: { name: 'Nadia Editor' },
    });

    const audit = await (await owner('/api/admin/audit?action=article_restored')).json();
    expect(audit.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: String(created.id), itemKind: 'article' }),
      ]),
    );

    const missing = await owner(`/api/admin/news/${created.id}/revisions/999999/restore`, {
      method: 'POST',
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('revision_not_found');
  });

  it('refuses a stale baseVersion with 409 and the article as it now is', async () => {
    const created = await create(owner);
    const theirs = await put(
      editor,
      created.id,
      article({ slug: created.slug, content: 'Their words.', baseVersion: 1 }),
    );
    expect(theirs.status).toBe(200);

    const mine = await put(
      owner,
      created.id,
      article({ slug: created.slug, content: 'My words.', baseVersion: 1 }),
    );
    expect(mine.status).toBe(409);
    const body = await mine.json();
    expect(body.code).toBe('edit_conflict');
    expect(body.current.article).toMatchObject({
      id: created.id,
      content: 'Their words.',
      version: 2,
    });
    expect(body.current.savedBy.name).toBe('Nadia Editor');
    expect(Date.parse(body.current.savedAt)).not.toBeNaN();

    // Nothing of the refused save was kept.
    expect((await revisionsOf(created.id)).total).toBe(2);
    // Overwriting deliberately: based on the version the conflict showed.
    const overwrite = await put(
      owner,
      created.id,
      article({ slug: created.slug, content: 'My words.', baseVersion: 2 }),
    );
    expect(overwrite.status).toBe(200);
    expect((await overwrite.json()).article).toMatchObject({ content: 'My words.', version: 3 });
  });

  it('lets exactly one of two concurrent saves of the same base win', async () => {
    const created = await create(owner);
    const [a, b] = await Promise.all([
      put(owner, created.id, article({ slug: created.slug, content: 'Save A.', baseVersion: 1 })),
      put(editor, created.id, article({ slug: created.slug, content: 'Save B.', baseVersion: 1 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Save A.' : 'Save B.';
    const loser = await (a.status === 409 ? a : b).json();
    expect(loser.current.article).toMatchObject({ content: winner, version: 2 });
    const { article: stored } = await (await owner(`/api/admin/news/${created.id}`)).json();
    expect(stored).toMatchObject({ content: winner, version: 2 });
    expect((await revisionsOf(created.id)).total).toBe(2);
  });
});
