import { describe, expect, it } from 'vitest';
import { RESUME } from '@vb/shared/constants';
import { checkResumeFile, formatFileSize, hasResumeExtension, readFileAsBase64 } from './resume';

describe('résumé checks', () => {
  it('accepts .pdf, .doc and .docx in any case, nothing else', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'my cv.doc', 'سيرة.docx', ' cv.Docx ']) {
      expect(hasResumeExtension(name), name).toBe(true);
    }
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', '.pdf', 'cv.docm', 'cvpdf', 'cv.odt']) {
      expect(hasResumeExtension(name), name).toBe(false);
    }
  });

  it('refuses a wrong type first, then a file above 10 MB, then an empty file', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1234 })).toBeNull();
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME.maxBytes })).toBeNull();
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME.maxBytes + 1 })).toBe('size');
    expect(checkResumeFile({ name: 'cv.txt', size: RESUME.maxBytes + 1 })).toBe('type');
    expect(checkResumeFile({ name: 'cv.txt', size: 10 })).toBe('type');
    expect(checkResumeFile({ name: 'cv.docx', size: 0 })).toBe('empty');
  });
});

describe('readFileAsBase64', () => {
  it('reads the exact bytes as base64 without the data URL prefix', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xe2, 0x80]);
    const base64 = await readFileAsBase64(new File([bytes], 'cv.pdf'));
    expect(base64).toBe(btoa(String.fromCharCode(...bytes)));
    expect(base64).not.toContain(',');
  });

  it('reads a file with a type and an empty file', async () => {
    const typed = new File(['hello'], 'cv.pdf', { type: 'application/pdf' });
    expect(await readFileAsBase64(typed)).toBe(btoa('hello'));
    expect(await readFileAsBase64(new File([], 'cv.pdf'))).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses megabytes or kilobytes in the locale', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatFileSize(340 * 1024 + 100, 'en-US')).toBe('340 kB');
    expect(formatFileSize(2048, 'en-US')).toBe('2 kB');
    expect(formatFileSize(12, 'en-US')).toBe('0.1 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'ar-SA')).toMatch(/[\u0660-\u0669]/);
  });
});
