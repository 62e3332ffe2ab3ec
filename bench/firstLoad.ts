/**
 * What a page loads before any interaction, as gzip -9 bytes per file: shared by the
 * bench (bench/web.ts, which reports it) and the end-to-end test that keeps the home route under
 * its budget on every `npm test` (e2e/first-load.spec.ts). Bytes, not time: the figure is the same
 * on a loaded machine.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * Bar: the home route's JavaScript under 132 KB gzip, the contact form's taking over of a page
 * that answered its plain HTML post and the content digits rule of the home's sections included.
 */
export const HOME_JS_BAR_KB = 132;
export const HOME_JS_BAR_BYTES = HOME_JS_BAR_KB * 1024;

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export interface LoadedAsset {
  url: string;
  type: 'script' | 'stylesheet';
  /** gzip -9 bytes of the body (what the server sends compressed, whatever it chose). */
  gzip: number;
  raw: number;
}

/**
 * The scripts and style sheets `page` loads when it opens `url` and waits for `load` and network
 * idle, without scrolling or any other interaction.
 */
export async function assetsLoadedBy(page: Page, url: string): Promise<LoadedAsset[]> {
  const pending: Promise<LoadedAsset>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        type,
        gzip: gzipSize(body),
        raw: body.length,
      })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
}

/** A built file's readable name, without its content hash: `AdminPage-C8gusG88.js` → `AdminPage`. */
export const chunkName = (file: string) =>
  (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.(js|css)$/, '');
