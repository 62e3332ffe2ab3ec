import { describe, expect, it } from 'vitest';
import { applyRender, deferScripts } from './render';

const TEMPLATE = `<!doctype html>
<html lang="ar" dir="rtl" class="dark">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('applying a server render to the page', () => {
  it('sets <html> to the language and theme and marks the root with what it holds', () => {
    const html = applyRender(
      TEMPLATE,
      { language: 'en', theme: 'light', narrow: true },
      '<p>$& $1 hi</p>',
    );
    expect(html).toContain('<html lang="en" dir="ltr" class="light">');
    // Replacement patterns in the app's HTML are taken literally.
    expect(html).toContain(
      '<div id="root" data-rendered="en light" data-narrow="true"><p>$& $1 hi</p></div>',
    );
  });

  it('without a render, only sets <html> (the browser renders the page)', () => {
    const html = applyRender(
      TEMPLATE,
      { language: 'ar', theme: 'light', narrow: false },
      undefined,
    );
    expect(html).toContain('<html lang="ar" dir="rtl" class="light">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('hands the scripts to the loader: one deferred script listing the entry and the preloads', () => {
    const html = deferScripts(
      TEMPLATE,
      ['/assets/page-d.js', '/assets/i18n-b.js'],
      '/assets/boot-e.js',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain(
      '<script defer src="/assets/boot-e.js" data-entry="/assets/index-a.js" data-preload="/assets/i18n-b.js /assets/page-d.js"></script></head>',
    );
  });

  it('leaves a page without exactly one module script as it is', () => {
    const none = TEMPLATE.replace(/<script[^>]*><\/script>/, '');
    expect(deferScripts(none, [], '/assets/boot.js')).toBe(none);
  });
});
