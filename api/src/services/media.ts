/** Stored pictures: the article text's inline images and the featured images. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { invalid, notFound } from '../domain/errors';
import { mediaIdOf } from '../presenters/media';
import * as media from '../repos/media';
import * as news from '../repos/news';
import { type Image, decodeImageDataUrl } from '../uploads/image';

/** Stores a checked and normalised picture (decodeImageDataUrl); answers its new id. */
async function storeImage(db: Db, image: Image): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await media.insert(db, {
    id,
    mime_type: image.mimeType,
    size: image.bytes.length,
    sha256: image.sha256,
    data: image.bytes,
    created_at: new Date(),
    normalised_at: new Date(),
  });
  return id;
}

/** An article's featured image as its save needs it: none, one already stored, or a new one. */
export type FeaturedImage = null | { id: string } | { image: Image };

/**
 * Reads a featured image before the article's transaction: a new picture is decoded and
 * normalised now, which takes a while, so never while holding the database's writer.
 */
export async function readFeaturedImage(imageUrl: string | null): Promise<FeaturedImage> {
  if (!imageUrl) return null;
  const id = mediaIdOf(imageUrl);
  return id === undefined ? { image: await decodeImageDataUrl(imageUrl) } : { id };
}

/**
 * The media id of an article's featured image, inside the article's transaction: a reference to
 * an image already stored (checked), or a new image (stored now); null for none.
 */
export async function resolveFeaturedImage(
  trx: Db,
  featured: FeaturedImage,
): Promise<string | null> {
  if (!featured) return null;
  if ('image' in featured) return storeImage(trx, featured.image);
  const { id } = featured;
  if (!(await media.exists(trx, id))) {
    throw invalid('image_invalid', 'The featured image no longer exists; choose it again', [
      { path: 'imageUrl', message: 'Unknown image' },
    ]);
  }
  return id;
}

/** Deletes a featured image no article uses any more. */
export async function dropIfUnused(trx: Db, mediaId: string | null): Promise<void> {
  if (mediaId && !(await news.usesImage(trx, mediaId))) await media.remove(trx, mediaId);
}

export function mediaService({ db }: { db: Db }) {
  return {
    /** A stored image's type, hash and bytes (public: image ids are unguessable). */
    async get(id: string) {
      const row = await media.find(db, id);
      if (!row) throw notFound('media_not_found');
      return row;
    },

    /** Stores a picture for an article's text; answers its id. */
    async upload(_actor: Actor, dataUrl: string): Promise<string> {
      return storeImage(db, await decodeImageDataUrl(dataUrl));
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
