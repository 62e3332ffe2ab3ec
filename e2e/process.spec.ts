import { type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const STAGES = ['ideate', 'research', 'launch', 'grow'] as const;

/** Opens the home page and brings the process diagram into view. */
async function openDiagram(page: Page) {
  await page.goto('/');
  const diagram = page.getByTestId('process-diagram');
  await diagram.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return diagram;
}

test.describe('home process section', () => {
  test('the animation starts once the diagram is in view and ignores re-triggers for 8 s', async ({
    page,
  }) => {
    await withPreferences(page, 'en', 'dark');
    const diagram = await openDiagram(page);
    await expect(diagram).toHaveAttribute('data-run', /^[1-9]\d*$/);
    await expect(diagram).not.toHaveAttribute('data-state', 'idle');

    // Start a run of our own as soon as the replay lock of the first one is over, then leave and
    // come back and press Replay again: all in the page, timed, since this machine may be slow.
    const replay = page.getByTestId('process-replay');
    await expect(replay).toHaveAttribute('aria-disabled', 'false', { timeout: 12_000 });
    const before = Number(await diagram.getAttribute('data-run'));
    const result = await diagram.evaluate(async (el) => {
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150)));
      const button = document.querySelector<HTMLButtonElement>('[data-testid=process-replay]');
      const started = Date.now();
      button?.click();
      await frames();
      const afterReplay = el.getAttribute('data-run');
      const disabled = button?.getAttribute('aria-disabled');
      window.scrollTo({ top: 0, behavior: 'instant' });
      await frames();
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frames();
      button?.click();
      await frames();
      return {
        afterReplay,
        disabled,
        afterRetriggers: el.getAttribute('data-run'),
        elapsed: Date.now() - started,
      };
    });
    expect(result.afterReplay).toBe(String(before + 1));
    expect(result.disabled).toBe('true');
    expect(result.elapsed).toBeLessThan(8000);
    expect(result.afterRetriggers).toBe(String(before + 1));

    // After the whole sequence the diagram rests, and Replay works again.
    await expect(diagram).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(replay).toHaveAttribute('aria-disabled', 'false');
    await replay.click();
    await expect(diagram).toHaveAttribute('data-run', String(before + 2));
  });

  test('selects and clears the main arrow and a marker', async ({ page }) => {
    await withPreferences(page, 'en', 'light');
    await openDiagram(page);
    const en = messages.en;
    const main = page.getByRole('button', { name: en['process.mainArrow'] });
    const marker3 = page.getByRole('button', { name: 'Marker 03: Launch' });
    await expect(page.getByRole('button', { name: /^Marker 0\d: / })).toHaveCount(4);

    await main.click();
    await expect(main).toHaveAttribute('aria-pressed', 'true');
    await main.click();
    await expect(main).toHaveAttribute('aria-pressed', 'false');

    await marker3.click();
    await expect(marker3).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toHaveAttribute('aria-pressed', 'false');
    await main.click();
    await expect(main).toHaveAttribute('aria-pressed', 'true');
    await expect(marker3).toHaveAttribute('aria-pressed', 'false');
    await marker3.click();
    await marker3.click();
    await expect(marker3).toHaveAttribute('aria-pressed', 'false');
    await expect(main).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: the parts are real buttons.
    await main.focus();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(main).toHaveAttribute('aria-pressed', 'false');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`hover cards show a description and three key tasks (${language})`, async ({ page }) => {
      await withPreferences(page, language, 'dark');
      await openDiagram(page);
      const m = messages[language];
      for (const id of STAGES) {
        const stage = page.getByTestId(`process-stage-${id}`);
        await expect(stage).toContainText(m[`process.stages.${id}.title`]);
        await stage.hover();
        const card = page.getByTestId('process-card');
        await expect(card).toHaveCount(1);
        await expect(card).toBeVisible();
        await expect(card).toContainText(m[`process.stages.${id}.description`]);
        await expect(card).toContainText(m['process.keyTasks']);
        await expect(card.getByRole('listitem')).toHaveText([
          m[`process.stages.${id}.task1`],
          m[`process.stages.${id}.task2`],
          m[`process.stages.${id}.task3`],
        ]);
        await page.mouse.move(0, 0);
        await expect(card).toHaveCount(0);
      }

      // The diagram flows in the reading direction: right to left in Arabic.
      const first = await page.getByTestId('process-stage-ideate').boundingBox();
      const last = await page.getByTestId('process-stage-grow').boundingBox();
      expect(first && last).toBeTruthy();
      if (first && last) {
        if (language === 'ar') expect(first.x).toBeGreaterThan(last.x);
        else expect(first.x).toBeLessThan(last.x);
      }

      // Keyboard focus opens a card too, Escape closes it.
      await page.getByTestId('process-stage-research').focus();
      await expect(page.getByTestId('process-card')).toContainText(
        m['process.stages.research.task1'],
      );
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('process-card')).toHaveCount(0);
    });
  }

  test('Invest With Us goes to /investor', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await openDiagram(page);
    await page
      .locator('#process')
      .getByRole('link', { name: messages.en['process.investWithUs'] })
      .click();
    await expect(page).toHaveURL(/\/investor$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
});

test.describe('home process section on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the diagram is vertical and fits, and a tap opens a card', async ({ page }) => {
    await withPreferences(page, 'ar', 'light');
    const diagram = await openDiagram(page);
    await expect(diagram).toHaveAttribute('data-orientation', 'vertical');
    const box = await diagram.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const launch = page.getByTestId('process-stage-launch');
    await launch.tap();
    const card = page.getByTestId('process-card');
    await expect(card.getByRole('listitem')).toHaveCount(3);
    const cardBox = await card.boundingBox();
    expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= 375).toBe(true);
    await launch.tap();
    await expect(card).toHaveCount(0);
  });
});
