/**
 * The brand's drawing kit, shared by the build's brand files (brandAssets.ts) and the server's
 * per-article link-preview cards (api/src/site/articleCard.ts): the brand colours, the logo mark,
 * and text set in the site's own font (IBM Plex Sans Arabic) with the Arabic shaped and laid out
 * right to left by the image library's text renderer (Pango).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

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

/** The mark as a PNG of `size` pixels (see `markSvg`). */
export async function markPng(size: number, options: { rounded: boolean; scale?: number }) {
  const image = sharp(Buffer.from(markSvg(options)), {
    density: Math.max(72, (72 * size) / 48),
  }).resize(size, size);
  // Full-bleed icons are opaque (iOS shows a transparent pixel as black).
  if (!options.rounded) image.flatten({ background: BRAND_COLOURS.deep });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The link-preview images' ground (the site's preview images and the articles' cards): the dark
 * theme's background, the brand's glow at `glow` (fractions of the image), and the thin rule above
 * the site's address.
 */
export function glowBackground({
  width,
  height,
  glow,
  rule,
}: {
  width: number;
  height: number;
  glow: { cx: number; cy: number; r: number; opacity: number };
  rule: { x: number; y: number; width: number };
}): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="${glow.r}">` +
      `<stop offset="0" stop-color="${BRAND_COLOURS.deep}" stop-opacity="${glow.opacity}"/>` +
      `<stop offset="1" stop-color="${BRAND_COLOURS.background}" stop-opacity="0"/></radialGradient>` +
      `</defs><rect width="100%" height="100%" fill="${BRAND_COLOURS.background}"/>` +
      `<rect width="100%" height="100%" fill="url(#glow)"/>` +
      `<rect x="${rule.x}" y="${rule.y}" width="${rule.width}" height="2" fill="${BRAND_COLOURS.light}" opacity="0.35"/>` +
      `</svg>`,
  );
}

/** The paths of the site font's files, by script and weight. */
export interface PlexFonts {
  ar: { bold: string; regular: string };
  en: { bold: string; regular: string };
}

/**
 * Writes the font files the brand's images are set in into `dir`: TrueType, converted from the font
 * package's WOFF, the Arabic and Latin subsets (the package splits the family by script) in the
 * regular and bold weights. Answers their paths.
 */
export function writePlexFonts(dir: string): PlexFonts {
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

/**
 * Makes every file of `fonts` known to the text renderer. Each script is a file of its own under
 * one family name, and the renderer only knows the files it was given; a title mixing scripts
 * (an Arabic title naming a product in Latin letters, a year in Western digits) falls back to a
 * system font for the letters of a file it has not seen.
 */
export async function registerPlexFonts(fonts: PlexFonts): Promise<void> {
  for (const fontfile of [fonts.ar.bold, fonts.ar.regular, fonts.en.bold, fonts.en.regular]) {
    await sharp({ text: { text: '.', fontfile, font: 'IBM Plex Sans Arabic' } }).toBuffer();
  }
}

/** Text escaped for Pango markup. */
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A block of text in the site's font, white or `colour`, wrapped at `width` pixels (between words;
 * `word-char` also inside a word longer than the line).
 */
export async function textImage(
  text: string,
  {
    fontfile,
    size,
    width,
    colour,
    align,
    bold = false,
    wrap = 'word',
  }: {
    fontfile: string;
    bold?: boolean;
    size: number;
    width: number;
    colour: string;
    align: 'left' | 'right';
    wrap?: 'word' | 'word-char';
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
      wrap,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}
