/**
 * The page head the server writes into the built index.html: title, description, canonical link,
 * feed link, Open Graph and Twitter tags and JSON-LD, so crawlers and link previews (which do not
 * run JavaScript) see each page's own metadata.
 */
import { BRAND_FILES } from '@vb/shared/brand';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';

/** The Open Graph locale of each language. */
export const OG_LOCALE: Record<Language, string> = { ar: 'ar_SA', en: 'en_US' };

export interface PageHead {
  /** The language of the page (of its address): its texts, og:locale and feed. */
  language: Language;
  title: string;
  description: string;
  /** The title of social previews (og:title, twitter:title). */
  socialTitle: string;
  type: 'website' | 'article';
  /** Absolute canonical URL (also og:url); none for pages that are not to be indexed. */
  canonical?: string;
  /**
   * Absolute URLs of the page in every language (hreflang alternates; x-default is the Arabic
   * one); none for pages that are not to be indexed.
   */
  alternates?: Record<Language, string>;
  /** Asks search engines not to index the page (the admin, the not-found page). */
  noindex?: boolean;
  /**
   * The preview image, with its size and a description: an article's card (drawn by the server
   * in the page's language) or the language's generated brand image.
   */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  article?: { publishedAt: string; modifiedAt: string };
  /** Structured data, written as application/ld+json. */
  jsonLd?: unknown;
  feed: { url: string; title: string };
}

/** Text escaped for HTML content and (quoted) attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON safe inside a <script> element: '<', '>' and '&' are written as \u escapes (so no
 * '</script>' or '<!--' can end or alter the element) and so are the JavaScript line separators.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element, as `jsonForScript` describes. */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements of a page, one per line. */
function headTags(head: PageHead): string[] {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    // The install manifest of the page's language (its name, direction and start page).
    `<link rel="manifest" href="/${BRAND_FILES.manifest(head.language)}" />`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.alternates) {
    const alternate = (hreflang: string, href: string) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
    tags.push(
      alternate('ar', head.alternates.ar),
      alternate('en', head.alternates.en),
      alternate('x-default', head.alternates.ar),
    );
  }
  const other: Language = head.language === 'ar' ? 'en' : 'ar';
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:site_name', SITE.brandName[head.language]),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url));
    if (head.image.width && head.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(head.image.width)),
        meta('property', 'og:image:height', String(head.image.height)),
      );
    }
    if (head.image.alt) tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  if (head.article) {
    tags.push(
      meta('property', 'article:published_time', head.article.publishedAt),
      meta('property', 'article:modified_time', head.article.modifiedAt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:site', `@${SITE.x.handle.replace(/^@+/, '')}`),
    meta('name', 'twitter:title', head.socialTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(meta('name', 'twitter:image', head.image.url));
    if (head.image.alt) tags.push(meta('name', 'twitter:image:alt', head.image.alt));
  }
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags;
}

/**
 * The head elements the server owns and replaces: any element marked `data-seo` in index.html,
 * and (so an unmarked or hand-written index.html works too) the title, the description, robots,
 * Open Graph, article and Twitter meta tags, the canonical, manifest and feed links and JSON-LD
 * scripts.
 */
const OWNED: RegExp[] = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<script\b(?=[^>]*\btype\s*=\s*["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<script\b(?=[^>]*\sdata-seo\b)[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<meta\b(?=[^>]*\s(?:name|property)\s*=\s*["']?(?:description|robots|og:|twitter:|article:))[^>]*>/gi,
  /<link\b(?=[^>]*\srel\s*=\s*["']?canonical\b)[^>]*>/gi,
  /<link\b(?=[^>]*\srel\s*=\s*["']?manifest\b)[^>]*>/gi,
  /<link\b(?=[^>]*\shreflang\s*=)[^>]*>/gi,
  /<link\b(?=[^>]*\stype\s*=\s*["']?application\/rss\+xml)[^>]*>/gi,
  /<(?:meta|link)\b(?=[^>]*\sdata-seo\b)[^>]*>/gi,
];

/** Marks a removed element while the head is rewritten (a noncharacter: never in real text). */
const SLOT = '\uFDD0';

/** Where new head elements go when index.html has none of the owned ones: before </head>, else
 * right after <head>, else after the doctype. */
function insertionPoint(top: string, closedByHead: boolean): number {
  if (closedByHead) return top.length;
  const headOpen = /<head\b[^>]*>/i.exec(top);
  if (headOpen) return headOpen.index + headOpen[0].length;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(top);
  return doctype ? doctype[0].length : 0;
}

/**
 * index.html with the server-owned head elements replaced by `head`'s: the new elements take the
 * place of the first removed one (so they stay ahead of the scripts and styles), else they go at
 * the end of the head. Only the head (everything before </head> or <body>) is touched.
 */
export function injectHead(html: string, head: PageHead): string {
  const boundary = /<\/head\s*>|<body\b/i.exec(html);
  const end = boundary ? boundary.index : html.length;
  let top = html.slice(0, end).replaceAll(SLOT, '');
  const rest = html.slice(end);
  for (const pattern of OWNED) top = top.replace(pattern, SLOT);
  const first = top.indexOf(SLOT);
  if (first === -1) {
    const at = insertionPoint(top, boundary?.[0].startsWith('</') ?? false);
    return `${top.slice(0, at)}${headTags(head).join('')}${top.slice(at)}${rest}`;
  }
  const indent = /[ \t]*$/.exec(top.slice(0, first))?.[0] ?? '';
  const block = headTags(head).join(`\n${indent}`);
  // The first slot gets the new elements; the others disappear with their line.
  let placed = false;
  const filled = top.replace(/([ \t]*)\uFDD0([ \t]*\r?\n)?/g, (whole, lead: string) => {
    if (placed) return '';
    placed = true;
    return `${lead}${block}${whole.endsWith('\n') ? '\n' : ''}`;
  });
  return `${filled}${rest}`;
}
