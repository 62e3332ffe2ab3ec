/**
 * Pictures chosen in the editor, prepared in the browser before they travel as data URLs: large
 * ones are scaled down and re-encoded (WebP, or JPEG where the browser cannot write WebP) so that
 * the article body stays small. Any image type the browser can decode is accepted (SPEC section
 * 5); the API keeps PNG, JPEG and WebP only, so other types are always re-encoded.
 */
import { ARTICLE_IMAGE } from '@vb/shared/constants';

/** Longest side of a re-encoded picture. */
const MAX_IMAGE_DIMENSION = 1600;
/** Target size of a picture placed inside the article text. */
const INLINE_IMAGE_MAX_BYTES = 300 * 1024;
/** A featured image up to this size (and a kept type and size) is sent as it is. */
const FEATURED_IMAGE_KEEP_BYTES = 1024 * 1024;
/** Target size of a re-encoded featured image. */
const FEATURED_IMAGE_MAX_BYTES = 600 * 1024;

export class ImageError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(reason === 'unreadable' ? 'The picture could not be read' : 'The picture is too large');
    this.name = 'ImageError';
  }
}

/** The size of a picture scaled to fit `max` on its longest side (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  max: number,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The number of bytes a data URL's base64 payload decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageError('unreadable'));
    reader.readAsDataURL(blob);
  });
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

async function decode(file: Blob): Promise<Decoded> {
  try {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  } catch {
    // Some types (an SVG, for one) only decode through an <img>.
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) throw new ImageError('unreadable');
    return {
      source: img,
      width: img.naturalWidth,
      height: img.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageError('unreadable');
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Steps tried from best to smallest: longest side and quality. */
const STEPS: readonly [number, number][] = [
  [1, 0.85],
  [1, 0.75],
  [1, 0.62],
  [0.75, 0.7],
  [0.6, 0.62],
  [0.45, 0.6],
  [0.33, 0.55],
  [0.25, 0.5],
];

/**
 * The picture scaled to at most `maxDimension` and re-encoded, trying smaller sizes and qualities
 * until it takes at most `maxBytes`; an ImageError when it cannot be read or made small enough.
 */
async function compressImage(
  file: Blob,
  { maxDimension = MAX_IMAGE_DIMENSION, maxBytes }: { maxDimension?: number; maxBytes: number },
): Promise<string> {
  const image = await decode(file);
  try {
    const base = fitWithin(image.width, image.height, maxDimension);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new ImageError('unreadable');
    let type = 'image/webp';
    for (const [scale, quality] of STEPS) {
      canvas.width = Math.max(1, Math.round(base.width * scale));
      canvas.height = Math.max(1, Math.round(base.height * scale));
      if (type === 'image/jpeg') {
        // JPEG has no transparency: transparent parts become white rather than black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
      } else {
        context.clearRect(0, 0, canvas.width, canvas.height);
      }
      context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
      const blob = await toBlob(canvas, type, quality);
      if (!blob) throw new ImageError('unreadable');
      if (blob.type !== 'image/webp' && type === 'image/webp') {
        // This browser writes no WebP: JPEG from here on (redrawn on a white ground next round).
        type = 'image/jpeg';
        if (blob.type === 'image/jpeg' && blob.size <= maxBytes) return readAsDataUrl(blob);
        continue;
      }
      if (blob.size <= maxBytes) return readAsDataUrl(blob);
    }
    throw new ImageError('too_large');
  } finally {
    image.close();
  }
}

/**
 * A featured image as a data URL: a PNG, JPEG or WebP of modest size is kept as it is (no loss);
 * anything else is scaled to {@link MAX_IMAGE_DIMENSION} and re-encoded.
 */
export async function prepareFeaturedImage(file: File): Promise<string> {
  const keepable =
    (ARTICLE_IMAGE.mimeTypes as readonly string[]).includes(file.type) &&
    file.size <= FEATURED_IMAGE_KEEP_BYTES;
  if (keepable) {
    const image = await decode(file); // proves that it is a picture
    const small = Math.max(image.width, image.height) <= MAX_IMAGE_DIMENSION * 1.5;
    image.close();
    if (small) return readAsDataUrl(file);
  }
  return compressImage(file, { maxBytes: FEATURED_IMAGE_MAX_BYTES });
}

/** A picture for the article text, re-encoded within {@link INLINE_IMAGE_MAX_BYTES}. */
export function prepareInlineImage(file: File): Promise<string> {
  return compressImage(file, { maxBytes: INLINE_IMAGE_MAX_BYTES });
}

/** The file name without its extension, as an image's alt text. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}
