import { createHash } from 'node:crypto';
import { ARTICLE_IMAGE } from '@vb/shared/constants';
import { invalid, tooLarge } from '../domain/errors';
import { cleanBase64, decodedLength } from './base64';
import { rasterImageType } from './magic';

export interface Image {
  mimeType: string;
  bytes: Buffer;
  sha256: string;
}

/** Decodes a featured image sent as a data URL; only PNG, JPEG and WebP by magic bytes (never SVG). */
export function decodeImageDataUrl(dataUrl: string): Image {
  const clean = cleanBase64(dataUrl, 'imageUrl');
  const size = decodedLength(clean);
  if (size > ARTICLE_IMAGE.maxBytes) {
    throw tooLarge('image_too_large', 'Image is too large. Maximum size is 5MB.', [
      { path: 'imageUrl', message: 'Image is too large. Maximum size is 5MB.' },
    ]);
  }
  const bytes = Buffer.from(clean, 'base64');
  const mimeType = rasterImageType(bytes);
  if (!mimeType || !(ARTICLE_IMAGE.mimeTypes as readonly string[]).includes(mimeType)) {
    throw invalid('image_invalid', 'The featured image must be a PNG, JPEG or WebP picture', [
      { path: 'imageUrl', message: 'Use a PNG, JPEG or WebP picture' },
    ]);
  }
  return {
    mimeType,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
