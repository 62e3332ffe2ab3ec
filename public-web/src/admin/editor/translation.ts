/** The editor's auto-translation (SPEC section 7, Translation): title, then content; both or nothing. */
import type { TranslateRequest } from '@vb/shared/schemas';
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
 * Translates a title and a content from one language to the other: the title first, then the
 * content. Either failure rejects, so the caller changes nothing unless both succeeded.
 */
export async function translateFields(
  translate: (request: TranslateRequest) => Promise<string>,
  source: TranslatedFields,
  from: EditorLanguage,
): Promise<TranslatedFields> {
  const to: EditorLanguage = from === 'en' ? 'ar' : 'en';
  const languages = { fromLanguage: API_LANGUAGE[from], toLanguage: API_LANGUAGE[to] };
  const title = await translate({ text: source.title, ...languages });
  const { text, images } = protectImages(source.content);
  const content = await translate({ text, ...languages });
  return { title: title.trim(), content: restoreImages(content, images) };
}
