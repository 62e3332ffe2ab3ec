/**
 * The audit trail: each staff action and sign-in is recorded with who, when, from where
 * and on what, in the same transaction as the action (a refused action leaves no event); owners
 * read it a page at a time with filters; events past the retention period are deleted; no
 * password, token or résumé content is ever in it.
 */
import { readAuditDetail } from '@vb/shared/audit-detail';
import type { AuditItemKind } from '@vb/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures/documents';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
} from './helpers';

const STRONG = 'a long and unusual passphrase 42';
const RESUME_TEXT = 'resume-canary-3f9a';
const AGENT = { 'user-agent': 'AuditTest/1.0' };

let server: TestServer;
let owner: TestFetch;

interface Event {
  id: number;
  at: string;
  action: string;
  actorId: number | null;
  actorEmail: string | null;
  itemKind: string | null;
  itemId: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
}

const audit = async (query = '', as: TestFetch = owner) => {
  const res = await as(`/api/admin/audit${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { events: Event[]; total: number };
};
const latest = async () => (await audit('?limit=1')).events[0]!;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('the audit trail', () => {
  it('records sign-ins, failed ones included, with the address and user agent', async () => {
    const failed = await server.api(
      '/api/auth/login',
      json('POST', { email: ADMIN_EMAIL, password: 'wrong password' }, AGENT),
    );
    expect(failed.status).toBe(401);
    expect(await latest()).toMatchObject({
      action: 'sign_in_failed',
      actorEmail: ADMIN_EMAIL,
      actorId: expect.any(Number),
      userAgent: 'AuditTest/1.0',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    await server.api(
      '/api/auth/login',
      json('POST', { email: 'nobody@example.test', password: 'wrong password' }),
    );
    expect(await latest()).toMatchObject({
      action: 'sign_in_failed',
      actorEmail: 'nobody@example.test',
      actorId: null,
    });
    const ok = await server.api(
      '/api/auth/token',
      json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, AGENT),
    );
    expect(ok.status).toBe(200);
    const { token } = await ok.json();
    expect(await latest()).toMatchObject({ action: 'sign_in', detail: 'desktop' });
    await server.api('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await latest()).toMatchObject({ action: 'sign_out', actorEmail: ADMIN_EMAIL });
  });

  it('records each action on submissions, articles and listings, with its item', async () => {
    const application = await server.api(
      '/api/careers/apply',
      json('POST', {
        name: 'Noura',
        email: 'noura@example.com',
        phone: '+966 55 987 6543',
        position: 'Engineer',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf(RESUME_TEXT).toString('base64'),
      }),
    );
    const { id } = await application.json();
    const steps: [() => Promise<Response>, Partial<Event>][] = [
      [
        () =>
          owner(`/api/admin/applications/${id}/status`, json('PUT', { status: 'reviewed' }, AGENT)),
        {
          action: 'status_changed',
          itemKind: 'application',
          itemId: String(id),
          detail: 'reviewed',
        },
      ],
      [
        () => owner(`/api/admin/applications/${id}/resume`),
        { action: 'resume_downloaded', itemKind: 'application', itemId: String(id) },
      ],
      [
        () => owner(`/api/admin/applications/${id}`, { method: 'DELETE' }),
        { action: 'submission_deleted', itemKind: 'application', itemId: String(id) },
      ],
    ];
    for (const [act, expected] of steps) {
      const res = await act();
      expect(res.status).toBeLessThan(300);
      expect(await latest()).toMatchObject({ ...expected, actorEmail: ADMIN_EMAIL });
    }

    const article = { title: 'Audit article', content: 'Body', isPublished: false };
    const created = await owner('/api/admin/news', json('POST', article));
    const articleId = String((await created.json()).article.id);
    expect(await latest()).toMatchObject({
      action: 'article_created',
      itemKind: 'article',
      itemId: articleId,
    });
    for (const [change, action] of [
      [{ isPublished: true }, 'article_published'],
      [{ isPublished: true, content: 'Edited' }, 'article_updated'],
      [{ isPublished: false }, 'article_unpublished'],
    ] as const) {
      const res = await owner(
        `/api/admin/news/${articleId}`,
        json('PUT', { ...article, ...change }),
      );
      expect(res.status).toBe(200);
      expect(await latest()).toMatchObject({ action, itemId: articleId });
    }
    await owner(`/api/admin/news/${articleId}`, { method: 'DELETE' });
    expect(await latest()).toMatchObject({ action: 'article_deleted', itemId: articleId });

    const listing = {
      title: 'Engineer',
      department: 'technology',
      location: 'Riyadh, Saudi Arabia',
      description: 'Build things',
      requirements: 'Experience',
      employmentType: 'full-time',
    };
    const made = await owner('/api/admin/job-listings', json('POST', listing));
    const listingId = String((await made.json()).jobListing.id);
    expect(await latest()).toMatchObject({ action: 'listing_created', itemId: listingId });
    await owner(`/api/admin/job-listings/${listingId}`, json('PUT', { ...listing, title: 'Lead' }));
    expect(await latest()).toMatchObject({ action: 'listing_updated', itemId: listingId });
    await owner(`/api/admin/job-listings/${listingId}`, { method: 'DELETE' });
    expect(await latest()).toMatchObject({ action: 'listing_deleted', itemId: listingId });
  });

  it('records the people screen: invitations, changes, accepted links, ended sessions', async () => {
    const invited = await owner(
      '/api/admin/users',
      json('POST', { email: 'hala@example.test', name: 'Hala', roles: ['relations'] }),
    );
    const { user, invitation } = await invited.json();
    expect(await latest()).toMatchObject({
      action: 'person_invited',
      itemKind: 'person',
      itemId: String(user.id),
      detail: 'hala@example.test: relations',
    });
    await server.api(
      '/api/auth/invitation',
      json('POST', { token: invitation.token, password: STRONG }, AGENT),
    );
    expect(await latest()).toMatchObject({
      action: 'invitation_accepted',
      actorId: user.id,
      actorEmail: 'hala@example.test',
    });
    await owner(`/api/admin/users/${user.id}`, json('PUT', { roles: ['relations', 'editor'] }));
    expect(await latest()).toMatchObject({
      action: 'person_changed',
      itemId: String(user.id),
      detail: 'roles: editor, relations',
    });
    await owner(`/api/admin/users/${user.id}`, json('PUT', { disabled: true }));
    expect(await latest()).toMatchObject({ action: 'person_changed', detail: 'disabled' });
  });

  it('keeps no event of a refused action, and no secret in any event', async () => {
    const before = (await audit()).total;
    expect(
      (await owner('/api/admin/applications/9999/status', json('PUT', { status: 'hired' }))).status,
    ).toBe(404);
    expect((await owner('/api/admin/news/9999', { method: 'DELETE' })).status).toBe(404);
    // Reading the trail is not an action.
    expect((await audit()).total).toBe(before);
    const all = JSON.stringify(await audit('?limit=200'));
    for (const secret of [ADMIN_PASSWORD, STRONG, 'wrong password', RESUME_TEXT, 'argon2']) {
      expect(all.includes(secret), secret).toBe(false);
    }
  });

  it('pages and filters: by actor, by action, since a time; with the total', async () => {
    const first = await audit('?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.total).toBeGreaterThan(10);
    const second = await audit('?limit=2&offset=2');
    expect(second.events[0]!.id).toBeLessThan(first.events[1]!.id);
    expect(Date.parse(first.events[0]!.at)).toBeGreaterThanOrEqual(Date.parse(first.events[1]!.at));

    const failures = await audit('?action=sign_in_failed');
    expect(failures.total).toBe(2);
    expect(failures.events.every((e) => e.action === 'sign_in_failed')).toBe(true);
    const me = (await (await owner('/api/auth/me')).json()).user.id as number;
    const mine = await audit(`?actor=${me}&limit=200`);
    expect(mine.events.length).toBe(mine.total);
    expect(mine.events.every((e) => e.actorId === me)).toBe(true);
    const future = await audit(
      `?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future).toEqual({ events: [], total: 0 });
    const today = await audit(`?since=${new Date().toISOString().slice(0, 10)}`);
    expect(today.total).toBeGreaterThan(0);

    for (const bad of [
      '?limit=0',
      '?limit=5000',
      '?action=launch_missiles',
      '?since=yesterday',
      '?offset=-1',
    ]) {
      const res = await owner(`/api/admin/audit${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).code, bad).toBe('validation_failed');
    }
  });

  it('is for owners only', async () => {
    const invited = await owner(
      '/api/admin/users',
      json('POST', {
        email: 'ed@example.test',
        name: 'Ed',
        roles: ['editor', 'recruiter', 'relations'],
      }),
    );
    const { invitation } = await invited.json();
    await server.api(
      '/api/auth/invitation',
      json('POST', { token: invitation.token, password: STRONG }),
    );
    const login = await server.api(
      '/api/auth/login',
      json('POST', { email: 'ed@example.test', password: STRONG }),
    );
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await server.api('/api/admin/audit', { headers: { cookie } });
    expect(res.status).toBe(403);
  });

  it('deletes events past the retention period', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await server.deps
      .db('audit_events')
      .insert({ at: old, action: 'sign_in', actor_email: 'old@example.test' });
    const kept = new Date(Date.now() - 300 * 86_400_000);
    await server.deps
      .db('audit_events')
      .insert({ at: kept, action: 'sign_in', actor_email: 'kept@example.test' });
    const before = (await audit('?action=sign_in&limit=200')).events.map((e) => e.actorEmail);
    expect(before).toContain('old@example.test');
    // The default retention is 365 days.
    expect(await server.deps.services.audit.prune()).toBe(1);
    const after = (await audit('?action=sign_in&limit=200')).events.map((e) => e.actorEmail);
    expect(after).not.toContain('old@example.test');
    expect(after).toContain('kept@example.test');
  });

  // The admin shows a detail in the reader's words (shared/auditDetail.ts reads what is written
  // here): a detail it cannot read would reach an Arabic reader in English.
  it('writes every detail in words the admin reads in the staff’s language', async () => {
    const ok = async (res: Response | Promise<Response>) => {
      const done = await res;
      expect(done.status, await done.clone().text()).toBeLessThan(300);
      return done;
    };
    const contact = async (name: string) => {
      const res = await ok(
        server.api(
          '/api/contact',
          json('POST', { name, email: 'detail@example.test', subject: 'Work', message: 'Hello' }),
        ),
      );
      return ((await res.json()) as { id: number }).id;
    };
    const ids = [await contact('Detail One'), await contact('Detail Two')];
    const [first] = ids;
    const me = (await (await owner('/api/auth/me')).json()).user.id as number;
    const bulk = (body: object) =>
      ok(owner('/api/admin/contact-messages/bulk', json('POST', { ids, ...body })));
    await bulk({ action: 'status', status: 'read' });
    await ok(
      owner(`/api/admin/contact-messages/${first}/status`, json('PUT', { status: 'replied' })),
    );
    await bulk({ action: 'assign', userId: me });
    await ok(owner(`/api/admin/contact-messages/${first}/assignee`, json('PUT', { userId: null })));
    await bulk({ action: 'archive' });
    await bulk({ action: 'unarchive' });
    const note = (await (
      await ok(owner(`/api/admin/contact-messages/${first}/notes`, json('POST', { body: 'A' })))
    ).json()) as { note: { id: number } };
    await ok(
      owner(
        `/api/admin/contact-messages/${first}/notes/${note.note.id}`,
        json('PUT', { body: 'B' }),
      ),
    );
    await (
      await ok(
        owner(
          '/api/admin/contact-messages/export.csv?lang=en&q=Detail&status=read&from=2026-01-01' +
            '&to=2099-01-01&assignee=none&archived=1',
        ),
      )
    ).text();
    await (
      await ok(owner(`/api/admin/contact-messages/export.csv?lang=ar&ids=${ids.join(',')}`))
    ).text();
    await ok(owner('/api/admin/settings', json('PUT', { requireTwoFactor: false })));
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (const article of [
      { title: 'Detail draft', content: 'Body', isPublished: false },
      { title: 'Detail live', content: 'Body', isPublished: true },
      { title: 'Detail later', content: 'Body', isPublished: false, publishAt: later },
    ])
      await ok(owner('/api/admin/news', json('POST', article)));
    await ok(
      owner(
        '/api/admin/reply-templates',
        json('POST', {
          kind: 'contact-messages',
          name: 'Detail thanks',
          bodyAr: 'شكرًا',
          bodyEn: 'Thanks',
        }),
      ),
    );
    await bulk({ action: 'delete' });

    const { events } = await audit('?limit=200');
    const written = events.filter((e) => e.detail);
    for (const e of written)
      expect(
        readAuditDetail({ ...e, itemKind: e.itemKind as AuditItemKind | null }),
        `${e.action}: ${e.detail}`,
      ).not.toBeNull();
    // What this file wrote covers the kinds of detail the trail holds.
    expect(new Set(written.map((e) => e.action))).toEqual(
      new Set([
        'sign_in',
        'status_changed',
        'submission_deleted',
        'assigned',
        'archived',
        'unarchived',
        'note_added',
        'note_edited',
        'submissions_exported',
        'setting_changed',
        'article_created',
        'article_deleted',
        'person_invited',
        'person_changed',
        'reply_template_created',
      ]),
    );
  });
});
