import { CheckCircle2, FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { DATE_LOCALES, PRIVACY_PATH, RESUME } from '@vb/shared/constants';
import type { FieldIssue } from '@vb/shared/errors';
import type { MessageKey } from '@vb/shared/i18n';
import { applicationPayloadSchema, type JobListing } from '@vb/shared/schemas';
import { isolate } from '@vb/shared/text';
import { ApiError, postJsonWithProgress } from '../../app/http';
import { prepareFieldErrors, useFieldErrors, zodIssues, type FieldErrors } from '../../app/forms';
import { errorKey, useT } from '../../app/i18n';
import { useApplicationRetention } from '../../app/queries';
import { useToast } from '../../app/toast';
import { Honeypot } from '../../components/Honeypot';
import { Dialog } from '../../components/Dialog';
import { Button, IconButton, TextAreaField, TextField, ui } from '../../components/ui';
import styles from './careersDialogs.module.css';
import { useJobLabels } from './jobLabels';
import { checkResumeFile, formatFileSize, readFileAsBase64, type ResumeProblem } from './resume';

/** Everything but the file content, checked before the file is read. */
const formSchema = applicationPayloadSchema.omit({ resumeData: true });

/** The form's own field of each payload field (the résumé has two payload fields). */
const FIELD_OF: Record<string, string> = {
  resumeFilename: 'resume',
  resumeData: 'resume',
  jobListingId: 'position',
};

const toFormFields = (issues: FieldIssue[]): FieldIssue[] =>
  issues.map((issue) => {
    const [head = '', ...rest] = issue.path.split('.');
    return { ...issue, path: [FIELD_OF[head] ?? head, ...rest].join('.') };
  });

const PROBLEM_TEXT: Record<Exclude<ResumeProblem, 'size'>, MessageKey> = {
  type: 'careers.apply.resumeInvalidType',
  empty: 'error.resume_empty',
};

interface Values {
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
  /** The honeypot: people leave it empty. */
  website: string;
  /** Keep my résumé for future openings: optional, off unless chosen. */
  keepResume: boolean;
}

const REQUIRED = ['name', 'email', 'phone', 'position'] as const;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  position: '',
  message: '',
  website: '',
  keepResume: false,
};

/**
 * The application dialog (SPEC sections 2, 5 and 8): the form, an upload progress bar while it
 * sends, then the success state. With a job, the position is that job's title (read-only); without
 * one, the visitor types it. The parent resets the dialog 300 ms after closing by remounting it.
 */
export function ApplicationDialog({
  open,
  job,
  onOpenChange,
}: {
  open: boolean;
  job: JobListing | null;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  const toast = useToast();
  const localize = useFieldErrors();
  const labels = useJobLabels();
  const retention = useApplicationRetention().data;
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusError = useRef(false);
  /** Whether the dialog is still open and mounted (a late answer after closing becomes a toast). */
  const shown = useRef(open);
  // What the form's errors and progress are worded with (English issue texts, ICU plurals and
  // numbers), fetched while the visitor fills the form in.
  useEffect(() => {
    if (open) void prepareFieldErrors();
  }, [open]);
  useEffect(() => {
    shown.current = open;
    return () => {
      shown.current = false;
    };
  }, [open]);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // The progress bar comes into view while the form sends (it sits low in a long dialog).
  const progressRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitting) progressRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submitting]);

  const resumeId = useId();
  const keepId = useId();
  const position = job ? labels.storedTitle(job) : values.position;
  const percent = Math.round(progress * 100);

  const setField =
    (field: Exclude<keyof Values, 'keepResume'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors(({ [field]: _, ...rest }) => rest);
    };
  /** A text field's name, value, change and error, bound to the form's state. */
  const field = (name: 'name' | 'email' | 'phone' | 'message') => ({
    name,
    value: values[name],
    onChange: setField(name),
    error: errors[name],
  });
  // E-mail addresses and phone numbers are written left to right (a leading '+' stays in front);
  // their empty fields keep the page's direction so that the placeholders line up with the rest.
  const ltrWhenFilled = (name: 'email' | 'phone') => (values[name] ? 'ltr' : undefined);

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cancelling the picker empties the input; the previous choice, if any, stays.
    if (!chosen) {
      if (file && fileInput.current) fileInput.current.value = '';
      return;
    }
    const problem = checkResumeFile(chosen);
    if (problem) {
      clearFile();
      if (problem === 'size') {
        setErrors(({ resume: _, ...rest }) => rest);
        toast({
          title: t('common.error'),
          description: t('careers.apply.resumeTooLarge'),
          variant: 'destructive',
        });
      } else {
        setErrors((e) => ({ ...e, resume: t(PROBLEM_TEXT[problem]) }));
      }
      return;
    }
    setFile(chosen);
    setErrors(({ resume: _, ...rest }) => rest);
  };

  const showIssues = (issues: FieldIssue[], focus: boolean) => {
    focusError.current = focus;
    const found = localize(toFormFields(issues));
    // An empty required field says so, rather than "Enter a valid e-mail address".
    for (const field of REQUIRED) {
      if (found[field] && !(field === 'position' ? position : values[field]).trim()) {
        found[field] = t('validation.required');
      }
    }
    setErrors(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const preparing = prepareFieldErrors();
    if (preparing) await preparing;
    const raw = {
      ...values,
      position,
      resumeFilename: file?.name ?? '',
      ...(job ? { jobListingId: job.id } : {}),
    };
    const checked = formSchema.safeParse(raw);
    if (!checked.success || !file) {
      showIssues(checked.success ? [] : zodIssues(checked.error), true);
      return;
    }
    setErrors({});
    setProgress(0);
    setSubmitting(true);
    try {
      const payload = applicationPayloadSchema.parse({
        ...raw,
        resumeData: await readFileAsBase64(file),
      });
      await postJsonWithProgress('/api/careers/apply', payload, setProgress);
      if (shown.current) {
        setSubmitted(true);
      } else {
        toast({
          title: t('careers.apply.successTitle'),
          description: t('careers.apply.successText'),
          variant: 'success',
        });
      }
    } catch (error) {
      // eslint-disable-next-line no-console -- SPEC section 8: failures are logged as well as shown
      console.error(t('failure.sendJobApplication'), error);
      if (error instanceof ApiError && error.issues.length) showIssues(error.issues, false);
      if (error instanceof z.ZodError) showIssues(zodIssues(error), true);
      toast({
        title: t('careers.apply.toast.errorTitle'),
        description:
          error instanceof ApiError && error.code
            ? t(errorKey(error))
            : t('careers.apply.toast.errorText'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const resumeError = errors.resume;
  const resumeHint = `${resumeId}-hint`;
  const resumeErrorId = `${resumeId}-error`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        job
          ? t('careers.apply.title', { position: labels.title(job) })
          : t('careers.apply.generalTitle')
      }
      description={
        submitted ? undefined : <p className={styles.dialogIntro}>{t('careers.apply.intro')}</p>
      }
    >
      {submitted ? (
        <div className={styles.success} role="status" data-testid="application-success">
          <CheckCircle2 size={56} className={styles.successIcon} aria-hidden />
          <h3 className={styles.successTitle}>{t('careers.apply.successTitle')}</h3>
          <p className={styles.successText}>{t('careers.apply.successText')}</p>
          <Button onClick={() => onOpenChange(false)}>{t('careers.apply.close')}</Button>
        </div>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(e) => void submit(e)}
          data-testid="application-form"
        >
          <div className={styles.formGrid}>
            <TextField
              label={t('careers.apply.fullName')}
              placeholder={t('careers.apply.fullNamePlaceholder')}
              autoComplete="name"
              required
              {...field('name')}
            />
            <TextField
              label={t('careers.apply.email')}
              placeholder={t('careers.apply.emailPlaceholder')}
              type="email"
              autoComplete="email"
              dir={ltrWhenFilled('email')}
              required
              {...field('email')}
            />
            <TextField
              label={t('careers.apply.phone')}
              placeholder={t('careers.apply.phonePlaceholder')}
              type="tel"
              autoComplete="tel"
              dir={ltrWhenFilled('phone')}
              required
              {...field('phone')}
            />
            <TextField
              label={t('careers.apply.position')}
              placeholder={job ? undefined : t('careers.apply.positionPlaceholder')}
              name="position"
              required={!job}
              readOnly={Boolean(job)}
              aria-readonly={job ? true : undefined}
              value={position}
              onChange={job ? undefined : setField('position')}
              error={errors.position}
            />
          </div>
          <TextAreaField
            label={t('careers.apply.coverLetter')}
            placeholder={t('careers.apply.coverLetterPlaceholder')}
            rows={4}
            {...field('message')}
          />

          <div className={ui.field}>
            <span id={`${resumeId}-label`} className={ui.label}>
              {t('careers.apply.resume')}
              <span className={ui.required} aria-hidden>
                *
              </span>
            </span>
            <label
              htmlFor={resumeId}
              className={styles.dropzone}
              data-invalid={resumeError ? true : undefined}
            >
              <input
                ref={fileInput}
                id={resumeId}
                type="file"
                name="resume"
                accept={RESUME.accept}
                className="visually-hidden"
                aria-labelledby={`${resumeId}-label`}
                aria-describedby={resumeError ? `${resumeErrorId} ${resumeHint}` : resumeHint}
                aria-required
                aria-invalid={resumeError ? true : undefined}
                onChange={chooseFile}
                data-testid="resume-input"
              />
              <Upload size={24} className={styles.dropzoneIcon} aria-hidden />
              <span className={styles.dropzoneTitle}>{t('careers.apply.resumeUpload')}</span>
              <span id={resumeHint} className={styles.dropzoneHint}>
                {t('careers.apply.resumeTypesHint')} · {t('careers.apply.resumeSizeHint')}
              </span>
              <span className={styles.dropzoneButton} aria-hidden>
                {t('careers.apply.resumeChoose')}
              </span>
            </label>
            {file && (
              <div className={styles.fileChip} data-testid="resume-selected">
                <FileText size={18} aria-hidden />
                <span className={styles.fileName}>
                  {/* The name is isolated (FSI … PDI) so that a Latin name reads right in Arabic. */}
                  {t('careers.apply.resumeSelected', { filename: isolate(file.name) })}
                  <span className={styles.fileSize}>
                    {' '}
                    ({formatFileSize(file.size, DATE_LOCALES[labels.language])})
                  </span>
                </span>
                <IconButton
                  label={t('careers.apply.resumeRemove')}
                  className={styles.fileRemove}
                  onClick={clearFile}
                  disabled={submitting}
                >
                  <X size={16} aria-hidden />
                </IconButton>
              </div>
            )}
            {resumeError && (
              <span id={resumeErrorId} className={ui.error} role="alert">
                {resumeError}
              </span>
            )}
          </div>

          {submitting && (
            <div ref={progressRef} className={styles.progress} data-testid="upload-progress">
              <div
                role="progressbar"
                aria-label={t('careers.apply.uploadProgressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('careers.apply.uploadProgress', { percent })}
                className={styles.progressTrack}
              >
                <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
              </div>
              <span className={styles.progressText} aria-hidden>
                {t('careers.apply.uploadProgress', { percent })}
              </span>
            </div>
          )}

          {retention && (
            <p className={styles.privacyNotice} data-testid="privacy-notice">
              {t('careers.apply.privacyNotice', {
                days: retention.applicationDays,
                rejectedDays: retention.rejectedDays,
              })}{' '}
              <Link to={PRIVACY_PATH} target="_blank" rel="noopener">
                {t('careers.apply.privacyLink')}
              </Link>
            </p>
          )}
          <div className={styles.keepResume}>
            <input
              id={keepId}
              type="checkbox"
              name="keepResume"
              checked={values.keepResume}
              onChange={(e) => {
                const keepResume = e.target.checked;
                setValues((v) => ({ ...v, keepResume }));
              }}
              aria-describedby={`${keepId}-hint`}
              data-testid="keep-resume"
            />
            <span>
              <label htmlFor={keepId} className={styles.keepResumeLabel}>
                {t('careers.apply.keepResume')}
              </label>
              <span id={`${keepId}-hint`} className={styles.keepResumeHint}>
                {t('careers.apply.keepResumeHint')}
              </span>
            </span>
          </div>

          <Honeypot
            value={values.website}
            onChange={(website) => setValues((v) => ({ ...v, website }))}
          />
          <div className={styles.formActions}>
            <Button type="submit" disabled={submitting} className={styles.submit}>
              {submitting ? t('careers.apply.submitting') : t('careers.apply.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
