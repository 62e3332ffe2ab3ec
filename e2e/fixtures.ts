import {
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  expect,
  request,
} from '@playwright/test';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { E2E_ADMIN } from './global-setup';

/** A job listing's fields a test sets; the rest are a complete listing's defaults. */
export interface ListingBody {
  title: string;
  titleAr?: string;
  isActive?: boolean;
  description?: string;
}

/** Creates a job listing through `api` (an `adminApi` context); answers its id. */
export async function createListing(api: APIRequestContext, body: ListingBody): Promise<number> {
  const res = await api.post('/api/admin/job-listings', {
    data: {
      department: 'technology',
      location: 'Riyadh, Saudi Arabia',
      description: 'Build products.',
      requirements: 'Curiosity.',
      employmentType: 'full-time',
      isActive: true,
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { jobListing: { id: number } }).jobListing.id;
}

/**
 * The articles whose titles or address hold every word of `search`, each read whole (its texts
 * too) as the admin API has it: the list answers a page of previews (API contract 2).
 */
export async function findArticles<T = Record<string, unknown>>(
  api: APIRequestContext,
  search: string,
): Promise<T[]> {
  const res = await api.get(`/api/admin/news?limit=100&q=${encodeURIComponent(search)}`);
  expect(res.status()).toBe(200);
  const { articles } = (await res.json()) as { articles: { id: number }[] };
  return Promise.all(articles.map(({ id }) => adminItem<T>(api, 'news', id)));
}

/** One article or job listing, whole, as the admin API has it now. */
export async function adminItem<T = Record<string, unknown>>(
  api: APIRequestContext,
  kind: 'news' | 'job-listings',
  id: number,
): Promise<T> {
  const res = await api.get(`/api/admin/${kind}/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { article?: T; jobListing?: T };
  return (body.article ?? body.jobListing)!;
}

/**
 * An API client signed in (bearer token) as the e2e admin, or as another staff member, for
 * arranging data.
 */
export async function adminApi(
  baseURL: string,
  who: { email: string; password: string } = E2E_ADMIN,
): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/token', { data: who });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/**
 * Sets language and theme before the page's scripts run, as a returning visitor has them: saved in
 * the browser and mirrored in the preference cookies (so the server renders the page in them; the
 * desktop console keeps no cookies: `cookies: false`).
 */
export async function withPreferences(
  page: Page,
  language: 'ar' | 'en',
  theme: 'dark' | 'light' = 'dark',
  { cookies = true }: { cookies?: boolean } = {},
) {
  if (cookies) await preferenceCookies(page.context(), language, theme);
  await page.addInitScript(
    ([l, t]) => {
      if (!sessionStorage.getItem('e2e-prefs-set')) {
        localStorage.setItem('language', l);
        localStorage.setItem('theme', t);
        sessionStorage.setItem('e2e-prefs-set', '1');
      }
    },
    [language, theme] as const,
  );
}

/** The preference cookies the site keeps in step with the saved language and theme. */
export async function preferenceCookies(
  context: BrowserContext,
  language: 'ar' | 'en',
  theme: 'dark' | 'light' = 'dark',
  url = process.env.E2E_BASE_URL,
) {
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)');
  await context.addCookies([
    { name: PREFERENCE_COOKIES.language, value: language, url },
    { name: PREFERENCE_COOKIES.theme, value: theme, url },
  ]);
}

/**
 * Waits until the app has taken over a page the server rendered: App's `Interactive` marks the
 * root `data-interactive` in the effects of hydration's first commit, the commit whose effects
 * also start or pause media and read the media queries the server could not know.
 */
export async function interactive(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-interactive');
}

let counter = 0;
/** A unique suffix for data a test creates (tests share one server). */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The class names antd gives a popup (dialog, menu) while its opening animation runs. A click then
 * can be lost on a busy machine: full runs lost clicks on a confirmation's Cancel while the dialog
 * was still `ant-zoom-appear-active`.
 */
const OPENING = /\bant-[\w-]+-(appear|enter)\b/;

/** Waits until an antd popup is shown and its opening animation has finished. */
export async function opened(popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(OPENING);
}

/** The contact messages tab, searched for `name`: its one card. */
export async function contactCard(page: Page, name: string): Promise<Locator> {
  await page.getByTestId('admin-tab-contact').click();
  const list = page.getByTestId('submissions-contact-messages');
  await list.getByTestId('submissions-search').fill(name);
  const card = list.getByTestId('submission-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  return card;
}

/** Opens a card's side panel and waits until it has opened. */
export async function openPanel(page: Page, card: Locator): Promise<Locator> {
  await card.getByTestId('open-panel').click();
  const drawer = page.getByTestId('submission-panel');
  await opened(drawer);
  return drawer;
}

const POPUPS = ['dropdown', 'tooltip', 'popover']
  .map((name) => `.ant-${name}:not(.ant-${name}-hidden)`)
  .join(', ');

/**
 * Moves the pointer off the page's controls and waits until no menu, tooltip or popover is shown
 * or still animating away. Escape closes only the topmost layer (rc-component keeps one stack for
 * every popup): a menu still leaving, or the tooltip of the control the pointer rests on, takes
 * the key before the dialog or side panel beneath it. Full runs lost Escapes to both.
 */
export async function popupsClosed(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.locator(POPUPS)).toHaveCount(0);
}

/**
 * Waits for a dialog to open and finish opening, then clicks one of its buttons until the dialog
 * has closed (see `OPENING`).
 */
export async function answerDialog(page: Page, button: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await answerQuestion(dialog, dialog.getByRole('button', { name: button }));
}

/**
 * `answerDialog` for a question asked over another dialog or drawer (`question`: e.g.
 * `.ant-modal-confirm`), answered with `button`.
 */
export async function answerQuestion(question: Locator, button: Locator) {
  await opened(question);
  await expect(async () => {
    if (await question.isVisible()) {
      await expect(question).not.toHaveClass(OPENING, { timeout: 2_000 });
      await button.click({ timeout: 2_000 });
    }
    await expect(question).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Where the section sits once it has stopped moving (the same place for 20 animation frames in a
 * row: the page's scrolls and re-aims run on frames): its top against the scroll padding's aim,
 * and against the header's bottom edge, read in the same frame.
 */
const settledPlace = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) =>
      new Promise<{ offFromAim: number; belowHeader: number }>((resolve) => {
        const place = () => {
          const section = document.getElementById(sectionId);
          const header = document.querySelector('[data-testid="site-header"]');
          if (!section || !header) return { offFromAim: Number.NaN, belowHeader: Number.NaN };
          const padding =
            parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
          const top = section.getBoundingClientRect().top;
          return {
            offFromAim: Math.round(top - padding),
            belowHeader: Math.round(top - header.getBoundingClientRect().bottom),
          };
        };
        let last = place();
        let still = 0;
        const frame = () => {
          const now = place();
          still =
            now.offFromAim === last.offFromAim && now.belowHeader === last.belowHeader
              ? still + 1
              : 0;
          last = now;
          if (still >= 20) resolve(now);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    id,
  );

/**
 * The section has come to rest right below the header, where the scroll padding aims. What loads
 * late may move it once more and the page re-aims: the place that counts is the one it rests in.
 */
export async function expectLanded(page: Page, id: string, label: string) {
  await expect(async () => {
    const { offFromAim, belowHeader } = await settledPlace(page, id);
    expect(Math.abs(offFromAim), `${label}: ${offFromAim} px from the aim`).toBeLessThanOrEqual(3);
    expect(belowHeader, `${label}: below the header`).toBeGreaterThanOrEqual(-1);
    expect(belowHeader, `${label}: right below the header`).toBeLessThanOrEqual(24);
  }).toPass({ timeout: 15_000 });
}

/** Requests that stay open by design: the admin's live feed (Server-Sent Events). */
const LONG_LIVED = /\/api\/admin\/events(\?|$)/;
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests in flight, for `networkQuiet` (call before it navigates). */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!LONG_LIVED.test(r.url())) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Resolves once the page has had no request in flight for 500 ms, the admin's live feed aside:
 * Playwright's 'networkidle' never comes while that stream is open.
 */
export async function networkQuiet(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: call trackRequests(page) before the page loads');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(500);
}

/**
 * The toast viewport (the site's and the admin's: Radix, a region labelled 'Notifications (F8)' /
 * 'الإشعارات (F8)' holding the list) and its toasts, newest last.
 */
export const toastRegion = (page: Page) =>
  page.getByRole('region', { name: /Notification|الإشعارات/ });
export const toastItems = (page: Page) => toastRegion(page).locator('li');

/** The password of the staff members `newStaffMember` creates. */
export const STAFF_PASSWORD = 'a long and unusual passphrase 42';

/**
 * A new staff member (invited through `api`, an owner's context, and the invitation accepted),
 * for tests that change what is kept per person (views, preferences): answers the e-mail.
 */
export async function newStaffMember(
  api: APIRequestContext,
  baseURL: string,
  { tag, roles }: { tag: string; roles: string[] },
): Promise<string> {
  const email = `${unique(tag).toLowerCase()}@example.test`;
  const invited = await api.post('/api/admin/users', {
    data: { email, name: `${tag} tester`, roles },
  });
  expect(invited.status()).toBe(201);
  const { token } = ((await invited.json()) as { invitation: { token: string } }).invitation;
  const anon = await request.newContext({ baseURL });
  const accepted = await anon.post('/api/auth/invitation', {
    data: { token, password: STAFF_PASSWORD },
  });
  expect(accepted.status()).toBe(204);
  await anon.dispose();
  return email;
}

/**
 * Opens the admin signed in as `email` (a `newStaffMember`, or the e2e admin with its password) in
 * the given language and theme. The session is made through the page's own request context, so
 * the browser holds its cookie as after the form: the sign-in form itself is the journey of
 * admin-signin.spec.ts, and filling it before every test only cost time.
 */
export async function signInAs(
  page: Page,
  email: string,
  language: 'ar' | 'en',
  theme: 'dark' | 'light',
  password = STAFF_PASSWORD,
) {
  await withPreferences(page, language, theme);
  const res = await page.context().request.post('/api/auth/login', {
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/admin');
}
