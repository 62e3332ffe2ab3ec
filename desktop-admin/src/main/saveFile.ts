/**
 * Saving a file the admin downloaded (a résumé, a CSV export) through the native save dialog:
 * the stored file name is suggested (Arabic names as they are, made safe for every file system),
 * the exact bytes are written to the chosen place, and the admin is offered to see the file in
 * its folder. Cancelling the dialog writes nothing.
 */
import path from 'node:path';
import type { SaveFileResult } from '../shared/bridge';
import type { Translate } from './i18n';

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}

export interface SaveFileDeps {
  /** The native save dialog; null when it was cancelled. */
  chooseSavePath(options: SaveDialogOptions): Promise<string | null>;
  writeFile(file: string, bytes: Uint8Array): Promise<void>;
  /** Asks whether to show the saved file in its folder. */
  offerToShow(file: string): Promise<boolean>;
  showInFolder(file: string): void;
  /** Where the dialog opens: the last folder used, else the downloads folder. */
  defaultDirectory(): string;
  rememberDirectory(directory: string): void;
  t: Translate;
}

export interface SaveRequest {
  filename: string;
  mimeType: string;
  bytes: ArrayBuffer | Uint8Array;
}

// Bidirectional controls can disguise an extension ("résumé‮fdp.exe"); C0/C1 controls and the
// characters Windows forbids are never part of a file name.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FORBIDDEN = /[<>:"/\\|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_NAME_BYTES = 200;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Cuts text to at most `bytes` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, bytes: number): string {
  let out = '';
  for (const char of text) {
    if (utf8Length(out + char) > bytes) break;
    out += char;
  }
  return out;
}

/**
 * A file name safe to suggest on Windows, macOS and Linux: the last path segment only, without
 * control or bidirectional-override characters, Windows-forbidden characters replaced, no
 * trailing dots or spaces, reserved device names avoided, at most 200 UTF-8 bytes with the
 * extension kept. Letters of any script (Arabic included) stay as they are.
 */
export function safeFileName(name: string, fallback = 'download'): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  let cleaned = lastSegment
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROLS, '')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  if (/^\.+$/.test(cleaned)) cleaned = '';
  if (!cleaned) return fallback;
  if (WINDOWS_RESERVED.test(cleaned)) cleaned = `_${cleaned}`;
  if (utf8Length(cleaned) > MAX_NAME_BYTES) {
    const extension = path.extname(cleaned);
    const keep = extension && utf8Length(extension) <= 20 ? extension : '';
    const stem = cutToBytes(
      cleaned.slice(0, cleaned.length - keep.length),
      MAX_NAME_BYTES - utf8Length(keep),
    );
    cleaned = `${stem.trim()}${keep}`;
  }
  return cleaned;
}

/** The dialog's type filters: the file's own type first, then any file. */
export function saveFilters(filename: string, allFilesLabel: string): SaveDialogOptions['filters'] {
  const extension = path.extname(filename).slice(1).toLowerCase();
  const all = { name: allFilesLabel, extensions: ['*'] };
  return /^[a-z0-9]{1,10}$/.test(extension)
    ? [{ name: extension.toUpperCase(), extensions: [extension] }, all]
    : [all];
}

export async function saveFileFlow(
  request: SaveRequest,
  deps: SaveFileDeps,
): Promise<SaveFileResult> {
  const name = safeFileName(request.filename);
  const chosen = await deps.chooseSavePath({
    title: deps.t('desktop.save.title'),
    defaultPath: path.join(deps.defaultDirectory(), name),
    filters: saveFilters(name, deps.t('desktop.save.allFiles')),
  });
  if (!chosen) return 'cancelled';
  const bytes = request.bytes instanceof Uint8Array ? request.bytes : new Uint8Array(request.bytes);
  await deps.writeFile(chosen, bytes);
  deps.rememberDirectory(path.dirname(chosen));
  if (await deps.offerToShow(chosen).catch(() => false)) deps.showInFolder(chosen);
  return 'saved';
}
