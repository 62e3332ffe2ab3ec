/** The rows of the public submissions and where each kind is stored. */
import type { SubmissionKind } from '@vb/shared/status';
import type { AssigneeRef } from './submissionWork';
import { submissionTable } from '../db/submissionSearch';

/** Who works on an item and whether it is archived (see repos/submissionWork.ts). */
export interface WorkColumns {
  assignee_id: number | null;
  archived_at: unknown;
  /** The assignee's name and e-mail, read beside the rows (attachAssignees). */
  assignee?: AssigneeRef | null;
  /** The key of the e-mail address (shared/emailKey), set when the row is written. */
  email_key: string;
}

export interface ApplicationRow extends WorkColumns {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resume_filename: string;
  resume_mime_type: string;
  resume_size: number;
  /** The résumé's structure shows active content (uploads/activeContent.ts). */
  resume_active_content: boolean | number;
  job_listing_id: number | null;
  status: string;
  created_at: unknown;
  /** The applicant's "keep my résumé for future openings". */
  keep_resume: boolean | number;
  /** When retention anonymised it, or null. */
  anonymised_at?: unknown;
}

export interface ContactRow extends WorkColumns {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  created_at: unknown;
}

export interface InvestorRow extends WorkColumns {
  id: number;
  name: string;
  email: string;
  organization: string;
  position: string | null;
  phone: string | null;
  investment_amount: string | null;
  message: string;
  status: string;
  created_at: unknown;
}

/** The row type of each kind. */
export interface SubmissionRows {
  applications: ApplicationRow;
  'contact-messages': ContactRow;
  'investor-requests': InvestorRow;
}

/** Where each kind is stored, and the columns read for it (binary data stays out). */
export const STORAGE: {
  [K in SubmissionKind]: { table: string; columns: (keyof SubmissionRows[K])[] };
} = {
  applications: {
    table: submissionTable('applications'),
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'position',
      'message',
      'resume_filename',
      'resume_mime_type',
      'resume_size',
      'resume_active_content',
      'job_listing_id',
      'status',
      'created_at',
      'assignee_id',
      'archived_at',
      'keep_resume',
      'anonymised_at',
      'email_key',
    ],
  },
  'contact-messages': {
    table: submissionTable('contact-messages'),
    columns: [
      'id',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'status',
      'created_at',
      'assignee_id',
      'archived_at',
      'email_key',
    ],
  },
  'investor-requests': {
    table: submissionTable('investor-requests'),
    columns: [
      'id',
      'name',
      'email',
      'organization',
      'position',
      'phone',
      'investment_amount',
      'message',
      'status',
      'created_at',
      'assignee_id',
      'archived_at',
      'email_key',
    ],
  },
};

/** The table a kind is stored in. */
export const tableOf = submissionTable;
