// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '@vb/shared/site-config';
import { BRAND_FILES, SOCIAL_IMAGE } from '@vb/shared/brand';
import { webManifest, writeBrandAssets } from './brandAssets';
import { woffToSfnt } from './brandArt';

let dir = '';
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-test-'));
  await writeBrandAssets(dir);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (relative: string) => fs.readFileSync(path.join(dir, relative));

/** The brightest value of any channel in a region: text and the mark are light on the dark ground. */
async function brightest(
  file: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const crop = await sharp(file).extract(region).removeAlpha().png().toBuffer();
  const { channels } = await sharp(crop).stats();
  return Math.max(...channels.map((c) => c.max));
}

describe('brand files', () => {
  it('favicon.ico holds 16, 32 and 48 px PNG images that decode at their declared sizes', async () => {
    const ico = read(BRAND_FILES.favicon);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(count).toBe(3);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + i * 16;
      const size = ico.readUInt8(entry);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([size, size]);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the apple-touch icon is 180 px and opaque; the manifest icons have their sizes', async () => {
    const apple = sharp(read(BRAND_FILES.appleTouchIcon));
    expect(await apple.metadata()).toMatchObject({ width: 180, height: 180 });
    expect((await apple.stats()).isOpaque).toBe(true);
    for (const [file, size] of [
      [BRAND_FILES.icon192, 192],
      [BRAND_FILES.icon512, 512],
      [BRAND_FILES.maskable512, 512],
    ] as const) {
      expect(await sharp(read(file)).metadata()).toMatchObject({ width: size, height: size });
    }
    expect((await sharp(read(BRAND_FILES.maskable512)).stats()).isOpaque).toBe(true);
  });

  it('each language has its manifest: its name, direction, start page, and icons that exist', () => {
    for (const language of ['ar', 'en'] as const) {
      const manifest = JSON.parse(read(BRAND_FILES.manifest(language)).toString('utf8'));
      expect(manifest).toEqual(webManifest(language));
      expect(manifest.name).toBe(SITE.brandName[language]);
      expect(manifest.lang).toBe(language);
      expect(manifest.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(manifest.start_url).toBe(language === 'ar' ? '/' : '/en');
      for (const icon of manifest.icons as { src: string }[]) {
        expect(fs.existsSync(path.join(dir, icon.src))).toBe(true);
      }
    }
  });

  it('the social images are 1200×630, set from the reading edge of their language', async () => {
    const { width, height } = SOCIAL_IMAGE;
    const images = {
      ar: read(BRAND_FILES.social('ar')),
      en: read(BRAND_FILES.social('en')),
    };
    for (const image of Object.values(images)) {
      expect(await sharp(image).metadata()).toMatchObject({ width, height, format: 'png' });
    }
    expect(images.ar.equals(images.en)).toBe(false);
    // The mark sits at the top of the reading edge: right in Arabic, left in English; the other
    // top corner is only the background's glow.
    const right = { left: width - 240, top: 60, width: 200, height: 170 };
    const left = { left: 40, top: 60, width: 200, height: 170 };
    expect(await brightest(images.ar, right)).toBeGreaterThan(200);
    expect(await brightest(images.ar, left)).toBeLessThan(120);
    expect(await brightest(images.en, left)).toBeGreaterThan(200);
    expect(await brightest(images.en, right)).toBeLessThan(120);
    // The name and tagline are written (light text across the middle band).
    const band = { left: 80, top: 250, width: width - 160, height: 200 };
    expect(await brightest(images.ar, band)).toBeGreaterThan(200);
    expect(await brightest(images.en, band)).toBeGreaterThan(200);
  });

  it('woffToSfnt rebuilds a font the text renderer reads (its head table keeps the magic number)', () => {
    const woffPath = createRequire(import.meta.url).resolve(
      '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff',
    );
    const sfnt = woffToSfnt(fs.readFileSync(woffPath));
    const count = sfnt.readUInt16BE(4);
    const tables = new Map<string, { offset: number; length: number }>();
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      tables.set(sfnt.toString('latin1', record, record + 4), {
        offset: sfnt.readUInt32BE(record + 8),
        length: sfnt.readUInt32BE(record + 12),
      });
    }
    const head = tables.get('head');
    expect(head).toBeDefined();
    expect(sfnt.readUInt32BE((head?.offset ?? 0) + 12)).toBe(0x5f0f3cf5);
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow(/WOFF/);
  });
});
