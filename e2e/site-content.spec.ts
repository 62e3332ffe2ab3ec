/**
 * The home page's team, ventures and partner come from the database (the seeded starting
 * content), rendered by the server with the page, their pictures offered at every served width and
 * answered to Chromium as AVIF (or WebP), in each language and theme.
 */
import { type Page, type Response, expect, test } from '@playwright/test';
import { contentImageSrcset } from '@vb/shared/content';
import { messages } from '@vb/shared/i18n';
import type { SiteContent } from '@vb/shared/schemas';
import { interactive, withPreferences } from './fixtures';
import { seededContent } from './siteContent';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

let content: SiteContent;
test.beforeAll(async ({ request }) => {
  content = await seededContent(request);
});

/** The answers of the content pictures the page loads. */
function pictureAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/images/')) answers.push(res);
  });
  return answers;
}

const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc);

for (const [language, theme] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`the home page shows the seeded team, ventures and partner (${language}, ${theme})`, async ({
    page,
    request,
  }) => {
    // The server's page already carries them (rendered, no extra round trip).
    const html = await (await request.get(language === 'ar' ? '/' : '/en')).text();
    for (const venture of content.ventures) expect(html).toContain(`venture-${venture.id}`);
    expect(html).toContain(content.team.leadership[0]!.name[language]);

    const answers = pictureAnswers(page);
    await withPreferences(page, language, theme);
    await page.goto(language === 'ar' ? '/' : '/en');
    await interactive(page);

    // The team: names and roles in the page's language.
    await page.locator('#team').scrollIntoViewIfNeeded();
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(content.team.leadership.length);
    for (const member of content.team.leadership) {
      const card = page.getByTestId(`team-member-${member.id}`);
      await expect(card).toContainText(member.name[language]);
      await expect(card).toContainText(member.role[language]);
    }

    // The ventures: each logo at every width, its alt text in the page's language.
    await page.locator('#ventures').scrollIntoViewIfNeeded();
    for (const venture of content.ventures) {
      const card = page.getByTestId(`venture-${venture.id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(venture.name[language]);
      const logo = card.getByRole('img', { name: venture.logo!.alt[language] });
      await expect(logo).toHaveAttribute('srcset', contentImageSrcset(venture.logo!));
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect(logo).toHaveAttribute('width', String(venture.logo!.width));
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByTestId('venture-link').first()).toContainText(
      messages[language]['ventures.visitWebsite'],
    );

    // The partner: the logo drawn for the theme, linking to its site.
    await page.locator('#partners').scrollIntoViewIfNeeded();
    const partner = content.partners[0]!;
    await expect(page.getByTestId('partner-link')).toHaveCount(content.partners.length);
    await expect(page.getByTestId('partner-link')).toHaveAttribute('href', partner.url);
    const shown = theme === 'dark' ? partner.logoDark! : partner.logo!;
    const logo = page.getByTestId('partner-link').locator('img:visible');
    await expect(logo).toHaveAttribute('alt', shown.alt[language]);
    await expect(logo).toHaveAttribute('srcset', contentImageSrcset(shown));
    await expect
      .poll(() => loaded(page, '[data-testid="partner-link"] img:visible'))
      .toMatch(new RegExp(`/api/images/${shown.id}/\\d+$`));

    // Chromium accepts AVIF: every picture came as AVIF (or WebP), cached for good, by Accept.
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(content.ventures.length + 1);
    for (const res of answers) {
      expect(res.status(), res.url()).toBe(200);
      expect(['image/avif', 'image/webp'], res.url()).toContain(res.headers()['content-type']);
      expect(res.headers()['vary']).toMatch(/Accept/);
      expect(res.headers()['cache-control']).toContain('immutable');
    }
  });
}
