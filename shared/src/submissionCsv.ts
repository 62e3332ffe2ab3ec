/**
 * The CSV export of each submission kind: its columns (catalog keys of the headers and
 * how each value is read from an item as the API presents it), written by the API's streaming
 * export in the language asked for. Dates are the site's local time with its offset; statuses
 * by their catalog label (an unknown status as it is).
 */
import { csvRecord, type CsvCell } from './csv';
import { siteIsoTimestamp } from './dates';
import { isMessageKey, type MessageKey } from './i18n';
import type { ContactMessage, InvestorRequest, JobApplication } from './schemas';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INVESTOR_STATUSES,
  isKnownStatus,
  type SubmissionKind,
} from './status';

/** The item of each kind, as the API presents it. */
export interface SubmissionItems {
  applications: JobApplication;
  'contact-messages': ContactMessage;
  'investor-requests': InvestorRequest;
}

/** Each kind's status set and the catalog prefix of their labels. */
export const SUBMISSION_STATUS_LABELS = {
  applications: { statuses: APPLICATION_STATUSES, prefix: 'status.application' },
  'contact-messages': { statuses: CONTACT_STATUSES, prefix: 'status.contact' },
  'investor-requests': { statuses: INVESTOR_STATUSES, prefix: 'status.investor' },
} as const satisfies Record<SubmissionKind, { statuses: readonly string[]; prefix: string }>;

/** The catalog key of a kind's status label, or null for a status outside the kind's set. */
export function submissionStatusLabelKey(kind: SubmissionKind, status: string): MessageKey | null {
  const { statuses, prefix } = SUBMISSION_STATUS_LABELS[kind];
  if (!isKnownStatus(statuses, status)) return null;
  const key = `${prefix}.${status}`;
  return isMessageKey(key) ? key : null;
}

type Translate = (key: MessageKey) => string;

/** A column: its header's catalog key and its value in an item. */
export interface CsvColumn<T> {
  label: MessageKey;
  value(item: T, translate: Translate): CsvCell;
}

/** The columns every kind starts with: date, name, e-mail, phone. */
const leading = <T extends SubmissionItems[SubmissionKind]>(): CsvColumn<T>[] => [
  { label: 'admin.csv.date', value: (i) => siteIsoTimestamp(i.createdAt) },
  { label: 'admin.field.name', value: (i) => i.name },
  { label: 'admin.field.email', value: (i) => i.email },
  { label: 'admin.field.phone', value: (i) => i.phone },
];

/** The status column of a kind. */
const status = <T extends { status: string }>(kind: SubmissionKind): CsvColumn<T> => ({
  label: 'admin.field.status',
  value: (i, translate) => {
    const key = submissionStatusLabelKey(kind, i.status);
    return key ? translate(key) : i.status;
  },
});

/** Each kind's columns, in order. */
export const SUBMISSION_CSV_COLUMNS: { [K in SubmissionKind]: CsvColumn<SubmissionItems[K]>[] } = {
  applications: [
    ...leading<JobApplication>(),
    { label: 'admin.field.position', value: (a) => a.position },
    status('applications'),
    { label: 'admin.field.coverLetter', value: (a) => a.message },
    { label: 'admin.field.resume', value: (a) => a.resumeFilename },
  ],
  'contact-messages': [
    ...leading<ContactMessage>(),
    { label: 'admin.field.subject', value: (m) => m.subject },
    status('contact-messages'),
    { label: 'admin.field.message', value: (m) => m.message },
  ],
  'investor-requests': [
    ...leading<InvestorRequest>(),
    { label: 'admin.field.organization', value: (r) => r.organization },
    { label: 'admin.field.position', value: (r) => r.position },
    { label: 'admin.field.investmentAmount', value: (r) => r.investmentAmount },
    status('investor-requests'),
    { label: 'admin.field.message', value: (r) => r.message },
  ],
};

/** A kind's header record (CRLF-ended, without the BOM) in the language of `translate`. */
export function submissionCsvHeader(kind: SubmissionKind, translate: Translate): string {
  return csvRecord(SUBMISSION_CSV_COLUMNS[kind].map((c) => translate(c.label)));
}

/** One item's record (CRLF-ended). */
export function submissionCsvRecord<K extends SubmissionKind>(
  kind: K,
  item: SubmissionItems[K],
  translate: Translate,
): string {
  const columns = SUBMISSION_CSV_COLUMNS[kind] as CsvColumn<SubmissionItems[K]>[];
  return csvRecord(columns.map((c) => c.value(item, translate)));
}
