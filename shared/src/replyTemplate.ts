/**
 * Reply templates' placeholders: which ones staff may write in a template's text, which others a
 * text holds (the API refuses them, so a misspelt one is caught when the template is saved rather
 * than e-mailed as written), and the text with them filled in for one item.
 *
 * The filled text goes into the reply box as plain text that staff read and edit before sending,
 * so the values go in as they are: no bidi isolation marks, which would travel, invisible, into
 * the e-mail and into every later edit (the e-mail's own words isolate the name where needed).
 */
import type { Language } from './options';
import { SITE } from './site-config';

export const TEMPLATE_PLACEHOLDERS = ['name', 'position', 'company'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The value of each placeholder for one item. */
export type TemplateValues = Record<TemplatePlaceholder, string>;

/**
 * Anything in braces on one line is taken for a placeholder: `{Name}`, `{ name }` or `{nom}` are
 * mistakes to point out, not text to send.
 */
const PLACEHOLDER = /\{([^{}\n]*)\}/g;

const isPlaceholder = (key: string): key is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key);

/** The placeholders of `body` that are not ones staff may use, each once, as written. */
export function unknownPlaceholders(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (!isPlaceholder(match[1]!)) found.add(match[0]);
  }
  return [...found];
}

/**
 * `body` with each placeholder replaced by its value, in one pass: a value that itself holds
 * `{name}` (a person may type anything as their name) is not filled again. An unknown
 * placeholder is left as written.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, key: string) =>
    isPlaceholder(key) ? values[key] : whole,
  );
}

/**
 * The values for an item answered in `language`: the person's name as they gave it, the job they
 * applied for (applications; empty for the other kinds) and the company's name in that language.
 */
export function templateValues(
  language: Language,
  item: { name: string; position?: string | null },
): TemplateValues {
  return {
    name: item.name.trim(),
    position: item.position?.trim() ?? '',
    company: SITE.brandName[language],
  };
}
