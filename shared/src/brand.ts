/**
 * The brand files public-web's build generates (public-web/scripts/brandAssets.ts) and the page
 * head links to: their paths from the site's root, and the link-preview image's size.
 */
import type { Language } from './options';

export const BRAND_FILES = {
  favicon: 'favicon.ico',
  appleTouchIcon: 'apple-touch-icon.png',
  icon192: 'icons/icon-192.png',
  icon512: 'icons/icon-512.png',
  maskable512: 'icons/maskable-512.png',
  manifest: (language: Language) => `manifest.${language}.webmanifest`,
  social: (language: Language) => `social/${language}.png`,
} as const;

/** The link-preview image's size (the Open Graph and X large-card ratio, 1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/**
 * An article's link-preview card, drawn by the server in a language (`GET /api/news/:slug/card.png`),
 * addressed with the article's last edit so that social sites, which keep an image by its address,
 * fetch it again after an edit.
 */
export const articleCardPath = (slug: string, language: Language, updatedAt: string) =>
  `/api/news/${encodeURIComponent(slug)}/card.png?lang=${language}&v=${Date.parse(updatedAt)}`;

/** The publisher logo of the JSON-LD (the square icon; search engines want at least 112 px). */
export const PUBLISHER_LOGO = { path: BRAND_FILES.icon512, width: 512, height: 512 } as const;
