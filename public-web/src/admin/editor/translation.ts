/** The editor's auto-translation (SPEC section 7, Translation): title and content together, or nothing. */
import type { TranslateBatchRequest } from '@vb/shared/schemas';
import { decimalValue } from '@vb/shared/text';

export type EditorLanguage = 'en' | 'ar';

const API_LANGUAGE = { en: 'english', ar: 'arabic' } as const;

/** An image written as `![alt](data:…)`: its (long) data URL does not go to the translator. */
const INLINE_IMAGE = /(!\[[^\]\n]*\]\()(data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=]+)(\))/gi;
/** A placeholder as the translator may give it back: any case, any decimal digits (e.g. ١). */
const PLACEHOLDER = /vb-image-(\p{Nd}+)/giu;

/**
 * Replaces the data URLs of inline images by short placeholders (`vb-image-1`…), so that the
 * translated text stays small and the picture data is never altered; {@link restoreImages} puts
 * them back.
 */
export function protectImages(content: string): { text: string; images: string[] } {
  const images: string[] = [];
  const text = content.replace(INLINE_IMAGE, (_m, open: string, url: string, close: string) => {
    images.push(url);
    return `${open}vb-image-${images.length}${close}`;
  });
  return { text, images };
}

export function restoreImages(text: string, images: string[]): string {
  if (images.length === 0) return text;
  return text.replace(PLACEHOLDER, (match, n: string) => images[decimalValue(n) - 1] ?? match);
}

export interface TranslatedFields {
  title: string;
  content: string;
}

/**
 * Translates a title and a content from one language to the other in one request (one call to
 * the translation service per click: its cost and its wait are one request's). A failure
 * rejects, so the caller changes nothing.
 */
export async function translateFields(
  translateTexts: (request: TranslateBatchRequest) => Promise<string[]>,
  source: TranslatedFields,
  from: EditorLanguage,
): Promise<TranslatedFields> {
  const to: EditorLanguage = from === 'en' ? 'ar' : 'en';
  const { text, images } = protectImages(source.content);
  const [title = '', content = ''] = await translateTexts({
    texts: [source.title, text],
    fromLanguage: API_LANGUAGE[from],
    toLanguage: API_LANGUAGE[to],
  });
  return { title: title.trim(), content: restoreImages(content, images) };
}
