/**
 * Two outside checkers over every public page, in both languages and both themes (issue 12):
 *
 * - HTML_CodeSniffer, WCAG 2 AA, errors only: the runner pa11y uses (`@pa11y/html_codesniffer`,
 *   pa11y's own build of it), run in the Playwright Chromium on the hydrated page. Not pa11y itself:
 *   it would add puppeteer (a second driver for the same Chromium, whose install fetches a Chrome
 *   unless told not to) and a browser start per page, where this reuses the e2e server, the
 *   preference fixtures and one browser;
 * - the Nu HTML Checker (`vnu-jar`, on the machine's Java), errors only, over the HTML the server
 *   sends, all pages in one run.
 *
 * Languages and themes are set as a returning visitor has them (fixtures.ts: storage + cookies).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

const require = createRequire(import.meta.url);
const HTMLCS = require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js');
const VNU = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

const LANGUAGES = ['ar', 'en'] as const;
const THEMES = ['dark', 'light'] as const;
type Language = (typeof LANGUAGES)[number];

/** A published bilingual article for the article page (tests share one server, which starts empty). */
let article: Promise<string> | undefined;
function articleSlug(baseURL: string): Promise<string> {
  article ??= (async () => {
    const api = await adminApi(baseURL);
    const title = unique('Validators article');
    const res = await api.post('/api/admin/news', {
      data: {
        title,
        titleAr: `مقال ${title}`,
        content: `Content of ${title}.`,
        contentAr: `محتوى ${title}.`,
        excerpt: `Excerpt of ${title}.`,
        excerptAr: `ملخص ${title}.`,
        isPublished: true,
      },
    });
    expect(res.status()).toBe(201);
    const { slug } = ((await res.json()) as { article: { slug: string } }).article;
    await api.dispose();
    return slug;
  })();
  return article;
}

/** The public pages by name → path. */
async function publicPages(baseURL: string | undefined): Promise<[string, string][]> {
  const slug = await articleSlug(baseURL ?? '');
  return [
    ['home', '/'],
    ['news', '/news'],
    ['article', `/news/${encodeURIComponent(slug)}`],
    ['careers', '/careers'],
    ['invest', '/invest'],
    ['investor', '/investor'],
    ['404', '/no-such-page'],
  ];
}

/**
 * A page's address in a language. The language comes from the preferences (cookies and storage);
 * when pages get per-language addresses, this is the one place to change.
 */
const pageUrl = (pathname: string, _language: Language) => pathname;

/** Every error as one line: page, where and what. */
type Finding = string;

test.describe('HTML_CodeSniffer (WCAG 2 AA), the runner of pa11y', () => {
  // The checker is injected as a script: the site's CSP would refuse it.
  test.use({ bypassCSP: true });
  test.setTimeout(240_000);

  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      test(`every public page has no error in ${language}, ${theme}`, async ({ page, baseURL }) => {
        await withPreferences(page, language, theme);
        const findings: Finding[] = [];
        for (const [name, pathname] of await publicPages(baseURL)) {
          await page.goto(pageUrl(pathname, language));
          await interactive(page);
          await page.waitForLoadState('networkidle');
          await page.addScriptTag({ path: HTMLCS });
          const errors = await page.evaluate(
            () =>
              new Promise<string[]>((resolve) => {
                const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
                htmlcs.process('WCAG2AA', document, () => {
                  resolve(
                    htmlcs
                      .getMessages()
                      .filter((m) => m.type === 1)
                      .map(
                        (m) =>
                          `${m.code}: ${m.msg} — ${m.element.outerHTML.replace(/\s+/g, ' ').slice(0, 160)}`,
                      ),
                  );
                });
              }),
          );
          findings.push(...errors.map((e) => `${name} (${language}, ${theme}): ${e}`));
        }
        expect(findings).toEqual([]);
      });
    }
  }
});

/** HTML_CodeSniffer's global, as much of it as is used here. */
interface HtmlCs {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

const run = promisify(execFile);

test('the Nu HTML Checker finds no error in any public page’s server HTML', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        // The server renders the page in the preference cookies' language and theme.
        const request = await playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: {
            cookie: `${PREFERENCE_COOKIES.language}=${language}; ${PREFERENCE_COOKIES.theme}=${theme}`,
          },
        });
        for (const [name, pathname] of await publicPages(baseURL)) {
          const response = await request.get(pageUrl(pathname, language));
          expect(response.headers()['content-type']).toContain('text/html');
          const file = path.join(dir, `${name}.${language}.${theme}.html`);
          fs.writeFileSync(file, await response.body());
          files.push(file);
        }
        await request.dispose();
      }
    }
    // One run over every page (the checker's start-up is most of its time). It exits 1 when it
    // reports errors; the report is what is checked.
    const { stdout, stderr } = await run(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: unknown; stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new Error('the Nu HTML Checker needs Java 11 or newer on the PATH (`java`)');
      return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
    });
    const report = JSON.parse(stderr || stdout) as {
      messages: {
        type: string;
        url?: string;
        lastLine?: number;
        message: string;
        extract?: string;
      }[];
    };
    const findings = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
      );
    expect(findings).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
