/**
 * The markup's safety primitives: HTML escaping, entity decoding, and the checks that decide
 * which link and image addresses the renderer may write into an attribute (see ./markup.ts).
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};
const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** Escapes & < > " ' ` = so that the result is inert both as text and inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (c) => ESCAPES[c] ?? c);
}

/** Exact inverse of {@link escapeHtml} (decodes only the seven entities it produces). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#96|#61);/g, (e) => UNESCAPES[e] ?? e);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  num: '#',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  excl: '!',
  quest: '?',
  percnt: '%',
  plus: '+',
  grave: '`',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
  commat: '@',
  zwj: '\u200d',
  zwnj: '\u200c',
  shy: '\u00ad',
};

function codePointToString(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\ufffd';
  if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * Decodes HTML character references the way a browser might (numeric with or without `;`, a set of
 * named ones), repeatedly, so that URL validation sees through any level of entity encoding.
 * Used for validation only: unknown named references are left as they are.
 */
function decodeEntitiesDeep(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round += 1) {
    const next = current.replace(
      /&(?:#[xX]([0-9a-fA-F]{1,8})|#([0-9]{1,10})|([a-zA-Z][a-zA-Z0-9]{0,31}));?/g,
      (match, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
        if (hex !== undefined) return codePointToString(Number.parseInt(hex, 16));
        if (dec !== undefined) return codePointToString(Number.parseInt(dec, 10));
        if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? match;
        return match;
      },
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Control, format, private-use, unassigned characters, separators and whitespace. */
const INVISIBLE = /[\p{C}\p{Z}\s]/gu;
const INVISIBLE_EDGES = /^[\p{C}\p{Z}\s]+|[\p{C}\p{Z}\s]+$/gu;
const HAS_INVISIBLE = /[\p{C}\p{Z}\s]/u;

/** The form of a URL used for validation: entities decoded, invisible characters removed. */
function canonicalForCheck(url: string): string {
  return decodeEntitiesDeep(url).replace(INVISIBLE, '');
}

/** A path on the same origin: one `/` not followed by another `/` or a `\`. */
function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

function isAllowedLinkForm(url: string): boolean {
  return /^(?:https?|mailto):/i.test(url) || isSameOriginPath(url) || url.startsWith('#');
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;

function isAllowedImageForm(url: string): boolean {
  return /^https?:/i.test(url) || isSameOriginPath(url) || DATA_IMAGE.test(url);
}

/**
 * Trims a raw URL and returns it if it is acceptable for `kind`, else null. The URL must contain no
 * whitespace or control character once trimmed, and both its literal form and its
 * entity-decoded, invisible-stripped form must have an allowed scheme or be an allowed path.
 */
export function sanitizeUrl(raw: string, kind: 'link' | 'image'): string | null {
  const url = raw.replace(INVISIBLE_EDGES, '');
  if (url.length === 0 || HAS_INVISIBLE.test(url)) return null;
  const allowed = kind === 'link' ? isAllowedLinkForm : isAllowedImageForm;
  if (!allowed(url) || !allowed(canonicalForCheck(url))) return null;
  return url;
}

/** Whether `url` may be used as a link target: http(s), mailto, a `/path` or a `#fragment`. */
export function isSafeLinkUrl(url: string): boolean {
  return sanitizeUrl(url, 'link') !== null;
}

/** Whether `url` may be used as an image source: http(s), a `/path` or a base64 raster data URL. */
export function isSafeImageUrl(url: string): boolean {
  return sanitizeUrl(url, 'image') !== null;
}
