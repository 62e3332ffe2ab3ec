/**
 * The visitor's ways around the site: every in-page anchor path of SPEC section 2
 * lands on its section whatever loads meanwhile, links work as links before the app's script
 * has loaded and without JavaScript, the mobile menu holds the page behind it, the tablet header
 * keeps its logo and toggles, the header marks News on the news pages, and /invest has a theme
 * toggle.
 */
import { type Page, type Route, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { localizedPath } from '@vb/shared/paths';
import { expectLanded, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Language = 'ar' | 'en';

/** Four articles, answered only after `delayMs`: the latest news loads while the page scrolls. */
function slowNews(delayMs: number) {
  const now = new Date().toISOString();
  const articles = Array.from({ length: 4 }, (_, i) => ({
    id: 9000 + i,
    slug: `slow-article-${i}`,
    title: `A long enough headline for the card number ${i + 1} to wrap on narrow screens`,
    titleAr: `عنوان طويل بما يكفي لبطاقة الخبر رقم ${i + 1} كي يلتف على الشاشات الضيقة`,
    content: '<p>Body</p>',
    contentAr: '<p>نص</p>',
    excerpt:
      'An excerpt of several lines that makes the card taller than its stand-in would guess, ' +
      'as a real article does, with a second sentence to be sure.',
    excerptAr:
      'مقتطف من عدة أسطر يجعل البطاقة أطول مما يتوقعه البديل المؤقت كما يفعل خبر حقيقي، ' +
      'مع جملة ثانية للتأكد.',
    imageUrl: null,
    isPublished: true,
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ articles }),
    });
  };
}

const contactName = (language: Language) => messages[language]['nav.contact'];

/** The anchor paths of SPEC section 2 that go to the contact section. */
const PATHS: {
  name: string;
  start: string;
  narrowOnly?: boolean;
  wideOnly?: boolean;
  go(page: Page, language: Language): Promise<void>;
}[] = [
  {
    name: 'hero Get in Touch',
    start: '/',
    go: (page, language) =>
      page
        .locator(`[data-testid="hero"] a[href="${localizedPath(language, '/#contact')}"]`)
        .click(),
  },
  {
    name: 'team Contact Us',
    start: '/',
    go: (page) => page.getByTestId('team-contact').click(),
  },
  {
    name: 'header link',
    start: '/',
    wideOnly: true,
    go: (page, language) =>
      page
        .getByRole('navigation', { name: messages[language]['nav.mainNavigation'] })
        .getByRole('link', { name: contactName(language), exact: true })
        .click(),
  },
  {
    name: 'mobile-menu link',
    start: '/',
    narrowOnly: true,
    go: async (page, language) => {
      await page.getByTestId('menu-button').click();
      await page
        .getByTestId('mobile-menu')
        .getByRole('link', { name: contactName(language), exact: true })
        .click();
    },
  },
  {
    name: '/careers → Contact',
    start: '/careers',
    go: (page, language) => headerContact(page, language),
  },
  {
    name: '/news → Contact',
    start: '/news',
    go: (page, language) => headerContact(page, language),
  },
];

/** The header's Contact link (through the menu on a narrow screen). */
async function headerContact(page: Page, language: Language) {
  if (await page.getByTestId('menu-button').isVisible()) {
    await page.getByTestId('menu-button').click();
    await page
      .getByTestId('mobile-menu')
      .getByRole('link', { name: contactName(language), exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: messages[language]['nav.mainNavigation'] })
      .getByRole('link', { name: contactName(language), exact: true })
      .click();
  }
}

/**
 * Which widths each language and motion preference is tried at: every width meets both
 * languages and both preferences, and each language and preference meets a phone width and a
 * wide one: every pair is covered in half the page loads of trying all three together.
 */
const WIDTHS: Record<`${Language} ${'no-preference' | 'reduce'}`, number[]> = {
  'ar no-preference': [375, 1024],
  'en reduce': [375, 1024],
  'ar reduce': [768, 1440],
  'en no-preference': [768, 1440],
};

test.describe('anchor paths land on their section', () => {
  // Four tests of about ten paths each: run side by side when there are two workers.
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(300_000);
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    for (const language of ['ar', 'en'] as const) {
      const widths = WIDTHS[`${language} ${reducedMotion}`];
      test(`every path to Contact at ${widths.join(' and ')} px (${language}, motion: ${reducedMotion})`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion });
        await withPreferences(page, language);
        await page.route('**/api/news?limit=4', slowNews(700));
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
          for (const path of PATHS) {
            if (path.narrowOnly && width >= 768) continue;
            if (path.wideOnly && width < 768) continue;
            const label = `${path.name} at ${width} px (${language}, ${reducedMotion})`;
            await page.goto(localizedPath(language, path.start));
            await expect(page.locator('#root')).toHaveAttribute('data-interactive');
            await path.go(page, language);
            await expect(page).toHaveURL(language === 'ar' ? /\/(#contact)?$/ : /\/en(#contact)?$/);
            await expectLanded(page, 'contact', label);
          }
        }
      });
    }
  }
});

test.describe('links before the app', () => {
  test('without JavaScript a header link and a footer link navigate', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers');
    await page
      .locator('[data-testid="site-header"] nav')
      .first()
      .locator('a[href="/#contact"]')
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await page.locator('[data-testid="site-footer"] a[href="/#process"]').click();
    await expect(page).toHaveURL(/\/#process$/);
    await expect(page.locator('#process')).toBeInViewport();
    // The team's Contact Us is a link too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('team-contact').click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await context.close();
  });

  test('a link clicked before the app’s script has loaded navigates', async ({ page }) => {
    await withPreferences(page, 'en');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const careers = page
      .locator('[data-testid="site-header"] nav')
      .first()
      .getByRole('link', { name: messages.en['nav.careers'], exact: true });
    await expect(careers).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-interactive');
    await careers.click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/careers$/);
    release();
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const language of ['ar', 'en'] as const) {
    test(`holds the page behind it and closes on Escape (${language})`, async ({ page }) => {
      await withPreferences(page, language);
      await page.goto(localizedPath(language, '/'));
      await expect(page.locator('#root')).toHaveAttribute('data-interactive');
      const button = page.getByTestId('menu-button');
      await button.click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu).toBeVisible();
      // The focus goes into the menu.
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu')))
        .toBe(true);
      // A backdrop dims the page; the page does not scroll.
      await expect(page.getByTestId('menu-backdrop')).toBeVisible();
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(187, 700);
      // The wheel reached the page, and two frames passed (a scroll it caused would show by then).
      await page.evaluate(() => {
        (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise((resolve) =>
          window.addEventListener(
            'wheel',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            { once: true, capture: true },
          ),
        );
      });
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      // A click behind the menu does not reach the page (it only closes the menu).
      await page.evaluate(() => {
        const w = window as unknown as { pageClicks: number };
        w.pageClicks = 0;
        document.getElementById('main')?.addEventListener('click', () => (w.pageClicks += 1));
      });
      await page.mouse.click(187, 730);
      await expect(menu).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { pageClicks: number }).pageClicks),
      ).toBe(0);
      await expect(page).toHaveURL(language === 'ar' ? /\/$/ : /\/en$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      // Escape closes it, the focus back on the menu button.
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('menu-button');
    });
  }
});

test.describe('the header at tablet widths', () => {
  for (const language of ['ar', 'en'] as const) {
    test(`keeps the logo and the toggles whole from 768 to 1024 px (${language})`, async ({
      page,
    }) => {
      await withPreferences(page, language);
      const home = localizedPath(language, '/');
      await page.goto(home);
      for (const width of [768, 800, 900, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const header = page.getByTestId('site-header');
        const logo = header.locator(`a[href="${home}"] svg`).first();
        await expect
          .poll(async () => (await logo.boundingBox())?.width ?? 0, { message: `logo at ${width}` })
          .toBeGreaterThan(20);
        for (const toggle of ['language-toggle', 'theme-toggle']) {
          const fits = await header.getByTestId(toggle).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return (
              r.left >= 0 && r.right <= window.innerWidth && el.scrollWidth <= el.clientWidth + 1
            );
          });
          expect(fits, `${toggle} at ${width} px`).toBe(true);
        }
      }
    });
  }
});

test.describe('smaller fixes', () => {
  for (const language of ['ar', 'en'] as const) {
    test(`News is the current page on /news and its articles (${language})`, async ({ page }) => {
      await withPreferences(page, language);
      for (const path of ['/news', '/news/some-article']) {
        await page.goto(path);
        const news = page
          .getByRole('navigation', { name: messages[language]['nav.mainNavigation'] })
          .getByRole('link', { name: messages[language]['nav.news'], exact: true });
        await expect(news).toHaveAttribute('aria-current', 'page');
      }
    });

    test(`/invest has a theme toggle that works (${language})`, async ({ page }) => {
      await withPreferences(page, language);
      await page.goto('/invest');
      await expect(page.locator('#root')).toHaveAttribute('data-interactive');
      const toggle = page.getByTestId('theme-toggle');
      await expect(toggle).toBeVisible();
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
    });
  }
});
