import { RESUME } from '@vb/shared/constants';

/** Why a chosen résumé file is refused before anything is sent (SPEC section 5). */
export type ResumeProblem = 'type' | 'size' | 'empty';

/** Whether a file name ends with an accepted résumé extension (.pdf, .doc, .docx; any case). */
export function hasResumeExtension(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return RESUME.extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

/**
 * The problem of a chosen résumé, or null when it may be sent: a wrong extension first, then a
 * size above 10 MB, then an empty file.
 */
export function checkResumeFile(file: { name: string; size: number }): ResumeProblem | null {
  if (!hasResumeExtension(file.name)) return 'type';
  if (file.size > RESUME.maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** The base64 content of a file (without the `data:` URL prefix), read with a FileReader. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onabort = () => reject(new Error('Reading the file was aborted'));
    reader.onload = () => {
      const result = reader.result;
      if (typeof result !== 'string') {
        reject(new Error('The file could not be read'));
        return;
      }
      const comma = result.indexOf(',');
      resolve(comma >= 0 ? result.slice(comma + 1) : result);
    };
    reader.readAsDataURL(file);
  });
}

/** A file size for people, in the visitor's locale: "1.2 MB", "340 kB" (at least "0.1 kB"). */
export function formatFileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mega || value < 10 ? 1 : 0,
  }).format(value);
}
