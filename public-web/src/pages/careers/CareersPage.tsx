import { AlertTriangle, Briefcase, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { APPLICATION_DIALOG_RESET_MS } from '@vb/shared/constants';
import { DEPARTMENTS, type Department } from '@vb/shared/options';
import { PAGES } from '@vb/shared/pages';
import { jobIdOfSlug, jobPath } from '@vb/shared/paths';
import type { JobListing } from '@vb/shared/schemas';
import { useDocumentTitle } from '../../app/documentTitle';
import { useT } from '../../app/i18n';
import { useJobListings } from '../../app/queries';
import { Button, Container, Spinner, ui } from '../../components/ui';
import NotFoundPage from '../NotFoundPage';
import { ApplicationDialog } from './ApplicationDialog';
import styles from './careers.module.css';
import { JobCard } from './JobCard';
import { JobDetailsDialog } from './JobDetailsDialog';
import { useJobLabels } from './jobLabels';

type Filter = Department | 'all';
const FILTERS: readonly Filter[] = ['all', ...DEPARTMENTS];

/** Puts focus back on the element that opened a dialog once the dialog is gone. */
function restoreFocus(opener: HTMLElement | null) {
  window.setTimeout(() => {
    if (opener?.isConnected) opener.focus();
  }, 0);
}

/**
 * The application dialog's state: open or closed, the job applied for (null for 'Send your
 * resume'), and a generation that remounts — resets — the dialog 300 ms after it closes
 * (SPEC sections 2 and 9). Reopening before then resets it at once.
 */
function useApplicationDialog() {
  const [state, setState] = useState<{ open: boolean; job: JobListing | null }>({
    open: false,
    job: null,
  });
  const [generation, setGeneration] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const resetPending = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openFor = useCallback((job: JobListing | null, from: HTMLElement | null) => {
    window.clearTimeout(timer.current);
    if (resetPending.current) {
      resetPending.current = false;
      setGeneration((g) => g + 1);
    }
    opener.current = from;
    setState({ open: true, job });
  }, []);

  const onOpenChange = useCallback((open: boolean) => {
    if (open) return;
    setState((s) => ({ ...s, open: false }));
    restoreFocus(opener.current);
    resetPending.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      resetPending.current = false;
      setGeneration((g) => g + 1);
    }, APPLICATION_DIALOG_RESET_MS);
  }, []);

  return { ...state, generation, openFor, onOpenChange };
}

/** The careers page ('Join Our Team', SPEC section 2). */
export default function CareersPage() {
  const t = useT();
  const listings = useJobListings();
  const [filter, setFilter] = useState<Filter>('all');
  const [activeId, setActiveId] = useState<number | null>(null);
  const labels = useJobLabels();
  const application = useApplicationDialog();
  const detailsOpener = useRef<HTMLElement | null>(null);

  // The details dialog is the listing's own page (/careers/<id>-<title>), so its address can be
  // shared and Back closes it: opened from the list, it is a new history entry that closing
  // goes back from; arrived at directly, closing replaces it with the list.
  const { job: jobSegment } = useParams();
  const jobId = jobIdOfSlug(jobSegment);
  const detailsJob =
    jobId === undefined ? undefined : listings.data?.find((job) => job.id === jobId);
  const navigate = useNavigate();
  const openedFromList = (useLocation().state as { fromList?: boolean } | null)?.fromList === true;

  useDocumentTitle(
    detailsJob
      ? t('meta.page.job', { title: labels.storedTitle(detailsJob) })
      : t('meta.page.careers'),
  );

  const showDetails = (job: JobListing, opener: HTMLElement) => {
    detailsOpener.current = opener;
    void navigate(jobPath(job), { state: { fromList: true } });
  };
  const leaveDetails = () => {
    if (openedFromList) void navigate(-1);
    else void navigate(PAGES.careers.path, { replace: true });
  };
  const hideDetails = () => {
    leaveDetails();
    restoreFocus(detailsOpener.current);
  };

  const jobs = listings.data ?? [];
  const shown = filter === 'all' ? jobs : jobs.filter((job) => job.department === filter);

  // An address of no open listing: the site's not-found page, as the server answered it.
  if (jobSegment !== undefined && listings.isSuccess && !detailsJob) return <NotFoundPage />;

  let content;
  if (listings.isPending) {
    content = <Spinner label={t('careers.loading')} />;
  } else if (listings.isError) {
    content = (
      <div className={styles.state} role="alert" data-testid="careers-error">
        <AlertTriangle size={36} className={styles.stateIconDanger} aria-hidden />
        <p className={styles.stateText}>{t('careers.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => void listings.refetch()}
          disabled={listings.isFetching}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (jobs.length === 0) {
    content = (
      <div className={styles.state} data-testid="careers-empty">
        <Briefcase size={36} className={styles.stateIcon} aria-hidden />
        <h3 className={styles.stateTitle}>{t('careers.empty.title')}</h3>
        <p className={styles.stateText}>{t('careers.empty.text')}</p>
      </div>
    );
  } else if (shown.length === 0) {
    content = (
      <div className={styles.state} data-testid="careers-empty-department">
        <Briefcase size={36} className={styles.stateIcon} aria-hidden />
        <p className={styles.stateText}>{t('careers.empty.department')}</p>
      </div>
    );
  } else {
    content = (
      <div className={styles.grid} data-testid="job-list">
        {shown.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            active={activeId === job.id}
            onToggle={() => setActiveId((id) => (id === job.id ? null : job.id))}
            onDetails={(opener) => showDetails(job, opener)}
            onApply={(opener) => application.openFor(job, opener)}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="careers-title">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <span className={ui.eyebrow}>{t('nav.careers')}</span>
            <h1 id="careers-title" className={styles.title}>
              {t('careers.title')}
            </h1>
            <p className={styles.intro}>{t('careers.intro')}</p>
          </div>
          <div className={styles.callout}>
            <p className={styles.calloutText}>{t('careers.sendResumeText')}</p>
            <Button onClick={(e) => application.openFor(null, e.currentTarget)}>
              <Send size={18} className="flip-rtl" aria-hidden />
              {t('careers.sendResume')}
            </Button>
          </div>
        </Container>
      </section>

      <section className={styles.listings} aria-labelledby="careers-positions">
        <Container>
          <h2 id="careers-positions" className={styles.sectionTitle}>
            {t('careers.openPositions')}
          </h2>
          <div
            className={styles.chips}
            role="group"
            aria-label={t('careers.filter.label')}
            data-testid="department-filter"
          >
            {FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {value === 'all' ? t('careers.filter.all') : t(`department.${value}`)}
              </button>
            ))}
          </div>
          {content}
        </Container>
      </section>

      <JobDetailsDialog
        job={detailsJob}
        onClose={hideDetails}
        onApply={(job) => {
          leaveDetails();
          application.openFor(job, detailsOpener.current);
        }}
      />
      <ApplicationDialog
        key={application.generation}
        open={application.open}
        job={application.job}
        onOpenChange={application.onOpenChange}
      />
    </>
  );
}
