const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * Makes a visitor-supplied file name safe to store and to offer back in a download: no path
 * segments, no NUL, control, bidi-override or zero-width characters, no Windows device
 * name, bounded length, extension kept.
 */
export function sanitizeFilename(raw: string, fallbackBase = 'resume', maxLength = 200): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // control characters, bidi marks/embeddings/overrides/isolates, zero-width, BOM, and lone
    // surrogates (not encodable as UTF-8; with the u flag only unpaired ones match)
    .replace(/[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  let stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[. ]+$/, '').trim();
  if (!stem) stem = fallbackBase;
  // Windows reserved device names (CON, NUL, COM1…) cannot be saved as files there.
  if (WINDOWS_RESERVED.test(stem.split('.')[0] ?? '')) stem = `_${stem}`;
  const room = Math.max(1, maxLength - ext.length);
  stem = Array.from(stem).slice(0, room).join('');
  name = `${stem}${ext}`;
  return name;
}

/** The file's extension, lower-cased with its dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The plain-ASCII `filename=` fallback of a download's Content-Disposition: accents
 * dropped (Zoë → Zoe), other characters left out, and `fallbackBase` when no letter or digit is
 * left (an Arabic name). Browsers use the RFC 5987 `filename*` with the real name; this is for the
 * clients that do not, which would otherwise read raw Latin-1 bytes in a header.
 */
export function asciiFilename(name: string, fallbackBase = 'resume'): string {
  const ext = extensionOf(name);
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\]/g, '_')
      .replace(/\s+/g, ' ')
      .trim();
  const stem = ascii(ext ? name.slice(0, -ext.length) : name);
  return `${/[A-Za-z0-9]/.test(stem) ? stem : fallbackBase}${ascii(ext)}`;
}
