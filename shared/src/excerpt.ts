/**
 * Article excerpts (SPEC sections 3 and 9): the written excerpt, or the first characters of the
 * content's text. Apart from text.ts because it needs the markup parser, which the public site's
 * first load must not carry: the server resolves a card's excerpt (`cardExcerpt` in the
 * news lists) and the page's metadata; the admin's previews import this module.
 */
import { EXCERPT_FALLBACK_CHARS } from './constants';
import { markupToPlainText } from './markup';
import type { Language } from './options';
import { collapseWhitespace, hasText, truncate } from './text';

/**
 * The excerpt shown when an article has none: the plain text of its content (markup removed,
 * whitespace collapsed), truncated to `max` characters plus '...' when longer.
 */
export function excerptFallback(content: string, max: number = EXCERPT_FALLBACK_CHARS): string {
  return truncate(collapseWhitespace(markupToPlainText(content)), max);
}

export interface ExcerptSource {
  excerpt?: string | null;
  excerptAr?: string | null;
  content: string;
  contentAr?: string | null;
}

/**
 * The excerpt of an article card: the language's excerpt, else the fallback of the language's
 * content; in Arabic mode, the English excerpt and content are used when the Arabic ones are empty.
 */
export function articleExcerpt(article: ExcerptSource, language: Language): string {
  if (language === 'ar') {
    if (hasText(article.excerptAr)) return article.excerptAr;
    if (hasText(article.contentAr)) return excerptFallback(article.contentAr);
  }
  if (hasText(article.excerpt)) return article.excerpt;
  return excerptFallback(article.content);
}
