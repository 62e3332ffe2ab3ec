import { type APIRequestContext, type Page, expect, request } from '@playwright/test';
import { E2E_ADMIN } from './global-setup';

/** An API client signed in as the e2e admin (bearer token), for arranging data. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/token', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** Sets language and theme before the page's scripts run. */
export async function withPreferences(
  page: Page,
  language: 'ar' | 'en',
  theme: 'dark' | 'light' = 'dark',
) {
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

let counter = 0;
/** A unique suffix for data a test creates (tests share one server). */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}
