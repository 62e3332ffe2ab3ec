/**
 * Article pictures (the featured image and the text's inline ones): checked by their bytes (PNG,
 * JPEG or WebP, never SVG), then re-encoded once with sharp through the content pictures' limits:
 * turned upright, every metadata block dropped (EXIF with its GPS position and author, XMP, ICC),
 * at most MAX_INPUT_PIXELS declared (a decompression bomb is refused before decoding), the longest
 * side capped, an animation kept as its first frame.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ARTICLE_IMAGE } from '@vb/shared/constants';
import { invalid, tooLarge } from '../domain/errors';
import { cleanBase64, decodedLength } from './base64';
import { MAX_INPUT_PIXELS, MAX_STORED_SIDE, limited } from './contentImage';
import { rasterImageType } from './magic';

export interface Image {
  mimeType: string;
  bytes: Buffer;
  sha256: string;
}

const refused = (message: string, field: string) =>
  invalid('image_invalid', message, [{ path: field, message }]);

const NOT_A_PICTURE = 'The featured image must be a PNG, JPEG or WebP picture';

/** Decodes a picture sent as a data URL (`field` names it in errors) and normalises it. */
export async function decodeImageDataUrl(dataUrl: string, field = 'imageUrl'): Promise<Image> {
  const clean = cleanBase64(dataUrl, field);
  const size = decodedLength(clean);
  if (size > ARTICLE_IMAGE.maxBytes) {
    throw tooLarge('image_too_large', 'Image is too large. Maximum size is 5MB.', [
      { path: field, message: 'Image is too large. Maximum size is 5MB.' },
    ]);
  }
  const bytes = Buffer.from(clean, 'base64');
  const mimeType = await rasterImageType(bytes);
  if (!mimeType || !(ARTICLE_IMAGE.mimeTypes as readonly string[]).includes(mimeType))
    throw refused(NOT_A_PICTURE, field);
  const normalised = await normalise(bytes, mimeType, field);
  return {
    mimeType,
    bytes: normalised,
    sha256: createHash('sha256').update(normalised).digest('hex'),
  };
}

/**
 * A picture stored before the pipeline, re-encoded as an upload would be now; refused (an
 * error) when it is not one the pipeline would accept.
 */
export async function normaliseStored(bytes: Buffer, mimeType: string): Promise<Image> {
  const normalised = await normalise(bytes, mimeType, 'data');
  return {
    mimeType,
    bytes: normalised,
    sha256: createHash('sha256').update(normalised).digest('hex'),
  };
}

/** The picture re-encoded in its own format: upright, no metadata, first frame, side capped. */
function normalise(bytes: Buffer, mimeType: string, field: string): Promise<Buffer> {
  return limited(async () => {
    // Only the first frame (page) is read: an animation is kept as its first picture.
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let width: number | undefined;
    let height: number | undefined;
    try {
      // The header alone, without the pixel limit: a bomb is told apart from a broken file.
      ({ width, height } = await sharp(bytes).metadata());
    } catch {
      throw refused(NOT_A_PICTURE, field);
    }
    if (!width || !height) throw refused(NOT_A_PICTURE, field);
    if (width * height > MAX_INPUT_PIXELS)
      throw refused('The picture has too many pixels: use one of at most 40 megapixels', field);
    try {
      const pipeline = input().rotate().resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      if (mimeType === 'image/png') return await pipeline.png({ compressionLevel: 9 }).toBuffer();
      if (mimeType === 'image/webp') return await pipeline.webp({ quality: 90 }).toBuffer();
      return await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    } catch {
      throw refused(NOT_A_PICTURE, field);
    }
  });
}
