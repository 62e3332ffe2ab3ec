/**
 * SITE CONFIGURATION — the company's brand and contact details, kept in this ONE place.
 *
 * How to edit (no programming needed):
 *   - Change only the text between the quotes ('...'). Keep the quotes, commas and brackets.
 *   - Every `en:` value is shown on the English site and every `ar:` value on the Arabic site.
 *   - E-mail, website and profile links must be complete (links start with https://).
 *   - Social handles are written without the leading @ (for example 'ruwadventures').
 *   - To hide the phone number, delete the whole `phone: ...` line.
 *   - After saving, rebuild the site so the change appears everywhere (header, footer,
 *     contact section, page metadata and e-mails all read from here).
 */
import type { Localized } from './schemas/content';

export interface SiteConfig {
  /** The company's name as shown in the logo, titles and copyright line. */
  brandName: Localized;
  /** A short sentence describing the company (footer, page description). */
  tagline: Localized;
  /** Public contact e-mail address. */
  email: string;
  /** The company's own website address. */
  websiteUrl: string;
  /** Postal / city address shown in the contact section. */
  address: Localized;
  /** Public phone number in international format; optional. */
  phone?: string;
  /** The company's profile on X (formerly Twitter). */
  x: { handle: string; url: string };
  /** The company's page on LinkedIn. */
  linkedin: { url: string };
}

export const SITE: SiteConfig = {
  brandName: {
    en: 'Ruwad Ventures',
    ar: 'رواد للمشاريع',
  },
  tagline: {
    en: 'Building Saudi startups that combine technology and social impact, from idea to exit.',
    ar: 'نبني شركات ناشئة سعودية تجمع بين التقنية والأثر الاجتماعي، من الفكرة حتى التخارج.',
  },
  email: 'info@ruwadventures.sa',
  websiteUrl: 'https://ruwadventures.sa',
  address: {
    en: 'Riyadh, Saudi Arabia',
    ar: 'الرياض، المملكة العربية السعودية',
  },
  phone: '+966 11 000 0000',
  x: {
    handle: 'ruwadventures',
    url: 'https://x.com/ruwadventures',
  },
  linkedin: {
    url: 'https://www.linkedin.com/company/ruwadventures',
  },
};

/** Removes surrounding spaces and a leading @ from a social handle. */
function cleanHandle(handle: string): string {
  return encodeURIComponent(handle.trim().replace(/^@+/, ''));
}

/** Link to a person's LinkedIn profile, built from their handle (e.g. 'jane-doe'). */
export function linkedinProfileUrl(handle: string): string {
  return `https://www.linkedin.com/in/${cleanHandle(handle)}`;
}

/** Link to a profile on X, built from its handle (with or without the @). */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${cleanHandle(handle)}`;
}
