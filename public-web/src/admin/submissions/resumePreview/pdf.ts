/**
 * PDF.js for the résumé preview, loaded only when a preview opens (never in the public
 * site's bundle, nor in the admin's first load). The document is parsed in PDF.js's worker (a
 * bundled file of this origin) and its pages are drawn as pixels on a canvas:
 *
 * - no script of the PDF runs: PDF.js's core has no interpreter for them (only its viewer's
 *   separate scripting sandbox, pdf.sandbox.mjs, runs them, and it is never loaded here);
 * - no link or form acts: no annotation layer is made, annotations are only painted;
 * - no code is made from the file: `isEvalSupported: false` (the font path that CVE-2024-4367
 *   abused), and the admin's Content-Security-Policy allows no eval anyway;
 * - XFA forms are off, and nothing is fetched for the document (no cMap or font URLs).
 */
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type { PDFDocumentProxy };

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens the PDF's bytes (the caller destroys the document when done). */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useWorkerFetch: false,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
}

/**
 * Paints one page (1-based) on the canvas at `scale` (CSS pixels), sharp on dense screens;
 * `cancel` stops it (its `done` then rejects, which the caller ignores).
 */
export function paintPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  canvas: HTMLCanvasElement,
): { done: Promise<void>; cancel(): void } {
  let task: RenderTask | undefined;
  let cancelled = false;
  const done = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    task = page.render({ canvas, viewport });
    await task.promise;
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
  };
}

/** At most this many pages are printed: a résumé has a few, a hostile file may have thousands. */
export const PRINT_MAX_PAGES = 30;
/** Print resolution: 2.5 × the PDF's 72 points per inch, 180 dots per inch. */
const PRINT_SCALE = 2.5;

/**
 * The pages (up to PRINT_MAX_PAGES) as PNG images, for printing: painted one at a time on one
 * canvas, so that only the compressed images stay in memory. The caller revokes the URLs.
 */
export async function pagesAsImages(
  doc: PDFDocumentProxy,
  stillWanted: () => boolean,
): Promise<{ urls: string[]; truncated: boolean }> {
  const canvas = document.createElement('canvas');
  const urls: string[] = [];
  const count = Math.min(doc.numPages, PRINT_MAX_PAGES);
  try {
    for (let n = 1; n <= count && stillWanted(); n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: PRINT_SCALE });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error(`Page ${n} could not be made an image`);
      urls.push(URL.createObjectURL(blob));
    }
  } catch (error) {
    for (const url of urls) URL.revokeObjectURL(url);
    throw error;
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
  return { urls, truncated: doc.numPages > count };
}
