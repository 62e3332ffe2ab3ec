/**
 * The site's brand files, generated from the logo mark (public/favicon.svg), the site's own font
 * (IBM Plex Sans Arabic) and shared/'s site configuration, so a change of name, tagline or colours
 * reaches them on the next build:
 *
 * - `favicon.ico` (16, 32 and 48 px) for browsers and tools that ask for it by that name;
 * - `apple-touch-icon.png` (180 px, opaque, as iOS wants it);
 * - `icons/icon-192.png`, `icons/icon-512.png` and `icons/maskable-512.png` for the web manifest and
 *   the JSON-LD publisher logo;
 * - `manifest.ar.webmanifest` and `manifest.en.webmanifest`, one per language;
 * - `social/ar.png` and `social/en.png` (1200×630): the link-preview image of the pages other than
 *   articles (an article has its own card, drawn by the server with the same kit: brandArt.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LANGUAGE_DIRECTION, LANGUAGES, type Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';
import { BRAND_FILES, SOCIAL_IMAGE } from '@vb/shared/brand';
import {
  BRAND_COLOURS,
  type PlexFonts,
  glowBackground,
  markPng,
  textImage,
  writePlexFonts,
} from './brandArt';

/**
 * An .ico file holding PNG images (one per size; every browser since 2007 reads PNG entries). The
 * container is a 6-byte header and a 16-byte entry per image.
 */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The web manifest of one language: its name, direction and start page. */
export function webManifest(language: Language) {
  return {
    name: SITE.brandName[language],
    short_name: SITE.brandName[language],
    description: SITE.tagline[language],
    lang: language,
    dir: LANGUAGE_DIRECTION[language],
    start_url: language === 'ar' ? '/' : '/en',
    scope: '/',
    display: 'standalone',
    background_color: BRAND_COLOURS.background,
    theme_color: BRAND_COLOURS.background,
    icons: [
      { src: `/${BRAND_FILES.icon192}`, sizes: '192x192', type: 'image/png' },
      { src: `/${BRAND_FILES.icon512}`, sizes: '512x512', type: 'image/png' },
      {
        src: `/${BRAND_FILES.maskable512}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * The link-preview image of a language: the dark theme's background with the brand's glow, the
 * mark, the name and the tagline set from the reading edge (right in Arabic), and the site's
 * address.
 */
async function socialImage(language: Language, fonts: PlexFonts) {
  const { width, height } = SOCIAL_IMAGE;
  const rtl = LANGUAGE_DIRECTION[language] === 'rtl';
  const margin = 88;
  const textWidth = width - 2 * margin;
  // Pango mirrors the alignment of a right-to-left paragraph: 'left' is the reading edge in both.
  const align = 'left';
  const edge = (w: number) => (rtl ? width - margin - w : margin);
  const background = glowBackground({
    width,
    height,
    glow: { cx: rtl ? 0.15 : 0.85, cy: 0.1, r: 0.9, opacity: 0.55 },
    rule: { x: margin, y: height - 96, width: textWidth },
  });
  const mark = await markPng(132, { rounded: true });
  const font = fonts[language];
  const name = await textImage(SITE.brandName[language], {
    fontfile: font.bold,
    bold: true,
    size: 76,
    width: textWidth,
    colour: '#ffffff',
    align,
  });
  const tagline = await textImage(SITE.tagline[language], {
    fontfile: font.regular,
    size: 38,
    width: textWidth,
    colour: '#cfe3dc',
    align,
  });
  const address = await textImage(new URL(SITE.websiteUrl).host, {
    fontfile: fonts.en.regular,
    size: 28,
    width: textWidth,
    colour: BRAND_COLOURS.light,
    align,
  });
  const markTop = 80;
  const nameTop = markTop + 132 + 40;
  const taglineTop = nameTop + name.info.height + 28;
  return sharp(background)
    .composite([
      { input: mark, left: edge(132), top: markTop },
      { input: name.data, left: edge(name.info.width), top: nameTop },
      { input: tagline.data, left: edge(tagline.info.width), top: taglineTop },
      { input: address.data, left: edge(address.info.width), top: height - 76 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes every brand file into `outDir` (the built site). Returns their paths, relative. */
export async function writeBrandAssets(outDir: string): Promise<string[]> {
  const written: string[] = [];
  const write = (relative: string, data: Buffer | string) => {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    written.push(relative);
  };
  const icoSizes = [16, 32, 48];
  const icoImages = await Promise.all(
    icoSizes.map(async (size) => ({ size, png: await markPng(size, { rounded: true }) })),
  );
  write(BRAND_FILES.favicon, icoFromPngs(icoImages));
  write(BRAND_FILES.appleTouchIcon, await markPng(180, { rounded: false }));
  write(BRAND_FILES.icon192, await markPng(192, { rounded: true }));
  write(BRAND_FILES.icon512, await markPng(512, { rounded: true }));
  // A maskable icon may be cut to a circle of 80% of its side: the strokes keep to 70%.
  write(BRAND_FILES.maskable512, await markPng(512, { rounded: false, scale: 0.7 }));
  const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-fonts-'));
  try {
    const fonts = writePlexFonts(fontDir);
    for (const language of LANGUAGES) {
      write(BRAND_FILES.manifest(language), `${JSON.stringify(webManifest(language), null, 2)}\n`);
      write(BRAND_FILES.social(language), await socialImage(language, fonts));
    }
  } finally {
    fs.rmSync(fontDir, { recursive: true, force: true });
  }
  return written;
}
