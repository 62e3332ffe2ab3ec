import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './i18n';
import { safeFileName, saveFileFlow, saveFilters, type SaveFileDeps } from './saveFile';

const DOWNLOADS = path.resolve('/home/sara/Downloads');

function deps(overrides: Partial<SaveFileDeps> = {}) {
  const written = new Map<string, Uint8Array>();
  const d = {
    chooseSavePath: vi.fn<SaveFileDeps['chooseSavePath']>(async (o) => o.defaultPath),
    writeFile: vi.fn(async (file: string, bytes: Uint8Array) => {
      written.set(file, bytes);
    }),
    offerToShow: vi.fn(async () => false),
    showInFolder: vi.fn(),
    defaultDirectory: () => DOWNLOADS,
    rememberDirectory: vi.fn(),
    t: createTranslator(() => 'en'),
    ...overrides,
  };
  return { d, written };
}

describe('the suggested file name', () => {
  it('keeps Arabic (and any script) as it is', () => {
    expect(safeFileName('السيرة الذاتية - سارة.pdf')).toBe('السيرة الذاتية - سارة.pdf');
    expect(safeFileName('résumé Zoë.docx')).toBe('résumé Zoë.docx');
  });

  it('keeps only the last path segment and replaces forbidden characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Windows\\win.ini')).toBe('win.ini');
    expect(safeFileName('a<b>c:d"e|f?g*h.pdf')).toBe('a_b_c_d_e_f_g_h.pdf');
  });

  it('removes control and bidirectional-override characters (no disguised extensions)', () => {
    expect(safeFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(safeFileName('cv\u0000\u0007.pdf')).toBe('cv.pdf');
    expect(safeFileName('\u200Fسيرة.pdf')).toBe('سيرة.pdf');
  });

  it('avoids empty, dot-only, trailing-dot and reserved names', () => {
    expect(safeFileName('')).toBe('download');
    expect(safeFileName('...')).toBe('download');
    expect(safeFileName('report. . ')).toBe('report');
    expect(safeFileName('CON.pdf')).toBe('_CON.pdf');
    expect(safeFileName('nul')).toBe('_nul');
  });

  it('shortens very long names to 200 bytes, keeping the extension and whole letters', () => {
    const long = `${'س'.repeat(300)}.pdf`;
    const safe = safeFileName(long);
    expect(Buffer.byteLength(safe)).toBeLessThanOrEqual(200);
    expect(safe.endsWith('.pdf')).toBe(true);
    expect(safe).not.toContain('\uFFFD');
  });

  it('offers the file’s own type first, then any file', () => {
    expect(saveFilters('cv.PDF', 'All files')).toEqual([
      { name: 'PDF', extensions: ['pdf'] },
      { name: 'All files', extensions: ['*'] },
    ]);
    expect(saveFilters('README', 'All files')).toEqual([{ name: 'All files', extensions: ['*'] }]);
  });
});

describe('saving through the native dialog', () => {
  const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]).buffer;

  it('suggests the stored name in the downloads folder and writes the exact bytes', async () => {
    const { d, written } = deps();
    expect(
      await saveFileFlow({ filename: 'سيرة سارة.pdf', mimeType: 'application/pdf', bytes }, d),
    ).toBe('saved');
    const options = vi.mocked(d.chooseSavePath).mock.calls[0]![0];
    expect(options.defaultPath).toBe(path.join(DOWNLOADS, 'سيرة سارة.pdf'));
    expect(options.title).toBe('Save file');
    expect(options.filters[0]).toEqual({ name: 'PDF', extensions: ['pdf'] });
    const file = path.join(DOWNLOADS, 'سيرة سارة.pdf');
    expect([...written.get(file)!]).toEqual([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    expect(d.rememberDirectory).toHaveBeenCalledWith(DOWNLOADS);
  });

  it('writes where the admin chose, and shows it in its folder when asked', async () => {
    const chosen = path.resolve('/tmp/elsewhere/cv-copy.pdf');
    const { d, written } = deps({
      chooseSavePath: vi.fn(async () => chosen),
      offerToShow: vi.fn(async () => true),
    });
    await saveFileFlow({ filename: 'cv.pdf', mimeType: 'application/pdf', bytes }, d);
    expect(written.has(chosen)).toBe(true);
    expect(d.offerToShow).toHaveBeenCalledWith(chosen);
    expect(d.showInFolder).toHaveBeenCalledWith(chosen);
    expect(d.rememberDirectory).toHaveBeenCalledWith(path.dirname(chosen));
  });

  it('does not open the folder when the offer is declined', async () => {
    const { d } = deps({ offerToShow: vi.fn(async () => false) });
    await saveFileFlow({ filename: 'a.csv', mimeType: 'text/csv', bytes }, d);
    expect(d.showInFolder).not.toHaveBeenCalled();
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const { d, written } = deps({ chooseSavePath: vi.fn(async () => null) });
    expect(await saveFileFlow({ filename: 'cv.pdf', mimeType: 'application/pdf', bytes }, d)).toBe(
      'cancelled',
    );
    expect(written.size).toBe(0);
    expect(d.writeFile).not.toHaveBeenCalled();
    expect(d.offerToShow).not.toHaveBeenCalled();
    expect(d.rememberDirectory).not.toHaveBeenCalled();
  });

  it('reports a failed write to the renderer (which shows its error toast)', async () => {
    const { d } = deps({
      writeFile: vi.fn(async () => {
        throw new Error('EACCES');
      }),
    });
    await expect(
      saveFileFlow({ filename: 'cv.pdf', mimeType: 'application/pdf', bytes }, d),
    ).rejects.toThrow('EACCES');
    expect(d.offerToShow).not.toHaveBeenCalled();
  });

  it('speaks Arabic in the dialog when the console does', async () => {
    const { d } = deps({ t: createTranslator(() => 'ar') });
    await saveFileFlow({ filename: 'cv.pdf', mimeType: 'application/pdf', bytes }, d);
    const options = vi.mocked(d.chooseSavePath).mock.calls[0]![0];
    expect(options.title).toBe('حفظ الملف');
    expect(options.filters[1]!.name).toBe('كل الملفات');
  });
});
