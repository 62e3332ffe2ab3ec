/**
 * Printing a résumé: its pages, already images, are put in a container that only the
 * print stylesheet shows (resumePreview.module.css: while `data-printing` is on the body, every
 * other child of the body is left out of print), and the browser's (or Electron's) print dialog
 * is opened. The document's title names the résumé, which the dialog offers as the PDF's name.
 * Everything is undone after printing, or by `cancel` (the preview closed meanwhile).
 */
export const PRINTING_ATTRIBUTE = 'data-printing';

export function printImages(
  urls: readonly string[],
  options: { title: string; className: string },
): { opened: Promise<void>; cancel(): void } {
  const root = document.createElement('div');
  root.className = options.className;
  root.dataset.testid = 'resume-print';
  for (const url of urls) {
    const image = document.createElement('img');
    image.src = url;
    image.alt = '';
    root.append(image);
  }
  document.body.append(root);
  const previousTitle = document.title;
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    window.removeEventListener('afterprint', cleanup);
    document.body.removeAttribute(PRINTING_ATTRIBUTE);
    document.title = previousTitle;
    root.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  };
  const opened = (async () => {
    try {
      await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode()));
    } catch (error) {
      cleanup();
      throw error;
    }
    if (done) return;
    document.title = options.title;
    document.body.setAttribute(PRINTING_ATTRIBUTE, '');
    // Chromium and Electron fire `afterprint` when the dialog closes, printed or cancelled.
    window.addEventListener('afterprint', cleanup);
    window.print();
  })();
  return { opened, cancel: cleanup };
}
