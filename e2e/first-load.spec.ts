/**
 * What the home page loads before any interaction, in bytes (the same measure as `npm run
 * bench`, bench/firstLoad.ts): under the JavaScript budget in both languages, and without the
 * modules only later steps need. A regression shows here on every `npm test`, not only in a bench
 * run.
 */
import { devices, expect, test } from '@playwright/test';
import { localizedPath } from '@vb/shared/paths';
import { HOME_JS_BAR_BYTES, HOME_JS_BAR_KB, assetsLoadedBy, chunkName } from '../bench/firstLoad';
import { interactive, withPreferences } from './fixtures';

const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

/**
 * Chunks that the home page must not load before the visitor does something: the article-markup
 * parser (an article page, the admin), the zod schemas (the first read or form), the ICU formatter
 * (after a form is sent) and the admin with its UI libraries.
 */
const LATER = [
  'markup',
  'readSchemas',
  'schemas',
  'intlFormatter',
  'AdminPage',
  'admin-ui',
  'ArticlePage',
];

for (const language of ['ar', 'en'] as const) {
  test(`the home page's first load stays under ${HOME_JS_BAR_KB} KB of JavaScript (${language})`, async ({
    page,
  }) => {
    await withPreferences(page, language);
    const loaded = await assetsLoadedBy(page, localizedPath(language, '/'));
    await interactive(page);
    const scripts = loaded.filter((f) => f.type === 'script');
    const names = scripts.map((f) => chunkName(new URL(f.url).pathname));
    expect(names).toContain('index');
    for (const later of LATER)
      expect(names, `${later} loaded before any interaction`).not.toContain(later);
    const total = scripts.reduce((sum, f) => sum + f.gzip, 0);
    const listing = scripts
      .map((f, i) => `${names[i]} ${(f.gzip / 1024).toFixed(1)} KB`)
      .join(', ');
    expect(total, `home JavaScript (gzip -9): ${listing}`).toBeLessThan(HOME_JS_BAR_BYTES);
  });
}
