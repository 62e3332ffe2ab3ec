import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
} from '@playwright/test';
import { preferenceCookies } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * The XSS battery's harness (e2e/xss.spec.ts): a browser context that records every way a
 * payload could run (an `__xss` call, a dialog, a window, dangerous markup in any frame), and
 * the helpers that walk the admin's paged lists.
 */

export type Lang = 'ar' | 'en';
export type Mode = 'csp' | 'bypass';

// ── The detector ────────────────────────────────────────────────────────────────────────

interface Hits {
  calls: string[];
  dialogs: string[];
}

export interface Harness {
  context: BrowserContext;
  page: Page;
  hits: Hits;
  /** Lets the page settle, then asserts nothing ran and nothing dangerous is in the DOM. */
  check(where: string): Promise<void>;
}

/** Records __xss calls, dialog functions and cross-origin frame messages in every frame. */
function detectorScript() {
  const w = window as unknown as Record<string, unknown>;
  const calls: string[] = [];
  const report = (what: unknown) => {
    calls.push(String(what));
    try {
      (w.__xssReport as (x: string) => void)(String(what));
    } catch {
      // the binding may not be there yet: the list on the window still has it
    }
  };
  Object.defineProperty(window, '__xssCalls', { value: calls });
  Object.defineProperty(window, '__xss', { value: report, writable: false, configurable: false });
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    const original = window[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(window, name, {
      value: function (this: unknown, ...args: unknown[]) {
        report(`${name}(${String(args[0] ?? '')})`);
        return original.apply(this, args);
      },
      writable: false,
      configurable: false,
    });
  }
  window.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && '__xss' in data)
      report((data as { __xss: unknown }).__xss);
  });
}

/**
 * Dangerous things in a document, whether or not they ran: event-handler attributes, scripts other
 * than the site's own files and JSON-LD, frames and plugins, <base>, meta refresh, and URLs with a
 * scheme other than http(s), mailto, tel, blob or a raster data image.
 */
export function auditDom(): string[] {
  const bad: string[] = [];
  const SAFE = new Set(['http:', 'https:', 'mailto:', 'tel:', 'blob:']);
  const URL_ATTRS = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'poster',
    'srcset',
    'ping',
  ]);
  const describe = (el: Element) => `<${el.localName}> ${el.outerHTML.slice(0, 160)}`;
  // The page's embedded first reads: one JSON data block (not executable), which must parse.
  const dataBlocks = document.querySelectorAll('script[type="application/json"]');
  const readsBlock = document.getElementById('initial-reads');
  if (dataBlocks.length > 1 || (dataBlocks.length === 1 && dataBlocks[0] !== readsBlock))
    bad.push(`script: ${dataBlocks.length} JSON data blocks`);
  if (readsBlock) {
    try {
      JSON.parse(readsBlock.textContent ?? '');
    } catch {
      bad.push(`script: the initial reads are not JSON: ${describe(readsBlock)}`);
    }
  }
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (tag === 'script') {
      const s = el as HTMLScriptElement;
      const ownFile = s.src !== '' && new URL(s.src).origin === location.origin;
      const data = s.type === 'application/ld+json' || el === readsBlock;
      if (!ownFile && !data) bad.push(`script: ${describe(el)}`);
    }
    if (
      [
        'iframe',
        'frame',
        'object',
        'embed',
        'base',
        'foreignobject',
        'animate',
        'set',
        'isindex',
      ].includes(tag)
    )
      bad.push(`element: ${describe(el)}`);
    if (tag === 'meta' && /refresh/i.test(el.getAttribute('http-equiv') ?? ''))
      bad.push(`meta refresh: ${describe(el)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc')
        bad.push(`attribute ${name}: ${describe(el)}`);
      if (name === 'style' && /javascript:|expression\s*\(|behavior\s*:/i.test(attr.value))
        bad.push(`style: ${describe(el)}`);
      if (!URL_ATTRS.has(name) || attr.value.trim() === '') continue;
      const values =
        name === 'srcset'
          ? attr.value.split(',').map((v) => v.trim().split(/\s+/)[0] ?? '')
          : [attr.value];
      for (const value of values) {
        let url: URL;
        try {
          url = new URL(value, document.baseURI);
        } catch {
          continue;
        }
        const rasterData =
          url.protocol === 'data:' && /^\s*data:image\/(png|jpeg|gif|webp)[;,]/i.test(value);
        if (!SAFE.has(url.protocol) && !rasterData)
          bad.push(`url ${name}=${value.slice(0, 80)}: ${describe(el)}`);
      }
    }
  }
  return bad;
}

export async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Two frames and a moment: long enough for an injected image's error or an svg's load event.
  await page.evaluate(
    () =>
      new Promise<void>((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 120))),
      ),
  );
}

export async function newHarness(
  browser: Browser,
  baseURL: string,
  mode: Mode,
  language: Lang,
): Promise<Harness> {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: mode === 'bypass',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
  });
  const hits: Hits = { calls: [], dialogs: [] };
  await context.exposeBinding('__xssReport', ({ frame }, what: string) => {
    hits.calls.push(`${what} @ ${frame.url().slice(0, 120)}`);
  });
  await context.addInitScript(detectorScript);
  await preferenceCookies(context, language, 'dark', baseURL);
  await context.addInitScript(
    ([l]) => {
      if (!sessionStorage.getItem('xss-prefs')) {
        localStorage.setItem('language', l);
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('xss-prefs', '1');
      }
    },
    [language] as const,
  );
  const watch = (p: Page) =>
    p.on('dialog', (dialog) => {
      hits.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  context.on('page', watch);
  const page = await context.newPage();
  const check = async (where: string) => {
    await settle(page);
    expect(hits.calls, `__xss called on ${where}`).toEqual([]);
    expect(hits.dialogs, `dialog opened on ${where}`).toEqual([]);
    for (const frame of page.frames()) {
      const bad = await frame.evaluate(auditDom).catch(() => [] as string[]);
      expect(bad, `dangerous markup on ${where} (frame ${frame.url()})`).toEqual([]);
    }
    expect(context.pages(), `a window opened on ${where}`).toHaveLength(1);
  };
  return { context, page, hits, check };
}

/** Runs `body` in a fresh harness (signed in to the admin first if asked), closed afterwards. */
export async function inHarness(
  browser: Browser,
  baseURL: string,
  mode: Mode,
  language: Lang,
  { admin }: { admin: boolean },
  body: (harness: Harness) => Promise<void>,
) {
  const harness = await newHarness(browser, baseURL, mode, language);
  try {
    if (admin) await signIn(harness.page);
    await body(harness);
  } finally {
    await harness.context.close();
  }
}

/** Whether an inline script runs in this context: it must not with the CSP, and must without. */
export async function expectCspMode(page: Page, mode: Mode) {
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(
    ran,
    `inline scripts ${mode === 'csp' ? 'blocked by the CSP' : 'run with the CSP bypassed'}`,
  ).toBe(mode === 'bypass');
}

/** The items of the page an admin content list shows, once it has them and reads no more. */
export async function listPage(
  page: Page,
  name: 'news' | 'listings',
  item: string,
): Promise<Locator> {
  const tab = page.getByTestId(`${name}-tab`);
  const items = tab.getByTestId(item);
  await expect(items.first()).toBeVisible();
  await expect(tab).not.toHaveAttribute('aria-busy', 'true');
  return items;
}

/**
 * Goes through every page of an admin content list (`news` or `listings`, read a page at a time):
 * `visit` is given each page's items once they are that page's; answers how many there were.
 */
export async function eachListPage(
  page: Page,
  name: 'news' | 'listings',
  item: string,
  visit: (items: Locator, pageNumber: number) => Promise<void>,
): Promise<number> {
  let seen = 0;
  for (let p = 1; ; p++) {
    const items = await listPage(page, name, item);
    await visit(items, p);
    seen += await items.count();
    const next = page.getByTestId(`${name}-pager`).locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true')
      return seen;
    await next.click();
    await expect(
      page.getByTestId(`${name}-pager`).locator('.ant-pagination-item-active'),
    ).toHaveAttribute('title', String(p + 1));
  }
}

async function signIn(page: Page) {
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
}
