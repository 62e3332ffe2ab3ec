/**
 * The public forms posted as plain HTML forms (no JavaScript): the contact form to the home page
 * and the investment request to /invest and /investor, in each language. They pass the JSON
 * route's checks (origin, rate limit, body size, shared schema, honeypot) and its service, and are
 * answered with pages in the visitor's language, rendered by the site's real server render: 303
 * to the confirmation, 422 with the values and each field's problem, 429 past the limit, never
 * JSON and never a 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import { INDEX_HTML } from './seoKit';

const ENTRY_SERVER = fileURLToPath(
  new URL('../../public-web/src/entry-server.tsx', import.meta.url),
);

/**
 * A site build whose server render is public-web's own (its source, loaded by the test runner as
 * the built dist-server/entry-server.js would be): the pages are the real ones.
 */
function makeSite(): { parent: string; dist: string } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-form-post-'));
  const dist = path.join(parent, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Csbae-Jm.js'), 'console.log(1)');
  fs.mkdirSync(path.join(parent, 'dist-server'));
  fs.writeFileSync(
    path.join(parent, 'dist-server', 'entry-server.js'),
    `export { render } from ${JSON.stringify(ENTRY_SERVER)};\n`,
  );
  return { parent, dist };
}

const CONTACT = {
  name: 'Nora Plain',
  email: 'nora@example.test',
  subject: 'Partnership',
  message: 'Hello, I would like to talk about a partnership.',
  website: '',
};
const INVESTOR = {
  name: 'Faisal Plain',
  email: 'faisal@example.test',
  organization: 'Fund One',
  position: 'Partner',
  phone: '',
  investmentAmount: '',
  message: 'Interested in your next venture round.',
  website: '',
};

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** What Chromium sends with a plain form post from the site's own page. */
function formPost(server: TestServer, fields: Record<string, string>, origin = server.url) {
  return {
    method: 'POST',
    redirect: 'manual' as const,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
    },
    body: new URLSearchParams(fields).toString(),
  };
}

/** The text of the page's form notice (the status or alert above the fields). */
function notice(html: string): string | undefined {
  const match =
    /<div role="(status|alert)"[^>]*data-testid="form-notice"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return match ? `${match[1]}: ${match[2]!.replace(/<[^>]+>/g, '')}` : undefined;
}

/** The page's form element's start tag. */
const formTag = (html: string, testId: string) =>
  new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];

/** The value attribute of the page's field called `name` (as the HTML has it, escaped). */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1];
  return new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
}

/** The field's error text (its `aria-describedby` element), as the page shows it. */
function fieldError(html: string, name: string): string | undefined {
  const control = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const id = control && /aria-describedby="([^"]*-error)"/.exec(control)?.[1];
  return id ? new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
}

const htmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('plain HTML form posts', () => {
  let site: { parent: string; dist: string };
  let server: TestServer;
  let admin: TestFetch;
  const logged: { message: string; fields: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    site = makeSite();
    server = await startTestServer(
      { SERVE_STATIC: '1', PUBLIC_WEB_DIST: site.dist, LOG_LEVEL: 'info' },
      {
        logSink: (line) => {
          const { message, ...fields } = JSON.parse(line) as Record<string, unknown>;
          logged.push({ message: String(message), fields });
        },
      },
    );
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(site.parent, { recursive: true, force: true });
  });

  /** The stored rows sent as `name`, each as its item reads (with the sender's language). */
  const stored = async (list: 'contact-messages' | 'investor-requests', name: string) => {
    const res = await admin(`/api/admin/${list}?q=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, { id: number; name: string }[]>;
    const rows = (body.messages ?? body.requests ?? []).filter((row) => row.name === name);
    return Promise.all(
      rows.map(async ({ id }) => {
        const item = await admin(`/api/admin/${list}/${id}`);
        expect(item.status).toBe(200);
        return ((await item.json()) as { item: { name: string; language?: string } }).item;
      }),
    );
  };

  it('contact in Arabic: 303 to the home page, the row stored, the confirmation shown', async () => {
    const name = unique('Nora Arabic');
    const res = await server.api('/', formPost(server, { ...CONTACT, name }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?sent=contact#contact');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).not.toMatch(/json/);
    const rows = await stored('contact-messages', name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'ar' });

    const page = await server.api('/?sent=contact');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(notice(html)).toBe(
      `status: ${ar['contact.toast.successTitle']}${ar['contact.toast.successText']}`,
    );
    // The form is a real form, ready for another message.
    expect(formTag(html, 'contact-form')).toMatch(/ method="post"/);
    expect(formTag(html, 'contact-form')).toMatch(/ action="\/#contact"/);
    expect(fieldValue(html, 'name')).toBe('');
    // Without the parameter (or with another form's), no confirmation.
    expect(notice(await (await server.api('/?sent=investor')).text())).toBeUndefined();
    expect(notice(await (await server.api('/')).text())).toBeUndefined();
  });

  it('investor request in English: 303 to /en/invest, stored in English, confirmed in English', async () => {
    const name = unique('Faisal English');
    const res = await server.api('/en/invest', formPost(server, { ...INVESTOR, name }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/invest?sent=investor#invest-form-title');
    expect(await stored('investor-requests', name)).toEqual([
      expect.objectContaining({ name, language: 'en' }),
    ]);
    const html = await (await server.api('/en/invest?sent=investor')).text();
    expect(notice(html)).toBe(
      `status: ${en['invest.toast.successTitle']}${en['invest.toast.successText']}`,
    );
    expect(formTag(html, 'invest-form')).toMatch(/ method="post"/);
    expect(formTag(html, 'invest-form')).toMatch(/ action="\/en\/invest#invest-form-title"/);

    // /investor (and a trailing slash, another case) is the same form.
    const other = await server.api(
      '/Investor/',
      formPost(server, { ...INVESTOR, name: unique('Faisal Arabic') }),
    );
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/investor?sent=investor#invest-form-title');
  });

  it('invalid contact in Arabic: 422, the values back, each problem in Arabic, a summary', async () => {
    const name = unique('Nora Invalid');
    const res = await server.api(
      '/',
      formPost(server, { ...CONTACT, name, email: 'not-an-address', subject: '  ', message: 'ab' }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-language')).toBe('ar');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(fieldValue(html, 'name')).toBe(name);
    expect(fieldValue(html, 'email')).toBe('not-an-address');
    expect(fieldValue(html, 'message')).toBe('ab');
    expect(fieldError(html, 'email')).toBe(ar['validation.email']);
    expect(fieldError(html, 'subject')).toBe(ar['validation.required']);
    expect(fieldError(html, 'message')).toBe(ar['validation.messageMin']);
    expect(fieldError(html, 'name')).toBeUndefined();
    const summary = notice(html)!;
    expect(summary).toMatch(/^alert: /);
    expect(summary).toContain(ar['form.summary.title']);
    expect(summary).toContain(`${ar['contact.form.email']}: ${ar['validation.email']}`);
    // The browser hydrates the same state: it is in the page.
    expect(html).toContain('<script type="application/json" id="form-post">');
    expect(await stored('contact-messages', name)).toEqual([]);
  });

  it('invalid investor request in English: 422 with the English messages', async () => {
    const name = unique('Faisal Invalid');
    const res = await server.api(
      '/en/investor',
      formPost(server, { ...INVESTOR, name, organization: '', phone: 'call me' }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-language')).toBe('en');
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(fieldError(html, 'organization')).toBe(en['validation.required']);
    expect(fieldError(html, 'phone')).toBe(en['validation.phone']);
    expect(fieldValue(html, 'phone')).toBe('call me');
    expect(fieldValue(html, 'position')).toBe('Partner');
    expect(notice(html)).toContain(
      `${en['invest.form.organization']}: ${en['validation.required']}`,
    );
    expect(await stored('investor-requests', name)).toEqual([]);
  });

  it('shows a hostile value again as text, never as markup', async () => {
    const hostile = '"><script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await server.api(
      '/en',
      formPost(server, { ...CONTACT, name: hostile, subject: hostile, email: 'bad' }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).not.toContain('<img src=x');
    expect(fieldValue(html, 'name')).toBe(htmlEscaped(hostile));
    // The embedded state cannot end its element early either.
    const embedded = /<script type="application\/json" id="form-post">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(embedded).toBeDefined();
    expect(embedded).not.toMatch(/[<>]/);
    expect(JSON.parse(embedded!)).toMatchObject({
      form: 'contact',
      outcome: 'invalid',
      values: { name: hostile, subject: hostile },
    });
  });

  it('a filled honeypot: the answer of a real post (303), nothing stored, the catch logged', async () => {
    const name = unique('Robot');
    logged.length = 0;
    const res = await server.api(
      '/en',
      formPost(server, { ...CONTACT, name, website: 'https://spam.example' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en?sent=contact#contact');
    expect(await stored('contact-messages', name)).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        message: 'honeypot submission discarded',
        fields: expect.objectContaining({ path: '/en' }),
      }),
    );
    const investor = await server.api(
      '/invest',
      formPost(server, { ...INVESTOR, name, website: 'x' }),
    );
    expect(investor.status).toBe(303);
    expect(await stored('investor-requests', name)).toEqual([]);
    // A trapped post is checked like any other: the schema's bound on the field.
    const long = await server.api(
      '/',
      formPost(server, { ...CONTACT, name, website: 'w'.repeat(201) }),
    );
    expect(long.status).toBe(422);
    // The trap is never shown filled in again.
    expect(fieldValue(await long.text(), 'website')).toBe('');
  });

  it('refuses a post from another site with a text answer, storing nothing', async () => {
    const name = unique('Cross Site');
    const foreign = await server.api(
      '/en',
      formPost(server, { ...CONTACT, name }, 'https://evil.example'),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await foreign.text()).toBe(en['error.forbidden_origin']);
    // Marked cross-site by the browser, without an Origin.
    const marked = await server.api('/', {
      ...formPost(server, { ...CONTACT, name }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(marked.status).toBe(403);
    expect(await marked.text()).toBe(ar['error.forbidden_origin']);
    expect(await stored('contact-messages', name)).toEqual([]);
  });

  it('answers other bodies and oversized ones with the page, never JSON', async () => {
    const asJson = await server.api('/en', { ...json('POST', CONTACT), redirect: 'manual' });
    expect(asJson.status).toBe(415);
    expect(asJson.headers.get('content-type')).toMatch(/^text\/html/);
    expect(notice(await asJson.text())).toContain(en['contact.toast.errorText']);

    const huge = await server.api(
      '/en',
      formPost(server, { ...CONTACT, message: 'x'.repeat(120 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toMatch(/^text\/html/);
    expect(notice(await huge.text())).toContain(en['error.payload_too_large']);

    // Fields the form does not have: refused by the strict schema, like the JSON route.
    const extra = await server.api('/', formPost(server, { ...CONTACT, admin: '1' }));
    expect(extra.status).toBe(422);
  });

  it('leaves the other pages and methods as they were', async () => {
    const news = await server.api('/news', formPost(server, CONTACT));
    expect(news.status).toBe(404);
    const get = await server.api('/en/invest');
    expect(get.status).toBe(200);
    expect(notice(await get.text())).toBeUndefined();
  });
});

describe('plain HTML form posts: the rate limit', () => {
  let site: { parent: string; dist: string };
  let server: TestServer;

  beforeAll(async () => {
    site = makeSite();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: site.dist,
      RATE_LIMITS: 'on',
      CONTACT_RATE_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(site.parent, { recursive: true, force: true });
  });

  it('counts plain posts and JSON submissions together; past it, 429 with a page saying so', async () => {
    const first = await server.api('/', formPost(server, CONTACT));
    expect(first.status).toBe(303);
    const second = await server.api('/api/contact', json('POST', CONTACT));
    expect(second.status).toBe(201);

    const limited = await server.api('/en', formPost(server, { ...CONTACT, name: 'Nora Later' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await limited.text();
    expect(notice(html)).toContain(en['error.too_many_requests']);
    // What was typed is not lost.
    expect(fieldValue(html, 'name')).toBe('Nora Later');

    const arabic = await server.api('/', formPost(server, CONTACT));
    expect(arabic.status).toBe(429);
    expect(notice(await arabic.text())).toContain(ar['error.too_many_requests']);
    // The JSON route is past the same limit.
    expect((await server.api('/api/contact', json('POST', CONTACT))).status).toBe(429);
  });
});
