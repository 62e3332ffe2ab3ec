/** Where stored images are served from. */
const MEDIA_PATH = '/api/media/';

/** The URL that serves a stored image. */
export const mediaUrl = (id: string) => `${MEDIA_PATH}${id}`;

/** The media id an image URL of this server names, or undefined for any other value. */
export function mediaIdOf(url: string): string | undefined {
  return url.startsWith(MEDIA_PATH) ? url.slice(MEDIA_PATH.length) : undefined;
}
