import type { Language } from '@vb/shared/options';
import type { ContactMessage, InvestorRequest, JobApplication } from '@vb/shared/schemas';
import { SUBMISSION_RESPONSE_KEYS, type SubmissionKind } from '@vb/shared/status';
import { toIso, toIsoOrNull, toNumber } from '../db/values';
import type { SubmissionRows, WorkColumns } from '../repos/submissions';

/** The shape each kind is answered in. */
interface SubmissionItems {
  applications: JobApplication;
  'contact-messages': ContactMessage;
  'investor-requests': InvestorRequest;
}

/**
 * Who works on the item, when it was archived, and (in a list) how many other submissions the
 * same person made and how many of their answers no one has read; in the item's own read, also
 * the language its sender used.
 */
const presentWork = (
  r: WorkColumns & { duplicates?: number; new_answers?: number; language?: Language | null },
) => ({
  assignee: r.assignee ?? null,
  archivedAt: toIsoOrNull(r.archived_at),
  ...(r.duplicates !== undefined ? { duplicates: r.duplicates } : {}),
  ...(r.new_answers !== undefined ? { newAnswers: r.new_answers } : {}),
  ...(r.language !== undefined ? { language: r.language } : {}),
});

const PRESENT: { [K in SubmissionKind]: (row: SubmissionRows[K]) => SubmissionItems[K] } = {
  applications: (r) => ({
    id: toNumber(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    position: r.position,
    message: r.message,
    resumeFilename: r.resume_filename,
    resumeMimeType: r.resume_mime_type,
    resumeSize: toNumber(r.resume_size),
    resumeActiveContent: Boolean(r.resume_active_content),
    jobListingId: r.job_listing_id === null ? null : toNumber(r.job_listing_id),
    status: r.status,
    createdAt: toIso(r.created_at),
    ...presentWork(r),
    keepResume: Boolean(r.keep_resume),
    anonymisedAt: toIsoOrNull(r.anonymised_at),
  }),
  'contact-messages': (r) => ({
    id: toNumber(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    status: r.status,
    createdAt: toIso(r.created_at),
    ...presentWork(r),
  }),
  'investor-requests': (r) => ({
    id: toNumber(r.id),
    name: r.name,
    email: r.email,
    organization: r.organization,
    position: r.position,
    phone: r.phone,
    investmentAmount: r.investment_amount,
    message: r.message,
    status: r.status,
    createdAt: toIso(r.created_at),
    ...presentWork(r),
  }),
};

/** One item in the shape its kind is answered in. */
export function presentSubmissionItem<K extends SubmissionKind>(
  kind: K,
  row: SubmissionRows[K],
): SubmissionItems[K] {
  return PRESENT[kind](row);
}

/** A kind's list answer, e.g. `{ messages: [...] }`. */
export function presentSubmissionList<K extends SubmissionKind>(
  kind: K,
  rows: SubmissionRows[K][],
): Record<string, SubmissionItems[K][]> {
  return { [SUBMISSION_RESPONSE_KEYS[kind].list]: rows.map((row) => PRESENT[kind](row)) };
}

/** A kind's one-item answer, e.g. `{ message: {...} }`. */
export function presentSubmission<K extends SubmissionKind>(
  kind: K,
  row: SubmissionRows[K],
): Record<string, SubmissionItems[K]> {
  return { [SUBMISSION_RESPONSE_KEYS[kind].item]: PRESENT[kind](row) };
}
