/**
 * Each language of an article or job listing is present, missing, or stale (it was
 * auto-translated from the other language and that language changed since), as the admin reads
 * it; a language written by hand is never stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

type Status = { ar: string; en: string };

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quarterly letter',
  titleAr: '',
  content: 'First words.',
  contentAr: '',
  excerpt: 'In short.',
  excerptAr: '',
  slug: '',
  imageUrl: null,
  isPublished: false,
  ...overrides,
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  titleAr: '',
  department: 'technology',
  location: 'Riyadh, Saudi Arabia',
  description: 'Build APIs.',
  descriptionAr: '',
  requirements: '- Node.js',
  requirementsAr: '',
  employmentType: 'full-time',
  isActive: true,
  ...overrides,
});

describe('translation status', () => {
  let server: TestServer;
  let admin: TestFetch;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  let slugs = 0;

  describe('articles', () => {
    /** Creates an article; answers its id, slug and the body's base (to send again with changes). */
    async function create(overrides: Record<string, unknown> = {}) {
      slugs += 1;
      const body = article({ slug: `status-${slugs}`, ...overrides });
      const res = await admin('/api/admin/news', json('POST', body));
      expect(res.status, await res.clone().text()).toBe(201);
      const saved = (await res.json()).article as { id: number; translation: Status };
      return { id: saved.id, body, translation: saved.translation };
    }
    /** Saves the article with these changes; answers its status in the answer and in the list. */
    async function save(id: number, body: Record<string, unknown>) {
      const res = await admin(`/api/admin/news/${id}`, json('PUT', body));
      expect(res.status, await res.clone().text()).toBe(200);
      const answer = (await res.json()).article.translation as Status;
      const list = await admin('/api/admin/news');
      const row = ((await list.json()).articles as { id: number; translation: Status }[]).find(
        (a) => a.id === id,
      );
      expect(row?.translation).toEqual(answer);
      return answer;
    }

    it('says a language is missing while a required field of it is empty', async () => {
      const created = await create();
      expect(created.translation).toEqual({ ar: 'missing', en: 'present' });
      // A title alone is not an Arabic version.
      expect(await save(created.id, { ...created.body, titleAr: 'رسالة' })).toEqual({
        ar: 'missing',
        en: 'present',
      });
    });

    it('never calls a hand-written language stale', async () => {
      const created = await create({ titleAr: 'الرسالة الفصلية', contentAr: 'الكلمات الأولى.' });
      expect(created.translation).toEqual({ ar: 'present', en: 'present' });
      const body = { ...created.body, content: 'New English words.' };
      expect(await save(created.id, body)).toEqual({ ar: 'present', en: 'present' });
      expect(await save(created.id, { ...body, contentAr: 'كلمات جديدة.' })).toEqual({
        ar: 'present',
        en: 'present',
      });
    });

    it('makes a translation stale when its source changes, fresh when updated or re-translated', async () => {
      const created = await create();
      const translated = {
        ...created.body,
        titleAr: '[AR] Quarterly letter',
        contentAr: '[AR] First words.',
      };
      expect(await save(created.id, { ...translated, translated: ['ar'] })).toEqual({
        ar: 'present',
        en: 'present',
      });
      // Saved again without a change: still fresh (the mark is for the save that translated).
      expect(await save(created.id, translated)).toEqual({ ar: 'present', en: 'present' });

      // The English source changes (any of its fields, the excerpt too): the Arabic needs an update.
      const changed = { ...translated, content: 'Second words.' };
      expect(await save(created.id, changed)).toEqual({ ar: 'stale', en: 'present' });
      expect(await save(created.id, { ...changed, excerpt: 'Shorter.' })).toEqual({
        ar: 'stale',
        en: 'present',
      });
      // Changing it back makes the translation current again.
      expect(await save(created.id, translated)).toEqual({ ar: 'present', en: 'present' });

      // A person updates the translation: fresh, and still a translation of the English.
      expect(await save(created.id, changed)).toEqual({ ar: 'stale', en: 'present' });
      const updated = { ...changed, contentAr: 'الكلمات الثانية.' };
      expect(await save(created.id, updated)).toEqual({ ar: 'present', en: 'present' });
      const later = { ...updated, title: 'Autumn letter' };
      expect(await save(created.id, later)).toEqual({ ar: 'stale', en: 'present' });

      // Translated again (the same Arabic text comes back): fresh.
      expect(await save(created.id, { ...later, translated: ['ar'] })).toEqual({
        ar: 'present',
        en: 'present',
      });
    });

    it('turns around when the other language is translated, and forgets a cleared translation', async () => {
      const created = await create();
      const body = { ...created.body, titleAr: 'عنوان', contentAr: 'نص.' };
      await save(created.id, { ...body, translated: ['ar'] });
      // Now the English is translated from the Arabic: the English follows the Arabic.
      const english = { ...body, title: '[EN] Title', content: '[EN] Text.' };
      expect(await save(created.id, { ...english, translated: ['en'] })).toEqual({
        ar: 'present',
        en: 'present',
      });
      expect(await save(created.id, { ...english, content: 'Hand-edited.' })).toEqual({
        ar: 'present',
        en: 'present',
      });
      const arabicChanged = { ...english, content: 'Hand-edited.', contentAr: 'نص آخر.' };
      expect(await save(created.id, arabicChanged)).toEqual({ ar: 'present', en: 'stale' });

      // The Arabic source is cleared: nothing to update the English from.
      const cleared = { ...arabicChanged, titleAr: '', contentAr: '' };
      expect(await save(created.id, cleared)).toEqual({ ar: 'missing', en: 'present' });
      // Arabic written by hand afterwards is nobody's translation; the English, made from the old
      // Arabic, needs an update.
      const rewritten = { ...cleared, titleAr: 'عنوان جديد', contentAr: 'نص جديد.' };
      expect(await save(created.id, rewritten)).toEqual({ ar: 'present', en: 'stale' });
    });

    it('refuses a save that says both languages were translated from each other', async () => {
      const created = await create();
      const res = await admin(
        `/api/admin/news/${created.id}`,
        json('PUT', { ...created.body, translated: ['ar', 'en'] }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation_failed');
    });

    it('keeps the status out of the public answers', async () => {
      const created = await create({
        titleAr: 'عنوان',
        contentAr: 'نص.',
        translated: ['ar'],
        isPublished: true,
      });
      const res = await server.api(`/api/news/${created.body.slug}`);
      expect(res.status).toBe(200);
      const { article: shown } = await res.json();
      expect(shown.titleAr).toBe('عنوان');
      expect(shown).not.toHaveProperty('translation');
      expect(JSON.stringify(shown)).not.toContain('fingerprint');
    });
  });

  describe('job listings', () => {
    async function create(overrides: Record<string, unknown> = {}) {
      const body = listing(overrides);
      const res = await admin('/api/admin/job-listings', json('POST', body));
      expect(res.status, await res.clone().text()).toBe(201);
      const saved = (await res.json()).jobListing as { id: number; translation: Status };
      return { id: saved.id, body, translation: saved.translation };
    }
    async function save(id: number, body: Record<string, unknown>) {
      const res = await admin(`/api/admin/job-listings/${id}`, json('PUT', body));
      expect(res.status, await res.clone().text()).toBe(200);
      const answer = (await res.json()).jobListing.translation as Status;
      const list = await admin('/api/admin/job-listings');
      const row = ((await list.json()).jobListings as { id: number; translation: Status }[]).find(
        (l) => l.id === id,
      );
      expect(row?.translation).toEqual(answer);
      return answer;
    }
    const arabic = {
      titleAr: '[AR] Backend Engineer',
      descriptionAr: '[AR] Build APIs.',
      requirementsAr: '[AR] - Node.js',
    };

    it('says the Arabic is missing until its title, description and requirements are there', async () => {
      const created = await create();
      expect(created.translation).toEqual({ ar: 'missing', en: 'present' });
      expect(await save(created.id, { ...created.body, ...arabic, requirementsAr: '' })).toEqual({
        ar: 'missing',
        en: 'present',
      });
      // Written by hand: present, and never stale.
      const handWritten = { ...created.body, ...arabic };
      expect(await save(created.id, handWritten)).toEqual({ ar: 'present', en: 'present' });
      expect(await save(created.id, { ...handWritten, description: 'Other.' })).toEqual({
        ar: 'present',
        en: 'present',
      });
    });

    it('makes a translation stale when its source changes, fresh when updated or re-translated', async () => {
      const created = await create({ ...arabic, translated: ['ar'] });
      expect(created.translation).toEqual({ ar: 'present', en: 'present' });
      const changed = { ...created.body, translated: [], requirements: '- Node.js\n- SQL' };
      expect(await save(created.id, changed)).toEqual({ ar: 'stale', en: 'present' });
      // The location and other options are not translated text.
      const moved = { ...created.body, translated: [], location: 'Remote' };
      expect(await save(created.id, moved)).toEqual({ ar: 'present', en: 'present' });
      expect(await save(created.id, changed)).toEqual({ ar: 'stale', en: 'present' });
      const updated = { ...changed, requirementsAr: '- Node.js\n- SQL (بالعربية)' };
      expect(await save(created.id, updated)).toEqual({ ar: 'present', en: 'present' });
      const later = { ...updated, title: 'Platform Engineer' };
      expect(await save(created.id, later)).toEqual({ ar: 'stale', en: 'present' });
      expect(await save(created.id, { ...later, translated: ['ar'] })).toEqual({
        ar: 'present',
        en: 'present',
      });
    });

    it('keeps the status out of the public listings', async () => {
      await create({ ...arabic, translated: ['ar'] });
      const res = await server.api('/api/job-listings');
      const { jobListings } = await res.json();
      expect(jobListings.length).toBeGreaterThan(0);
      for (const shown of jobListings) expect(shown).not.toHaveProperty('translation');
      expect(JSON.stringify(jobListings)).not.toContain('fingerprint');
    });
  });
});
