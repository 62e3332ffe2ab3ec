import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import { adminApi, networkQuiet, trackRequests, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * Accessibility: axe-core finds no serious or critical violation on any public page (with the
 * careers dialogs open too) or in the admin (sign-in, every dashboard tab, the article editor),
 * in Arabic and English, dark and light.
 *
 * Every rule runs in Arabic with the dark theme and in English with the light one, so each
 * language and each theme meets every rule; in the two other combinations only the rules about
 * colour run, as only colour differs between them and those (a scan of a large page costs seconds).
 */

// Page fades and antd's motion are off, so axe never measures a colour halfway through a fade.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(({ page }) => trackRequests(page));

type Language = 'ar' | 'en';
type Theme = 'dark' | 'light';
const COMBINATIONS: [Language, Theme][] = [
  ['ar', 'dark'],
  ['ar', 'light'],
  ['en', 'dark'],
  ['en', 'light'],
];
/** The combinations scanned with every rule; the others check colour. */
const EVERY_RULE = new Set(['ar dark', 'en light']);
/** axe's rules that depend on colours, the one thing a theme changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Finding {
  where: string;
  text: string;
}

/** Runs axe on the page as it is now; returns its serious and critical violations, readable. */
async function scanPage(
  page: Page,
  where: string,
  { rules }: { rules?: string[] } = {},
): Promise<Finding[]> {
  // Sections the browser lays out only near the window (`content-visibility: auto`) are rendered
  // first: axe measures colours and contrast on rendered content, as a visitor sees it on screen.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *')))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
  let builder = new AxeBuilder({ page });
  if (rules) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      text: [
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
          ),
        v.nodes.length > 6 ? `    …and ${v.nodes.length - 6} more` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }));
}

function report(findings: Finding[]): string {
  return findings.map((f) => `[${f.where}] ${f.text}`).join('\n\n');
}

/** Waits for the page's own loading indicators to go (spinners, antd's skeletons). */
async function settled(page: Page) {
  await expect(
    page.locator(`[role="status"]:has(> [aria-hidden] + .visually-hidden), .ant-spin-spinning`),
  ).toHaveCount(0, { timeout: 20_000 });
  await networkQuiet(page);
  // No fade or transition half-way: axe measures the colours on screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

let articleSlug = '';
let listingTitle = '';

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  const article = await api.post('/api/admin/news', {
    data: {
      title: `Accessibility check ${unique('a11y')}`,
      titleAr: 'فحص إمكانية الوصول',
      content: 'A paragraph of **news** with a [link](https://example.com).\n\n- one\n- two',
      contentAr: 'فقرة من **الأخبار** مع [رابط](https://example.com).',
      isPublished: true,
    },
  });
  expect(article.status()).toBe(201);
  articleSlug = ((await article.json()) as { article: { slug: string } }).article.slug;
  listingTitle = unique('Accessibility engineer');
  const listing = await api.post('/api/admin/job-listings', {
    data: {
      title: listingTitle,
      department: 'technology',
      location: 'Remote',
      description: 'Make every page usable by everyone.',
      requirements: '- Screen reader experience\n- Care',
      employmentType: 'full-time',
      isActive: true,
    },
  });
  expect(listing.status()).toBe(201);
  // One application, message and investor request in every status, so every status tag colour
  // is checked.
  const anon = baseURL!;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'utf8');
  for (const status of APPLICATION_STATUSES) {
    const res = await api.post(`${anon}/api/careers/apply`, {
      data: {
        name: 'Contrast Check',
        email: 'a11y@example.com',
        phone: '+966500000000',
        position: `Status ${status}`,
        message: 'Checking colours.',
        resumeFilename: 'resume.pdf',
        resumeData: pdf.toString('base64'),
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(
      (await api.put(`/api/admin/applications/${id}/status`, { data: { status } })).status(),
    ).toBe(200);
  }
  for (const status of CONTACT_STATUSES) {
    const res = await api.post(`${anon}/api/contact`, {
      data: {
        name: 'Contrast Check',
        email: 'a11y@example.com',
        subject: status,
        message: 'Checking colours.',
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(
      (await api.put(`/api/admin/contact-messages/${id}/status`, { data: { status } })).status(),
    ).toBe(200);
  }
  for (const status of INVESTOR_STATUSES) {
    const res = await api.post(`${anon}/api/investor`, {
      data: {
        name: 'Contrast Check',
        email: 'a11y@example.com',
        organization: 'Checks Co',
        message: `Status ${status} for colours.`,
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(
      (await api.put(`/api/admin/investor-requests/${id}/status`, { data: { status } })).status(),
    ).toBe(200);
  }
  await api.dispose();
});

for (const [language, theme] of COMBINATIONS) {
  const every = EVERY_RULE.has(`${language} ${theme}`);
  const rules = every ? undefined : COLOUR_RULES;
  test(`public pages: no serious or critical violation (${language}, ${theme}${every ? '' : ', colour rules'})`, async ({
    page,
  }) => {
    await withPreferences(page, language, theme);
    const findings: Finding[] = [];
    const pages: [string, string][] = [
      ['home', '/'],
      ['news', '/news'],
      ['article', `/news/${encodeURIComponent(articleSlug)}`],
      ['careers', '/careers'],
      ['invest', '/invest'],
      ['investor', '/investor'],
      ['privacy', '/privacy'],
      ['404', '/no/such/page'],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Down to the footer and back: sections that load as they come near (the home news) load.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      findings.push(...(await scanPage(page, `${name} ${path}`, { rules })));
    }

    // The careers dialogs: a listing's details, then the application form.
    await page.goto('/careers');
    const card = page.getByTestId('job-card').filter({ hasText: listingTitle });
    await card.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await scanPage(page, 'careers: details dialog', { rules })));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByRole('button').nth(1).click();
    await expect(page.getByTestId('application-form')).toBeVisible();
    findings.push(...(await scanPage(page, 'careers: application dialog', { rules })));

    expect(findings, report(findings)).toEqual([]);
  });

  test(`admin: no serious or critical violation (${language}, ${theme}${every ? '' : ', colour rules'})`, async ({
    page,
  }) => {
    // Eleven screens, each scanned whole (the overview's charts, lists of twenty cards): on a
    // loaded machine that takes longer than the public pages.
    test.setTimeout(480_000);
    await withPreferences(page, language, theme);
    const findings: Finding[] = [];
    const scan = (page: Page, where: string) => scanPage(page, where, { rules });

    await page.goto('/admin');
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();
    findings.push(...(await scan(page, 'admin sign-in')));
    // The invitation link's page (a made-up token: the form shows until it is sent).
    await page.goto('/admin/invitation#not-sent');
    await expect(page.getByTestId('invitation-form')).toBeVisible();
    findings.push(...(await scan(page, 'admin invitation page')));

    // Signed in through the API: the session cookie is shared with the page.
    const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    await page.goto('/admin');
    for (const tab of [
      'overview',
      'applications',
      'contact',
      'investors',
      'listings',
      'news',
      'content',
      'people',
    ]) {
      await page.getByTestId(`admin-tab-${tab}`).click();
      await settled(page);
      findings.push(...(await scan(page, `admin tab ${tab}`)));
    }
    await page.getByTestId('people-invite').click();
    await expect(page.getByTestId('invite-form')).toBeVisible();
    await settled(page);
    findings.push(...(await scan(page, 'admin invite dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('invite-form')).toBeHidden();
    await page.getByTestId('admin-tab-news').click();
    await page.getByTestId('news-create').click();
    await expect(page.getByTestId('article-editor')).toBeVisible();
    await settled(page);
    findings.push(...(await scan(page, 'admin article editor')));

    expect(findings, report(findings)).toEqual([]);
  });
}
