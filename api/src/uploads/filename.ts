/**
 * Makes a visitor-supplied file name safe to store and to offer back in a download: no path
 * segments, no NUL, control, bidi-override or zero-width characters, bounded length, extension kept.
 */
export function sanitizeFilename(raw: string, fallbackBase = 'resume', maxLength = 200): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // control characters, bidi embeddings/overrides/isolates, zero-width and BOM
    .replace(/[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  let stem = dot > 0 ? name.slice(0, dot).trim() : name;
  if (!stem) stem = fallbackBase;
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
