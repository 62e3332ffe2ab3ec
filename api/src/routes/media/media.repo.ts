import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { decodeImageDataUrl } from '../../uploads/image';

/** Where stored images are served from. */
export const MEDIA_PATH = '/api/media/';

/** Checks and stores an image sent as a data URL (PNG, JPEG or WebP); returns its new id. */
export async function storeImage(db: Db | Knex.Transaction, dataUrl: string): Promise<string> {
  const image = decodeImageDataUrl(dataUrl);
  const id = randomBytes(16).toString('base64url');
  await db('media').insert({
    id,
    mime_type: image.mimeType,
    size: image.bytes.length,
    sha256: image.sha256,
    data: image.bytes,
    created_at: new Date(),
  });
  return id;
}
