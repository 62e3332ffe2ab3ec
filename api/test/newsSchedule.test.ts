/**
 * Scheduled publishing and preview links: a scheduled draft stays out of every public
 * read until the scheduler publishes it, once across instances, audited as the system's; a past
 * time is refused in both languages; a draft's preview link opens it (not indexed) until it
 * expires, and an altered or expired link is the not-found page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessageKey, messages } from '@vb/shared/i18n';
import { createLogger } from '../src/logger';
import { PreviewSigner } from '../src/services/newsPreview';
import { NewsScheduleJob } from '../src/services/newsSchedule';
import {
  type TestFetch,
  type TestServer,
  json,
  staffMember,
  startPeerServer,
  startTestServer,
} from './helpers';

const template = `<!doctype html><html><head><title>site</title></head><body><div id="root"></div></body></html>`;
/** A server render that writes what it was given: the page's reads. */
const FAKE_RENDER = `export function render(input) {
  return '<main>' + JSON.stringify(input.reads).replace(/</g, '') + '</main>';
}`;

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Scheduled news',
  titleAr: 'خبر مجدول',
  content: 'Coming **soon**.',
  contentAr: 'قريبًا.',
  slug: '',
  imageUrl: null,
  isPublished: false,
  ...overrides,
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

interface AuditEvent {
  action: string;
  actorId: number | null;
  actorEmail: string | null;
  itemKind: string | null;
  itemId: string | null;
  detail: string | null;
}

let parent: string;
let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-schedule-'));
  const dist = path.join(parent, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  fs.mkdirSync(path.join(parent, 'dist-server'));
  fs.writeFileSync(path.join(parent, 'dist-server', 'entry-server.js'), FAKE_RENDER);
  server = await startTestServer({
    SERVE_STATIC: '1',
    PUBLIC_WEB_DIST: dist,
    // The loop's own passes: often, so the on-time test sees it publish within a second or two.
    NEWS_SCHEDULE_INTERVAL_MS: '200',
    PUBLIC_CACHE_SECONDS: '0',
  });
  admin = await server.signIn();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin('/api/admin/news', json('POST', article(overrides)));
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.article as { id: number; slug: string; publishAt: string | null };
};

const publicSlugs = async (on: TestServer = server) =>
  ((await (await on.api('/api/news?limit=50')).json()).articles as { slug: string }[]).map(
    (a) => a.slug,
  );

const auditOf = async (id: number) => {
  const res = await admin('/api/admin/audit?limit=200');
  expect(res.status).toBe(200);
  return ((await res.json()).events as AuditEvent[]).filter(
    (e) => e.itemKind === 'article' && e.itemId === String(id),
  );
};

describe('scheduled publishing', () => {
  it('keeps a scheduled article out of every public read, then publishes it on time', async () => {
    const publishAt = inSeconds(1.5);
    const scheduled = await create({ title: 'On time', publishAt });
    expect(Date.parse(scheduled.publishAt!)).toBe(Date.parse(publishAt));
    expect(await publicSlugs()).not.toContain('on-time');
    expect((await server.api('/api/news/on-time')).status).toBe(404);
    expect((await server.api('/news/on-time')).status).toBe(404);
    expect(await (await server.api('/sitemap.xml')).text()).not.toContain('on-time');
    expect(await (await server.api('/en/rss.xml')).text()).not.toContain('On time');
    // The admin list shows it, with its time.
    const listed = (await (await admin('/api/admin/news')).json()).articles.find(
      (a: { id: number }) => a.id === scheduled.id,
    );
    expect(listed).toMatchObject({ isPublished: false, publishAt: scheduled.publishAt });

    // The server's own loop publishes it (no request asks it to).
    await vi.waitFor(async () => expect(await publicSlugs()).toContain('on-time'), {
      timeout: 8000,
      interval: 100,
    });
    const published = (await (await server.api('/api/news/on-time')).json()).article;
    expect(published).toMatchObject({ isPublished: true, publishAt: null });
    expect(Date.parse(published.publishedAt)).toBe(Date.parse(publishAt));
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await server.api('/news/on-time')).status).toBe(200);
    expect(await (await server.api('/sitemap.xml')).text()).toContain('on-time');

    const events = await auditOf(scheduled.id);
    expect(events.filter((e) => e.action === 'article_published')).toEqual([
      expect.objectContaining({ actorId: null, actorEmail: null, detail: 'scheduled' }),
    ]);
    expect(events.find((e) => e.action === 'article_created')?.detail).toBe(
      `scheduled for ${new Date(publishAt).toISOString()}`,
    );
  });

  it('publishes a due article once when two instances run their passes at the same time', async () => {
    const peer = await startPeerServer(server, { NEWS_SCHEDULE_INTERVAL_MS: '60000' });
    try {
      // Scheduled far ahead: neither loop publishes it; the two passes below run at a clock past it.
      const publishAt = inSeconds(3600);
      const { id } = await create({ title: 'Raced', publishAt });
      const later = () => new Date(Date.parse(publishAt) + 1000);
      const logger = createLogger('silent');
      const jobs = [server, peer, server, peer].map(
        (instance) =>
          new NewsScheduleJob(instance.deps.services.news, {
            intervalMs: 60_000,
            now: later,
            logger,
          }),
      );
      const results = await Promise.all(jobs.map((job) => job.run()));
      expect(results.flat().filter((published) => published === id)).toEqual([id]);
      const events = (await auditOf(id)).filter((e) => e.action === 'article_published');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: null, detail: 'scheduled' });
      // Both instances now show it (the one that did not publish it forgets nothing it kept: the
      // public cache is off here).
      expect(await publicSlugs(peer)).toContain('raced');
      expect(await publicSlugs(server)).toContain('raced');
      // A later pass finds nothing more to do.
      expect(await jobs[0]!.run()).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it('refuses a time in the past with a clear 400, in both languages', async () => {
    const res = await admin(
      '/api/admin/news',
      json('POST', article({ title: 'Too late', publishAt: inSeconds(-60) })),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({
      code: 'publish_at_past',
      issues: [{ path: 'publishAt', message: 'Choose a date and time in the future' }],
    });
    // The clients show the catalog's text of the code, in the visitor's language.
    const key = errorMessageKey(body.code);
    expect(messages.en[key]).toMatch(/later date and time/);
    expect(messages.ar[key]).toMatch(/موعد النشر/);
    // Not a date: the schema's 400.
    const bad = await admin(
      '/api/admin/news',
      json('POST', article({ title: 'Bad date', publishAt: 'tomorrow' })),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('clears the schedule, or publishes by hand, as before', async () => {
    const scheduled = await create({ title: 'Changed mind', publishAt: inSeconds(3600) });
    const cleared = await admin(
      `/api/admin/news/${scheduled.id}`,
      json('PUT', article({ title: 'Changed mind', publishAt: null })),
    );
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).article).toMatchObject({ isPublished: false, publishAt: null });
    const rescheduled = await admin(
      `/api/admin/news/${scheduled.id}`,
      json('PUT', article({ title: 'Changed mind', publishAt: inSeconds(7200) })),
    );
    expect((await rescheduled.json()).article.publishAt).not.toBeNull();
    const byHand = await admin(
      `/api/admin/news/${scheduled.id}`,
      json('PUT', article({ title: 'Changed mind', isPublished: true, publishAt: inSeconds(60) })),
    );
    expect((await byHand.json()).article).toMatchObject({ isPublished: true, publishAt: null });
    expect(await publicSlugs()).toContain('changed-mind');
    const actions = (await auditOf(scheduled.id)).map((e) => e.action).reverse();
    expect(actions).toEqual([
      'article_created',
      'article_updated',
      'article_scheduled',
      'article_published',
    ]);
  });
});

describe('preview links', () => {
  it('opens a draft to anyone holding the link, not indexed, and not listed', async () => {
    const draft = await create({ title: 'Secret preview', titleAr: 'معاينة سرية' });
    const res = await admin(`/api/admin/news/${draft.id}/preview-link`, { method: 'POST' });
    expect(res.status).toBe(201);
    const link = await res.json();
    expect(link.path).toBe(`/news/preview/${link.token}`);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(167.9);
    expect(hours).toBeLessThanOrEqual(168);

    for (const page of [link.path, `/en${link.path}`]) {
      const html = await server.api(page);
      expect(html.status, page).toBe(200);
      expect(html.headers.get('x-robots-tag')).toBe('noindex');
      expect(html.headers.get('cache-control')).toBe('private, no-store');
      const text = await html.text();
      expect(text).toContain('<meta name="robots" content="noindex" />');
      expect(text).toContain('Secret preview');
      expect(text).not.toContain('rel="canonical"');
    }
    const read = await server.api(`/api/news/preview/${link.token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect((await read.json()).article).toMatchObject({ id: draft.id, isPublished: false });
    // Still a draft everywhere else.
    expect(await publicSlugs()).not.toContain('secret-preview');
    expect((await server.api('/news/secret-preview')).status).toBe(404);
    expect(await (await server.api('/sitemap.xml')).text()).not.toContain('preview');
  });

  it('answers an expired or altered link with the not-found page', async () => {
    const draft = await create({ title: 'Guarded draft' });
    const { token } = await (
      await admin(`/api/admin/news/${draft.id}/preview-link`, { method: 'POST' })
    ).json();
    const [id, epoch, expires, signature] = (token as string).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const other = await create({ title: 'Other draft' });
    const expired = await new PreviewSigner(server.deps.db).sign(
      draft.id,
      Number(epoch),
      new Date(Date.now() - 1000),
    );
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const bad = [
      expired,
      `${other.id}.${epoch}.${expires}.${signature}`,
      `${id}.${Number(epoch) + 1}.${expires}.${signature}`,
      `${id}.${epoch}.${Number(expires) + 3600}.${signature}`,
      `${id}.${epoch}.${expires}.${signature.slice(0, -1)}${flip(signature.slice(-1))}`,
      'not-a-token',
    ];
    for (const token of bad) {
      const page = await server.api(`/news/preview/${token}`);
      expect(page.status, token).toBe(404);
      expect(await page.text()).toContain('<meta name="robots" content="noindex" />');
      expect((await server.api(`/api/news/preview/${token}`)).status, token).toBe(404);
    }
    expect((await server.api(`/news/preview/${token}`)).status).toBe(200);
  });

  it('stops opening once the article is published or unpublished, a new link is made, or revoked', async () => {
    const draft = await create({ title: 'Short-lived preview' });
    const opens = async (token: string) =>
      (await server.api(`/api/news/preview/${token}`)).status === 200;
    const newLink = async () =>
      (
        (await (
          await admin(`/api/admin/news/${draft.id}/preview-link`, { method: 'POST' })
        ).json()) as { token: string }
      ).token;
    const save = (isPublished: boolean) =>
      admin(
        `/api/admin/news/${draft.id}`,
        json('PUT', article({ title: 'Short-lived preview', isPublished })),
      );

    const first = await newLink();
    expect(await opens(first)).toBe(true);
    // A save that keeps it a draft keeps the link: reviewers see the latest words.
    expect((await save(false)).status).toBe(200);
    expect(await opens(first)).toBe(true);
    const second = await newLink();
    expect([await opens(first), await opens(second)]).toEqual([false, true]);
    expect((await save(true)).status).toBe(200);
    expect(await opens(second)).toBe(false);
    const whilePublished = await newLink();
    expect((await save(false)).status).toBe(200);
    expect(await opens(whilePublished)).toBe(false);
    const third = await newLink();
    const revoked = await admin(`/api/admin/news/${draft.id}/preview-link`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect(await opens(third)).toBe(false);
    expect((await server.api(`/news/preview/${third}`)).status).toBe(404);
  });

  it('is made by editors and owners only, for an article that exists', async () => {
    const draft = await create({ title: 'Roles draft' });
    const recruiter = await staffMember(server, admin, { roles: ['recruiter'] });
    const editor = await staffMember(server, admin, { roles: ['editor'] });
    const path = `/api/admin/news/${draft.id}/preview-link`;
    expect((await recruiter.api(path, { method: 'POST' })).status).toBe(403);
    expect((await editor.api(path, { method: 'POST' })).status).toBe(201);
    expect((await server.api(path, { method: 'POST' })).status).toBe(401);
    expect((await recruiter.api(path, { method: 'DELETE' })).status).toBe(403);
    expect((await editor.api(path, { method: 'DELETE' })).status).toBe(204);
    expect((await server.api(path, { method: 'DELETE' })).status).toBe(401);
    const missing = await admin('/api/admin/news/987654/preview-link', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'article_not_found' });
  });
});
