import {
  applicationStatusBodySchema,
  contactStatusBodySchema,
  investorStatusBodySchema,
  type ContactMessage,
  type InvestorRequest,
  type JobApplication,
} from '@vb/shared/schemas';
import { toIso, toNumber } from '../../db/values';
import type { SubmissionKind } from './submissions';

export interface ApplicationRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resume_filename: string;
  resume_mime_type: string;
  resume_size: number;
  job_listing_id: number | null;
  status: string;
  created_at: unknown;
}

export const applications: SubmissionKind<ApplicationRow, JobApplication> = {
  path: 'applications',
  table: 'job_applications',
  listKey: 'applications',
  itemKey: 'application',
  notFound: 'application_not_found',
  statusBody: applicationStatusBodySchema,
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
    'job_listing_id',
    'status',
    'created_at',
  ],
  present: (r) => ({
    id: toNumber(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    position: r.position,
    message: r.message,
    resumeFilename: r.resume_filename,
    resumeMimeType: r.resume_mime_type,
    resumeSize: toNumber(r.resume_size),
    jobListingId: r.job_listing_id === null ? null : toNumber(r.job_listing_id),
    status: r.status,
    createdAt: toIso(r.created_at),
  }),
};

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  created_at: unknown;
}

export const contactMessages: SubmissionKind<ContactRow, ContactMessage> = {
  path: 'contact-messages',
  table: 'contact_messages',
  listKey: 'messages',
  itemKey: 'message',
  notFound: 'message_not_found',
  statusBody: contactStatusBodySchema,
  columns: ['id', 'name', 'email', 'phone', 'subject', 'message', 'status', 'created_at'],
  present: (r) => ({
    id: toNumber(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    status: r.status,
    createdAt: toIso(r.created_at),
  }),
};

export interface InvestorRow {
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

export const investorRequests: SubmissionKind<InvestorRow, InvestorRequest> = {
  path: 'investor-requests',
  table: 'investor_requests',
  listKey: 'requests',
  itemKey: 'request',
  notFound: 'request_not_found',
  statusBody: investorStatusBodySchema,
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
  ],
  present: (r) => ({
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
  }),
};
