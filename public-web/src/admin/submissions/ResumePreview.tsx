/**
 * The résumé preview: a PDF résumé drawn inside the admin, page by page on a canvas,
 * with page navigation and zoom. Its bytes come from the résumé route (`?preview=1`, audited as
 * viewed); PDF.js is loaded only when a preview opens (resumePreview/pdf.ts says why nothing in
 * the file can act: no script runs, no link is made). Word résumés are downloaded as before.
 * "Print" prints the pages as the images drawn here, through the system's dialog.
 */
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '@vb/shared/i18n';
import { isolate } from '@vb/shared/text';
import { ChevronLeftIcon, ChevronRightIcon, PrintIcon, ZoomInIcon, ZoomOutIcon } from '../icons';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import type { PDFDocumentProxy } from './resumePreview/pdf';
import { printImages } from './resumePreview/print';
import styles from './resumePreview.module.css';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const DEFAULT_ZOOM = 2; // index of 1 (100%)

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; doc: PDFDocumentProxy }
  | { state: 'failed'; error: unknown };

export function ResumePreview({
  applicationId,
  name,
  onClose,
}: {
  /** The application whose résumé is shown; the preview is open while it is set. */
  applicationId: number | undefined;
  name: string;
  onClose(): void;
}) {
  const t = useT();
  const rtl = usePreferences((s) => s.language) === 'ar';
  return (
    <Modal
      open={applicationId !== undefined}
      onCancel={onClose}
      title={t('admin.resume.previewTitle', { name: isolate(name) })}
      footer={null}
      closable={{ 'aria-label': t('admin.resume.close') }}
      width="min(920px, 100vw)"
      centered
      destroyOnHidden
      className={styles.modal}
    >
      {applicationId !== undefined && <PreviewBody id={applicationId} name={name} rtl={rtl} />}
    </Modal>
  );
}

function PreviewBody({ id, name, rtl }: { id: number; name: string; rtl: boolean }) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [painting, setPainting] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  // The bytes, then the document (PDF.js loaded on first use); destroyed when the preview closes.
  useEffect(() => {
    let doc: PDFDocumentProxy | undefined;
    let gone = false;
    void (async () => {
      try {
        const [bytes, pdf] = await Promise.all([
          client.resumeForPreview(id),
          import('./resumePreview/pdf'),
        ]);
        if (gone) return;
        doc = await pdf.openPdf(bytes);
        if (gone) {
          void doc.destroy();
          return;
        }
        setLoaded({ state: 'ready', doc });
      } catch (error) {
        if (gone) return;
        logFailure('The résumé could not be previewed', error);
        setLoaded({ state: 'failed', error });
      }
    })();
    return () => {
      gone = true;
      void doc?.destroy();
    };
  }, [client, id]);

  const doc = loaded.state === 'ready' ? loaded.doc : undefined;
  const pages = doc?.numPages ?? 0;

  // Printing: the pages made images, then the system's print dialog; undone if the preview closes.
  const [printing, setPrinting] = useState(false);
  const printJob = useRef<{ cancelled: boolean; cancel?: () => void } | null>(null);
  useEffect(
    () => () => {
      const job = printJob.current;
      if (!job) return;
      job.cancelled = true;
      job.cancel?.();
    },
    [],
  );
  async function print() {
    if (!doc || printJob.current) return;
    const job: { cancelled: boolean; cancel?: () => void } = { cancelled: false };
    printJob.current = job;
    setPrinting(true);
    try {
      const pdf = await import('./resumePreview/pdf');
      const { urls, truncated } = await pdf.pagesAsImages(doc, () => !job.cancelled);
      if (job.cancelled) {
        for (const url of urls) URL.revokeObjectURL(url);
        return;
      }
      if (truncated) {
        toast('info', 'admin.resume.printTruncatedTitle', 'admin.resume.printTruncated', {
          pages: String(pdf.PRINT_MAX_PAGES),
        });
      }
      const printed = printImages(urls, {
        title: t('admin.resume.previewTitle', { name }),
        className: styles.printRoot ?? '',
      });
      job.cancel = printed.cancel;
      await printed.opened;
    } catch (error) {
      if (job.cancelled) return;
      logFailure('The résumé could not be printed', error);
      toast('error', 'admin.toast.errorTitle', 'admin.resume.printFailed');
    } finally {
      if (!job.cancelled) {
        printJob.current = null;
        setPrinting(false);
      }
    }
  }

  // The shown page at the chosen zoom; a new page or zoom cancels the painting under way.
  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    let current: { cancel(): void } | undefined;
    let gone = false;
    void (async () => {
      const pdf = await import('./resumePreview/pdf');
      if (gone) return;
      setPainting(true);
      const painted = pdf.paintPage(doc, page, ZOOMS[zoom] ?? 1, target);
      current = painted;
      try {
        await painted.done;
        if (!gone) target.dataset.painted = `${page}@${ZOOMS[zoom]}`;
      } catch (error) {
        if (!gone) logFailure('A page of the résumé could not be drawn', error);
      } finally {
        if (!gone) setPainting(false);
      }
    })();
    return () => {
      gone = true;
      current?.cancel();
    };
  }, [doc, page, zoom]);

  if (loaded.state === 'failed') {
    const key =
      loaded.error instanceof ApiError && loaded.error.code
        ? errorMessageKey(loaded.error.code)
        : 'admin.resume.failed';
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(loaded.error, key)}
        data-testid="resume-preview-error"
      />
    );
  }

  // In Arabic the previous page is on the right: the arrows follow the reading direction.
  const back = rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />;
  const forward = rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />;
  return (
    <div className={styles.body} data-testid="resume-preview">
      <div className={styles.toolbar} role="toolbar" aria-label={t('admin.resume.frameTitle')}>
        <Button
          icon={back}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
          disabled={!doc || page <= 1}
          aria-label={t('admin.resume.previous')}
          title={t('admin.resume.previous')}
          data-testid="resume-previous"
        />
        <span className={styles.pageLabel} aria-live="polite" data-testid="resume-page">
          {doc ? t('admin.resume.page', { page, pages }) : ''}
        </span>
        <Button
          icon={forward}
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
          disabled={!doc || page >= pages}
          aria-label={t('admin.resume.next')}
          title={t('admin.resume.next')}
          data-testid="resume-next"
        />
        <span className={styles.gap} />
        <Button
          icon={<ZoomOutIcon />}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={!doc || zoom <= 0}
          aria-label={t('admin.resume.zoomOut')}
          title={t('admin.resume.zoomOut')}
          data-testid="resume-zoom-out"
        />
        <span className={styles.zoomLabel} data-testid="resume-zoom">
          {t('admin.resume.zoom', { percent: Math.round((ZOOMS[zoom] ?? 1) * 100) })}
        </span>
        <Button
          icon={<ZoomInIcon />}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={!doc || zoom >= ZOOMS.length - 1}
          aria-label={t('admin.resume.zoomIn')}
          title={t('admin.resume.zoomIn')}
          data-testid="resume-zoom-in"
        />
        <Button
          icon={<PrintIcon />}
          onClick={() => void print()}
          disabled={!doc}
          loading={printing}
          data-testid="resume-print-button"
        >
          {t('admin.resume.print')}
        </Button>
      </div>
      <p className={styles.note}>{t('admin.resume.safeNote')}</p>
      <div className={styles.stage} dir="ltr">
        {(!doc || painting) && (
          <div className={styles.spinner} role="status" aria-label={t('admin.resume.loading')}>
            <Spin />
          </div>
        )}
        <canvas
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={doc ? t('admin.resume.page', { page, pages }) : t('admin.resume.loading')}
          data-testid="resume-canvas"
        />
      </div>
    </div>
  );
}
