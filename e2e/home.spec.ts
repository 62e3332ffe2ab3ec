import { expect, test, type Page } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import type { SiteContent, TeamGroup } from '@vb/shared/schemas';
import { SITE, linkedinProfileUrl } from '@vb/shared/site-config';
import { expectLanded, interactive, withPreferences } from './fixtures';
import { seededContent } from './siteContent';

/** The seeded team, ventures and partners (issue 16: in the database). */
let content: SiteContent;
test.beforeAll(async ({ request }) => {
  content = await seededContent(request);
});

const en = messages.en;
const ar = messages.ar;

const heroSource = (page: Page) => page.getByTestId('hero-video').locator('source');

test.describe('hero', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      test(`plays the ${language}-${theme} loop`, async ({ page, request }) => {
        await withPreferences(page, language, theme);
        await page.goto('/');
        const src = `/media/hero-${language}-${theme}.mp4`;
        await expect(heroSource(page)).toHaveAttribute('src', src);
        await expect(heroSource(page)).toHaveAttribute('type', 'video/mp4');
        const video = page.getByTestId('hero-video');
        await expect(video).toHaveAttribute('poster', `/media/hero-${language}-${theme}.jpg`);
        await expect(video).toHaveAttribute('loop', '');
        await expect(video).toHaveAttribute('playsinline', '');
        expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
        // The fallback text sits inside <video>, in the page's language.
        expect(await video.evaluate((v) => v.textContent?.trim())).toBe(
          messages[language]['hero.videoFallback'],
        );
        // The files are really there.
        const media = await request.get(src);
        expect(media.status()).toBe(200);
        expect(media.headers()['content-type']).toContain('video/mp4');
        const poster = await request.get(`/media/hero-${language}-${theme}.jpg`);
        expect(poster.status()).toBe(200);

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          messages[language]['hero.headline'],
        );
      });
    }
  }

  test('the English fallback text is the spec’s', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/');
    expect(await page.getByTestId('hero-video').evaluate((v) => v.textContent?.trim())).toBe(
      'Your browser does not support the video tag.',
    );
  });

  test('the video follows the theme and language toggles', async ({ page }) => {
    await withPreferences(page, 'ar', 'dark');
    await page.goto('/');
    await expect(heroSource(page)).toHaveAttribute('src', '/media/hero-ar-dark.mp4');
    await page.getByTestId('theme-toggle').first().click();
    await expect(heroSource(page)).toHaveAttribute('src', '/media/hero-ar-light.mp4');
    await page.getByTestId('language-toggle').first().click();
    await expect(heroSource(page)).toHaveAttribute('src', '/media/hero-en-light.mp4');
    await page.getByTestId('theme-toggle').first().click();
    await expect(heroSource(page)).toHaveAttribute('src', '/media/hero-en-dark.mp4');
    await expect(page.getByTestId('hero-video')).toHaveAttribute(
      'poster',
      '/media/hero-en-dark.jpg',
    );
  });

  test('Discover More goes to the ventures, Get in Touch to the contact section', async ({
    page,
  }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/');
    // Before the app runs the page its links are plain links (they would add the #fragment).
    await interactive(page);
    await page.getByRole('link', { name: en['hero.discoverMore'] }).click();
    await expectLanded(page, 'ventures', 'Discover More');

    // The visitor scrolls back up themself (which ends the page's own re-aiming at once).
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, -100_000);
    await expect(page.getByRole('link', { name: en['hero.getInTouch'] })).toBeInViewport();
    await page.getByRole('link', { name: en['hero.getInTouch'] }).click();
    await expectLanded(page, 'contact', 'Get in Touch');
    expect(page.url()).not.toContain('#');
  });

  test('links to the company’s X and LinkedIn profiles in a new tab', async ({ page }) => {
    await withPreferences(page, 'ar', 'dark');
    await page.goto('/');
    const x = page.getByTestId('hero-x');
    const linkedin = page.getByTestId('hero-linkedin');
    await expect(x).toHaveAttribute('href', SITE.x.url);
    await expect(linkedin).toHaveAttribute('href', SITE.linkedin.url);
    for (const link of [x, linkedin]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(x).toHaveAttribute('aria-label', ar['social.x']);
  });

  test('with reduced motion the loop stays paused on its poster', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached();
    // The server renders the loop paused (it cannot know the preference); it stays so once the
    // page is the app's, whose first effects would have started it.
    await interactive(page);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.autoplay])).toEqual([
      true,
      false,
    ]);
    await expect(page.getByTestId('hero-motion-toggle')).toHaveCount(0);
    await context.close();
  });
});

test.describe('team', () => {
  const groupTitle = (page: Page) => page.getByTestId('team-group-title');
  const shown = async (page: Page) =>
    (await page.getByTestId('team-panel').getAttribute('data-group')) as TeamGroup;

  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/');
    await page.locator('#team').scrollIntoViewIfNeeded();
    // The cards' buttons and the toggles answer once the app runs the page.
    await interactive(page);
  });

  test('next cycles leadership → advisory → islamic → leadership', async ({ page }) => {
    await expect(groupTitle(page)).toHaveText(en['team.groups.leadership']);
    const order: TeamGroup[] = ['advisory', 'islamic', 'leadership'];
    for (const group of order) {
      await page.getByTestId('team-next').click();
      await expect(groupTitle(page)).toHaveText(en[`team.groups.${group}`]);
      expect(await shown(page)).toBe(group);
    }
  });

  test('previous cycles leadership → islamic → advisory → leadership', async ({ page }) => {
    await expect(groupTitle(page)).toHaveText(en['team.groups.leadership']);
    const order: TeamGroup[] = ['islamic', 'advisory', 'leadership'];
    for (const group of order) {
      await page.getByRole('button', { name: en['team.previous'] }).click();
      await expect(groupTitle(page)).toHaveText(en[`team.groups.${group}`]);
      expect(await shown(page)).toBe(group);
    }
  });

  test('the three dots show and choose the group', async ({ page }) => {
    const dots = page.getByRole('group', { name: en['team.groupNavigation'] }).getByRole('button');
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    for (const group of ['islamic', 'advisory', 'leadership'] as const) {
      const name = en['team.goToGroup'].replace('{group}', en[`team.groups.${group}`]);
      await page.getByRole('button', { name }).click();
      await expect(groupTitle(page)).toHaveText(en[`team.groups.${group}`]);
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('[data-testid^="team-dot-"][aria-current="true"]')).toHaveCount(1);
    }
    // After a dot, the arrows carry on from the chosen group.
    await page.getByTestId('team-dot-islamic').click();
    await page.getByTestId('team-next').click();
    await expect(groupTitle(page)).toHaveText(en['team.groups.leadership']);
    await page.getByTestId('team-previous').click();
    await expect(groupTitle(page)).toHaveText(en['team.groups.islamic']);
  });

  test('cards show the portrait, name and title; the advisory board is coming soon', async ({
    page,
  }) => {
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(content.team.leadership.length);
    for (const member of content.team.leadership) {
      const card = page.getByTestId(`team-member-${member.id}`);
      await expect(card).toContainText(member.name.en);
      await expect(card).toContainText(member.role.en);
      // The seeded team has no photos: the portrait is the person's initials
      // (visitor-finish.spec.ts checks them in each script).
      await expect(card.getByRole('img', { name: member.name.en })).toBeVisible();
    }
    await page.getByTestId('team-previous').click();
    await expect(cards).toHaveCount(content.team.islamic.length);
    await expect(page.getByTestId('team-linkedin')).toHaveCount(0);
    await page.getByTestId('team-previous').click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByTestId('team-coming-soon')).toContainText('Coming Soon');
    await expect(page.getByTestId('team-coming-soon')).toContainText(
      'Advisory Council members will be announced soon',
    );
  });

  test('the Arabic site shows Arabic names and titles', async ({ page }) => {
    // The visitor switches to Arabic (saved, and mirrored in the cookie) and comes back.
    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    const ceo = content.team.leadership[0]!;
    await expect(page.getByTestId(`team-member-${ceo.id}`)).toContainText(ceo.name.ar);
    await expect(page.getByTestId(`team-member-${ceo.id}`)).toContainText(ceo.role.ar);
    await expect(groupTitle(page)).toHaveText(ar['team.groups.leadership']);
  });

  test('clicking a card selects the member; clicking again clears it', async ({ page }) => {
    const [first, second] = content.team.leadership;
    const a = page.getByTestId(`team-member-${first!.id}`);
    const b = page.getByTestId(`team-member-${second!.id}`);
    await expect(a).toHaveAttribute('aria-pressed', 'false');
    await a.click();
    await expect(a).toHaveAttribute('aria-pressed', 'true');
    await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(a).toHaveAttribute('aria-pressed', 'false');
    await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'false');
  });

  test('leadership cards link to LinkedIn profiles in a new tab', async ({ page }) => {
    const links = page.getByTestId('team-linkedin');
    await expect(links).toHaveCount(content.team.leadership.length);
    for (const [i, member] of content.team.leadership.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute('href', linkedinProfileUrl(member.linkedin!));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute(
        'aria-label',
        en['team.linkedinProfile'].replace('{name}', member.name.en),
      );
    }
  });

  test('Contact Us scrolls to the contact section', async ({ page }) => {
    await page.getByRole('link', { name: en['team.contactUs'] }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('ventures and partners', () => {
  test('each venture links to its own site in a new tab', async ({ page }) => {
    await withPreferences(page, 'en', 'light');
    await page.goto('/#ventures');
    expect(content.ventures).toHaveLength(2);
    for (const venture of content.ventures) {
      const card = page.getByTestId(`venture-${venture.id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(venture.name.en);
      await expect(card).toContainText(venture.description.en);
      await expect(card.getByRole('img', { name: venture.logo!.alt.en })).toHaveAttribute(
        'src',
        new RegExp(`^/api/images/${venture.logo!.id}/`),
      );
      const link = card.getByTestId('venture-link');
      await expect(link).toContainText('Visit Website');
      await expect(link).toHaveAttribute('href', venture.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    await expect(page.getByTestId('ventures-coming-soon')).toHaveText(en['ventures.comingSoon']);
  });

  test('the Arabic venture links are localized', async ({ page }) => {
    await withPreferences(page, 'ar', 'dark');
    await page.goto('/#ventures');
    await expect(page.getByTestId('venture-link').first()).toContainText(
      ar['ventures.visitWebsite'],
    );
  });

  test('the partner logo links to the partner’s site in a new tab', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/#partners');
    const partner = content.partners[0]!;
    const link = page.getByTestId('partner-link');
    await expect(link).toHaveAttribute('href', partner.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const logo = link.locator('img:visible');
    // The dark theme's logo has light lettering (no white plate behind it).
    await expect(logo).toHaveAttribute(
      'src',
      new RegExp(`^/api/images/${(partner.logoDark ?? partner.logo)!.id}/`),
    );
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
  });

  test('Invest With Us opens /investor', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/#partners');
    await page.getByTestId('partners-invest').click();
    await expect(page).toHaveURL(/\/investor$/);
  });
});
