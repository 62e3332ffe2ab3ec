import { type APIRequestContext, expect } from '@playwright/test';
import { FORMULA_EMAILS, FORMULA_PHONES, PAYLOADS, pack } from './xss-payloads';

/** The XSS battery's records (e2e/xss.spec.ts): articles, listings and submissions full of payloads. */

export const TEXTS = PAYLOADS.map((p) => p.text);
export const REVERSED = [...TEXTS].reverse();
const fits = (max: number) => TEXTS.filter((t) => t.length <= max);

/** Ways of placing a payload in the article markup (rotated over articles and payloads). */
export const WRAPPERS: ((t: string) => string)[] = [
  (t) => t,
  (t) => `## ${t}`,
  (t) => `- ${t}`,
  (t) => `1. ${t}`,
  (t) => `**${t}**`,
  (t) => `*${t}*`,
  (t) => `<u>${t}</u>`,
  (t) => `[${t}](https://example.com/)`,
  (t) => `text before ${t} text after`,
  (t) => `**<u>*${t}*</u>**`,
];

export function articleContent(offset: number, texts: readonly string[]): string {
  return texts
    .map((t, k) => WRAPPERS[(k + offset) % WRAPPERS.length]!(t))
    .join(offset % 2 ? '\n\n' : '\n');
}

export interface ArticleInput {
  title: string;
  titleAr: string;
  content: string;
  contentAr: string;
  excerpt: string | null;
  excerptAr: string | null;
  slug: string;
  isPublished: boolean;
}

/** A tiny PDF (only its magic bytes matter to the server). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'utf8');

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

/** Stores every payload in every placement through `api` (an owner's context). */
export async function seed(
  api: APIRequestContext,
  articles: { id: number; input: ArticleInput }[],
  listings: { id: number; title: string; titleAr: string }[],
) {
  // Articles: titles hold ~4 payloads each, excerpts ~11, contents all of them.
  const titles = pack(TEXTS, 200);
  const titlesAr = pack(REVERSED, 200);
  const excerpts = pack(TEXTS, 500);
  const excerptsAr = pack(REVERSED, 500);
  const count = Math.max(titles.length, titlesAr.length, excerpts.length, excerptsAr.length);
  for (let i = 0; i < count; i++) {
    const input: ArticleInput = {
      title: titles[i] ?? titles[i % titles.length]!,
      titleAr: titlesAr[i] ?? titlesAr[i % titlesAr.length]!,
      content: articleContent(i, TEXTS),
      contentAr: articleContent(i + 3, REVERSED),
      excerpt: excerpts[i] ?? null,
      excerptAr: excerptsAr[i] ?? null,
      slug: `xss-article-${i + 1}`,
      isPublished: true,
    };
    const body = await created(await api.post('/api/admin/news', { data: input }), 'article');
    articles.push({ id: (body.article as { id: number }).id, input });
  }

  // Job listings: short fields packed, long fields with every payload (as lines and bullets).
  const lTitles = pack(TEXTS, 200);
  const lTitlesAr = pack(REVERSED, 200);
  const locationsAr = pack(TEXTS, 200);
  const lines = (texts: readonly string[], prefix: string) =>
    texts.map((t) => `${prefix}${t}`).join('\n');
  for (let i = 0; i < Math.max(lTitles.length, lTitlesAr.length, locationsAr.length); i++) {
    const rotated = [...TEXTS.slice(i * 5), ...TEXTS.slice(0, i * 5)];
    const data = {
      title: lTitles[i % lTitles.length]!,
      titleAr: lTitlesAr[i % lTitlesAr.length]!,
      department: 'technology',
      location: 'Remote',
      locationAr: locationsAr[i % locationsAr.length]!,
      description: lines(rotated, ''),
      descriptionAr: lines([...rotated].reverse(), '- '),
      requirements: lines(rotated, i % 2 ? '- ' : '1. '),
      requirementsAr: lines([...rotated].reverse(), ''),
      employmentType: 'full-time',
      isActive: true,
    };
    const body = await created(await api.post('/api/admin/job-listings', { data }), 'listing');
    listings.push({
      id: (body.jobListing as { id: number }).id,
      title: data.title,
      titleAr: data.titleAr,
    });
  }

  // Submissions through the public routes: every text field packed with payloads, the fields
  // with strict formats (e-mail, phone) with what they accept.
  const names = pack(TEXTS, 120);
  const subjects = pack(TEXTS, 200);
  const messages = pack(TEXTS, 4900, '\n');
  const amounts = pack(fits(100), 100);
  const filenames = pack(
    TEXTS.map((t) => t.replace(/[/\\]/g, '')),
    195,
  ).map((n) => `${n}.pdf`);
  const email = (i: number) => FORMULA_EMAILS[i] ?? `visitor${i}@example.com`;
  const phone = (i: number) => FORMULA_PHONES[i % FORMULA_PHONES.length]!;

  const contactCount = Math.max(names.length, subjects.length, messages.length);
  for (let i = 0; i < contactCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      subject: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      phone: i % 2 ? phone(i) : '',
    };
    await created(await api.post('/api/contact', { data }), 'contact');
  }
  const investorCount = Math.max(names.length, subjects.length, amounts.length);
  for (let i = 0; i < investorCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      organization: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      position: subjects[(i + 7) % subjects.length]!,
      phone: i % 2 ? phone(i) : '',
      investmentAmount: amounts[i % amounts.length]!,
    };
    await created(await api.post('/api/investor', { data }), 'investor');
  }
  const applicationCount = Math.max(names.length, subjects.length, filenames.length);
  for (let i = 0; i < applicationCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      phone: phone(i),
      position: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      resumeFilename: filenames[i % filenames.length]!,
      resumeData: PDF.toString('base64'),
    };
    await created(await api.post('/api/careers/apply', { data }), 'application');
  }
}
