/**
 * The XSS corpus of the browser battery (e2e/xss-payloads.ts) as data: every payload, in every
 * text field of an article, a job listing, the three public forms and a translation, is stored and
 * answered back verbatim in JSON by the admin and public APIs, and the CSV exports keep it as text
 * while neutralising every cell a spreadsheet would read as a formula. That none of it ever runs
 * in a page is the browser's to show (e2e/xss.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULAS, FORMULA_EMAILS, FORMULA_PHONES, PAYLOADS, pack } from '../../e2e/xss-payloads';
import { exportCsv } from './csv';
import { type FakeOpenAI, startFakeOpenAI } from './fakeOpenAI';
import { makePdf } from './fixtures/documents';
import {
  type TestFetch,
  type TestResponse,
  type TestServer,
  json,
  startTestServer,
} from './helpers';

const TEXTS = PAYLOADS.map((p) => p.text);
const REVERSED = [...TEXTS].reverse();

let fake: FakeOpenAI;
let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${fake.url}/v1` });
  admin = await server.signIn();
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function created(res: TestResponse, what: string) {
  expect(res.status, `${what}: ${await res.clone().text()}`).toBe(201);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

async function read(res: TestResponse) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

describe('XSS payloads are stored and answered back verbatim', () => {
  it('articles: titles, excerpts and contents in both languages, in the admin and public reads', async () => {
    const titles = pack(TEXTS, 200);
    const titlesAr = pack(REVERSED, 200);
    const excerpts = pack(TEXTS, 500);
    const excerptsAr = pack(REVERSED, 500);
    for (let i = 0; i < Math.max(titles.length, titlesAr.length); i++) {
      const texts = {
        title: titles[i % titles.length]!,
        titleAr: titlesAr[i % titlesAr.length]!,
        content: TEXTS.join(i % 2 ? '\n\n' : '\n'),
        contentAr: REVERSED.join('\n\n'),
        excerpt: excerpts[i] ?? null,
        excerptAr: excerptsAr[i] ?? null,
      };
      const slug = `xss-article-${i + 1}`;
      const input = { ...texts, slug, isPublished: true };
      const { article } = await created(await admin('/api/admin/news', json('POST', input)), slug);
      expect(article).toMatchObject(texts);
      expect((await read(await admin(`/api/admin/news/${article.id}`))).article).toMatchObject(
        texts,
      );
      expect((await read(await server.api(`/api/news/${slug}`))).article).toMatchObject(texts);
    }
  });

  it('job listings: every text field, in the admin and public reads', async () => {
    const titles = pack(TEXTS, 200);
    const titlesAr = pack(REVERSED, 200);
    const stored: Record<string, unknown>[] = [];
    for (let i = 0; i < Math.max(titles.length, titlesAr.length); i++) {
      const texts = {
        title: titles[i % titles.length]!,
        titleAr: titlesAr[i % titlesAr.length]!,
        locationAr: titles[(i + 1) % titles.length]!,
        description: TEXTS.join('\n'),
        descriptionAr: REVERSED.map((t) => `- ${t}`).join('\n'),
        requirements: TEXTS.map((t) => `1. ${t}`).join('\n'),
        requirementsAr: REVERSED.join('\n'),
      };
      const data = {
        ...texts,
        department: 'technology',
        location: 'Remote',
        employmentType: 'full-time',
        isActive: true,
      };
      const body = await created(await admin('/api/admin/job-listings', json('POST', data)), 'job');
      expect(body.jobListing).toMatchObject(texts);
      const one = await read(await admin(`/api/admin/job-listings/${body.jobListing.id}`));
      expect(one.jobListing).toMatchObject(texts);
      stored.push({ id: body.jobListing.id, ...texts });
    }
    const { jobListings } = await read(await server.api('/api/job-listings'));
    for (const listing of stored)
      expect(jobListings).toContainEqual(expect.objectContaining(listing));
  });

  it('a translation: the model’s reply comes back as it was written', async () => {
    const text = TEXTS.join('\n');
    const res = await admin(
      '/api/translate',
      json('POST', { text, fromLanguage: 'english', toLanguage: 'arabic' }),
    );
    expect(await read(res)).toEqual({ translatedText: `ترجمة: ${text}` });
  });
});

/** A public form, the admin list (and export) of what it stores, and its sent bodies. */
interface Kind {
  route: string;
  kind: 'contact-messages' | 'investor-requests' | 'applications';
  key: string;
  sent: Map<number, Record<string, string>>;
}

describe('XSS payloads and formulas in the public forms, their lists and CSV exports', () => {
  const names = pack(TEXTS, 120);
  const subjects = pack(TEXTS, 200);
  const messages = pack(TEXTS, 4900, '\n');
  const amounts = pack(
    TEXTS.filter((t) => t.length <= 100),
    100,
  );
  const filenames = pack(
    TEXTS.map((t) => t.replace(/[/\\]/g, '')),
    195,
  ).map((n) => `${n}.pdf`);
  const email = (i: number) => FORMULA_EMAILS[i] ?? `visitor${i}@example.com`;
  const phone = (i: number) => FORMULA_PHONES[i % FORMULA_PHONES.length]!;
  const formula = (i: number) => FORMULAS[i % FORMULAS.length]!;
  const PDF = makePdf('xss').toString('base64');

  const kinds: Kind[] = [
    { route: '/api/contact', kind: 'contact-messages', key: 'messages', sent: new Map() },
    { route: '/api/investor', kind: 'investor-requests', key: 'requests', sent: new Map() },
    { route: '/api/careers/apply', kind: 'applications', key: 'applications', sent: new Map() },
  ];
  /** Body `i` of a form: payloads packed in its text fields, or formulas (`f`) instead. */
  const bodies: Record<Kind['kind'], (i: number, f: boolean) => Record<string, string>> = {
    'contact-messages': (i, f) => ({
      name: f ? formula(i) : names[i % names.length]!,
      email: email(i),
      subject: f ? formula(i + 1) : subjects[i % subjects.length]!,
      message: f ? formula(i + 2) : messages[i % messages.length]!,
      phone: i % 2 ? phone(i) : '',
    }),
    'investor-requests': (i, f) => ({
      name: f ? formula(i) : names[i % names.length]!,
      email: email(i),
      organization: f ? formula(i + 1) : subjects[i % subjects.length]!,
      message: f ? formula(i + 2) : messages[i % messages.length]!,
      position: f ? formula(i + 3) : subjects[(i + 7) % subjects.length]!,
      phone: i % 2 ? phone(i) : '',
      investmentAmount: f ? formula(i + 4).slice(0, 100) : amounts[i % amounts.length]!,
    }),
    applications: (i, f) => ({
      name: f ? formula(i) : names[i % names.length]!,
      email: email(i),
      phone: phone(i),
      position: f ? formula(i + 1) : subjects[i % subjects.length]!,
      message: f ? formula(i + 2) : messages[i % messages.length]!,
      resumeFilename: f
        ? `${formula(i + 3).replace(/[/\\]/g, '')}.pdf`
        : filenames[i % filenames.length]!,
    }),
  };

  beforeAll(async () => {
    const count = Math.max(names.length, subjects.length, amounts.length, filenames.length);
    for (const k of kinds) {
      for (let i = 0; i < count + FORMULAS.length; i++) {
        const body = bodies[k.kind](i, i >= count);
        const data = k.kind === 'applications' ? { ...body, resumeData: PDF } : body;
        const { id } = await created(await server.api(k.route, json('POST', data)), k.kind);
        k.sent.set(id as number, body);
      }
    }
  });

  async function storedItems(k: Kind): Promise<Record<string, unknown>[]> {
    return (await read(await admin(`/api/admin/${k.kind}`)))[k.key];
  }

  it.each(kinds)('$kind: every field as it was sent (trimmed)', async (k) => {
    const stored = await storedItems(k);
    expect(stored).toHaveLength(k.sent.size);
    for (const item of stored) {
      const sent = k.sent.get(item.id as number)!;
      const { resumeFilename: _sanitised, ...texts } = sent;
      const expected = Object.fromEntries(
        Object.entries(texts)
          .filter(([, v]) => v !== '')
          .map(([key, v]) => [key, v.trim()]),
      );
      expect(item).toMatchObject(expected);
    }
  });

  it.each(kinds)(
    '$kind: the CSV export neutralises formula cells and keeps every stored text',
    async (k) => {
      const { rows } = await exportCsv(admin, `/api/admin/${k.kind}/export.csv?lang=en`);
      const stored = await storedItems(k);
      expect(rows.length - 1).toBe(stored.length);
      const cells = rows.slice(1).flat();
      // Every cell a spreadsheet would read as a formula is neutralised with a quote.
      const risky = cells.filter((cell) => /^[\s]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell));
      expect(risky, `formula cells in ${k.kind}.csv`).toEqual([]);
      // Every stored text is in the file, as text (neutralised when it starts like a formula).
      const cellSet = new Set(cells);
      const missing: string[] = [];
      let formulaCells = 0;
      for (const item of stored) {
        for (const [key, value] of Object.entries(item)) {
          if (typeof value !== 'string' || ['status', 'createdAt', 'resumeMimeType'].includes(key))
            continue;
          const expected = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
          if (expected !== value) formulaCells += 1;
          if (!cellSet.has(expected)) missing.push(`${key}: ${value.slice(0, 60)}`);
        }
      }
      expect(missing, `values missing from ${k.kind}.csv`).toEqual([]);
      expect(formulaCells).toBeGreaterThanOrEqual(FORMULAS.length);
      const unseen = PAYLOADS.filter((p) => !cells.some((cell) => cell.includes(p.text)));
      expect(unseen.map((p) => p.name)).toEqual([]);
    },
  );
});
