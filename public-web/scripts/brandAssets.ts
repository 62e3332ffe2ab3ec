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
 * - `social/ar.png` and `social/en.png` (1200×630): the link-preview image of pages and articles
 *   without an image of their own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { LANGUAGE_DIRECTION, LANGUAGES, type Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';
import { BRAND_FILES, SOCIAL_IMAGE } from '@vb/shared/brand';

/** The brand colours (global.css's --brand-700, --brand-400, the dark theme's --bg and the sand accent). */
export const BRAND_COLOURS = {
  deep: '#047a5f',
  light: '#34d3a6',
  background: '#07110e',
  accent: '#e9bf55',
} as const;

/**
 * A TrueType/OpenType file from a WOFF 1.0 file: its tables inflated and laid out again behind an
 * sfnt header. The font packages ship only WOFF and WOFF2, which the image library's FreeType does
 * not read (it silently falls back to a system font); the format is a plain table directory with
 * zlib-compressed tables, so converting it here is smaller than another dependency.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(raw) : raw;
    if (data.length !== original) throw new Error('a WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector++;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** selector, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** selector, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

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

/** The logo mark's strokes, on the 48-unit grid of favicon.svg. */
const MARK_STROKES =
  '<path d="M12 34c3-10 9-17 24-20" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
  `<circle cx="14" cy="34" r="4" fill="${BRAND_COLOURS.accent}"/>` +
  '<path d="M30 12l6 2-2 6" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>';

const GRADIENT =
  '<linearGradient id="g" x1="0" y1="48" x2="48" y2="0" gradientUnits="userSpaceOnUse">' +
  `<stop offset="0" stop-color="${BRAND_COLOURS.deep}"/><stop offset="1" stop-color="${BRAND_COLOURS.light}"/>` +
  '</linearGradient>';

/**
 * The mark as an SVG: `rounded` as in the favicon (transparent corners); otherwise full-bleed
 * (iOS and Android round or mask the square themselves), its strokes scaled by `scale` about the
 * centre (a maskable icon keeps them inside the central safe circle).
 */
export function markSvg({ rounded, scale = 1 }: { rounded: boolean; scale?: number }): string {
  const offset = 24 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><defs>${GRADIENT}</defs>` +
    `<rect width="48" height="48"${rounded ? ' rx="12"' : ''} fill="url(#g)"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK_STROKES}</g></svg>`
  );
}

async function markPng(size: number, options: { rounded: boolean; scale?: number }) {
  const image = sharp(Buffer.from(markSvg(options)), {
    density: Math.max(72, (72 * size) / 48),
  }).resize(size, size);
  // Full-bleed icons are opaque (iOS shows a transparent pixel as black).
  if (!options.rounded) image.flatten({ background: BRAND_COLOURS.deep });
  return image.png({ compressionLevel: 9 }).toBuffer();
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

/** The font files (TrueType, converted from the font package's WOFF) the social image is set in. */
function fontFiles(dir: string) {
  const require = createRequire(import.meta.url);
  const files = path.dirname(
    require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'),
  );
  const convert = (subset: 'arabic' | 'latin', weight: 400 | 700) => {
    const woff = path.join(files, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`);
    const out = path.join(dir, `plex-${subset}-${weight}.ttf`);
    fs.writeFileSync(out, woffToSfnt(fs.readFileSync(woff)));
    return out;
  };
  return {
    ar: { bold: convert('arabic', 700), regular: convert('arabic', 400) },
    en: { bold: convert('latin', 700), regular: convert('latin', 400) },
  };
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of text in the site's font, white or `colour`, wrapped at `width` pixels. */
async function textImage(
  text: string,
  {
    fontfile,
    size,
    width,
    colour,
    align,
    bold = false,
  }: {
    fontfile: string;
    bold?: boolean;
    size: number;
    width: number;
    colour: string;
    align: 'left' | 'right';
  },
) {
  return sharp({
    text: {
      text: `<span foreground="${colour}" size="${size * 1024}">${escapeMarkup(text)}</span>`,
      font: bold ? 'IBM Plex Sans Arabic Bold' : 'IBM Plex Sans Arabic',
      fontfile,
      dpi: 72,
      width,
      align,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The link-preview image of a language: the dark theme's background with the brand's glow, the
 * mark, the name and the tagline set from the reading edge (right in Arabic), and the site's
 * address.
 */
async function socialImage(language: Language, fonts: ReturnType<typeof fontFiles>) {
  const { width, height } = SOCIAL_IMAGE;
  const rtl = LANGUAGE_DIRECTION[language] === 'rtl';
  const margin = 88;
  const textWidth = width - 2 * margin;
  // Pango mirrors the alignment of a right-to-left paragraph: 'left' is the reading edge in both.
  const align = 'left';
  const edge = (w: number) => (rtl ? width - margin - w : margin);
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<radialGradient id="glow" cx="${rtl ? 0.15 : 0.85}" cy="0.1" r="0.9">` +
    `<stop offset="0" stop-color="${BRAND_COLOURS.deep}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${BRAND_COLOURS.background}" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="100%" height="100%" fill="${BRAND_COLOURS.background}"/>` +
    `<rect width="100%" height="100%" fill="url(#glow)"/>` +
    `<rect x="${margin}" y="${height - 96}" width="${textWidth}" height="2" fill="${BRAND_COLOURS.light}" opacity="0.35"/>` +
    `</svg>`;
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
  return sharp(Buffer.from(background))
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
    const fonts = fontFiles(fontDir);
    for (const language of LANGUAGES) {
      write(BRAND_FILES.manifest(language), `${JSON.stringify(webManifest(language), null, 2)}\n`);
      write(BRAND_FILES.social(language), await socialImage(language, fonts));
    }
  } finally {
    fs.rmSync(fontDir, { recursive: true, force: true });
  }
  return written;
}
