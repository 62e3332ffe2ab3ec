/**
 * Content pictures: an upload checked by its bytes and normalised once with sharp
 * (turned upright, every metadata block dropped — EXIF, GPS, XMP, ICC —, portraits cropped to
 * CONTENT_IMAGE.portraitRatio on what draws the eye, the longest side capped), and the served
 * variants (a width in AVIF, WebP, JPEG, or PNG for a picture with transparency) made from it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { CONTENT_IMAGE } from '@vb/shared/constants';
import type { ContentImageKind } from '@vb/shared/schemas';
import { invalid, tooLarge } from '../domain/errors';
import { cleanBase64, decodedLength } from './base64';
import { rasterImageType } from './magic';

// Two cores serve the site: one libvips thread per picture, and at most two pictures at a time
// (see `limited`), so making variants never takes the whole machine.
sharp.concurrency(1);
sharp.cache(false);

/** The most pixels an upload may declare: more is refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side a stored picture keeps. */
export const MAX_STORED_SIDE = 2048;

/** The formats a variant is served in. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const variantMimeType = (format: VariantFormat) => VARIANT_TYPES[format];

/** A normalised picture, ready to store. */
export interface NormalisedImage {
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
}

const refused = (message: string) =>
  invalid('content_image_invalid', message, [{ path: 'dataUrl', message }]);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs sharp work at most two at a time (the rest wait their turn). */
export async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The bytes of an uploaded data URL: at most CONTENT_IMAGE.maxBytes, JPEG/PNG/WebP/AVIF by content. */
export async function decodeContentImage(dataUrl: string): Promise<Buffer> {
  const clean = cleanBase64(dataUrl, 'dataUrl');
  if (decodedLength(clean) > CONTENT_IMAGE.maxBytes) {
    throw tooLarge('image_too_large', 'Image is too large. Maximum size is 5MB.', [
      { path: 'dataUrl', message: 'Image is too large. Maximum size is 5MB.' },
    ]);
  }
  const bytes = Buffer.from(clean, 'base64');
  const type = await rasterImageType(bytes);
  if (!type || !(CONTENT_IMAGE.mimeTypes as readonly string[]).includes(type))
    throw refused('Use a JPEG, PNG, WebP or AVIF picture');
  return bytes;
}

/** The crop of a `width`×`height` picture to the portrait ratio, its longest side capped. */
function portraitSize(width: number, height: number) {
  const ratio = CONTENT_IMAGE.portraitRatio;
  const crop =
    width / height > ratio
      ? { width: Math.round(height * ratio), height }
      : { width, height: Math.round(width / ratio) };
  const scale = Math.min(1, MAX_STORED_SIDE / Math.max(crop.width, crop.height));
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
  };
}

/**
 * Normalises checked bytes (decodeContentImage) into the picture kept: upright, without metadata,
 * a portrait cropped to 4:5 on its most salient part, at most MAX_STORED_SIDE px; stored as PNG
 * when it has transparency (logos keep their alpha), else as a high-quality JPEG.
 */
export function normaliseContentImage(
  bytes: Buffer,
  kind: ContentImageKind,
): Promise<NormalisedImage> {
  return limited(async () => {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let meta: Metadata;
    try {
      meta = await input().metadata();
    } catch {
      throw refused('The picture could not be read');
    }
    if (!['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? ''))
      throw refused('Use a JPEG, PNG, WebP or AVIF picture');
    if (!meta.width || !meta.height) throw refused('The picture could not be read');
    if (meta.width * meta.height > MAX_INPUT_PIXELS || (meta.pages ?? 1) > 1)
      throw refused('The picture has too many pixels');
    // EXIF orientations 5–8 turn the picture a quarter: its upright size is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const upright = turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
    try {
      let pipeline = input().rotate();
      if (kind === 'portrait') {
        const size = portraitSize(upright.width, upright.height);
        pipeline = pipeline.resize({
          ...size,
          fit: 'cover',
          position: sharp.strategy.attention,
        });
      } else {
        pipeline = pipeline.resize({
          width: MAX_STORED_SIDE,
          height: MAX_STORED_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        });
      }
      const { isOpaque } = await input().stats();
      const keepAlpha = meta.hasAlpha === true && !isOpaque;
      const { data, info } = await (
        keepAlpha
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true })
      ).toBuffer({ resolveWithObject: true });
      return {
        mimeType: keepAlpha ? 'image/png' : 'image/jpeg',
        width: info.width,
        height: info.height,
        sha256: createHash('sha256').update(data).digest('hex'),
        bytes: data,
      };
    } catch {
      throw refused('The picture could not be read');
    }
  });
}

/**
 * The format a request's Accept asks a picture in: AVIF or WebP when named (with q > 0), else
 * JPEG, or PNG for a picture with transparency. `*\/*` and `image/*` name neither.
 */
export function variantFormat(accept: string | undefined, storedMime: string): VariantFormat {
  const named = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) <= 0)) named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return storedMime === 'image/png' ? 'png' : 'jpeg';
}

/** A stored picture at `width` (never enlarged) in `format`, without metadata. */
export function makeVariant(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return limited(async () => {
    const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
      width,
      withoutEnlargement: true,
    });
    switch (format) {
      case 'avif':
        return pipeline.avif({ quality: 55, effort: 3 }).toBuffer();
      case 'webp':
        return pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
      case 'png':
        return pipeline.png({ compressionLevel: 9 }).toBuffer();
      default:
        return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    }
  });
}

/**
 * The seed's pictures: an SVG file found under one of `dirs` (the built site, else the
 * site's sources), drawn `width` px wide and kept as an upload would be; undefined when missing.
 */
export function seedLogoReader(dirs: readonly string[], width = 640) {
  return async (file: string): Promise<NormalisedImage | undefined> => {
    for (const dir of dirs) {
      let svg: Buffer;
      try {
        svg = await fs.readFile(path.join(dir, file));
      } catch {
        continue;
      }
      const png = await sharp(svg, { density: 480 })
        .resize({ width, withoutEnlargement: true })
        .png()
        .toBuffer();
      return normaliseContentImage(png, 'logo');
    }
    return undefined;
  };
}
