import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import { messages, type MessageKey } from './i18n';
import type { ContactMessage, InvestorRequest, JobApplication } from './schemas';
import {
  SUBMISSION_CSV_COLUMNS,
  submissionCsvHeader,
  submissionCsvRecord,
  submissionStatusLabelKey,
} from './submissionCsv';
import { SUBMISSION_KINDS } from './status';

const en = (key: MessageKey) => messages.en[key];
const ar = (key: MessageKey) => messages.ar[key];

const contact: ContactMessage = {
  id: 1,
  name: 'سارة',
  email: 'sara@example.com',
  phone: '+966 55 123 4567',
  subject: '=1+1',
  message: 'line 1\nline, 2',
  status: 'read',
  createdAt: '2024-03-05T10:20:30.000Z',
};

describe('the submission CSV columns', () => {
  it('uses the catalog headers of the language, Riyadh dates, status labels and escaping', () => {
    expect(
      CSV_BOM +
        submissionCsvHeader('contact-messages', en) +
        submissionCsvRecord('contact-messages', contact, en),
    ).toBe(
      '\uFEFF"Date (Riyadh time, UTC+3)",Name,Email,Phone,Subject,Status,Message\r\n' +
        `2024-03-05T13:20:30+03:00,سارة,sara@example.com,'+966 55 123 4567,'=1+1,Read,"line 1\nline, 2"\r\n`,
    );
  });

  it('writes Arabic headers and labels, and keeps an unknown status as it is', () => {
    expect(submissionCsvHeader('contact-messages', ar)).toBe(
      'التاريخ (بتوقيت الرياض، UTC+3),الاسم,البريد الإلكتروني,رقم الهاتف,الموضوع,الحالة,الرسالة\r\n',
    );
    expect(submissionCsvRecord('contact-messages', contact, ar)).toContain(
      `,${messages.ar['status.contact.read']},`,
    );
    const unknown = submissionCsvRecord('contact-messages', { ...contact, status: 'archived' }, ar);
    expect(unknown).toContain(',archived,');
  });

  it('adds the position, cover letter and résumé file name of applications', () => {
    const application: JobApplication = {
      id: 2,
      name: 'Omar',
      email: 'omar@example.com',
      phone: '0551234567',
      position: 'Designer',
      message: null,
      resumeFilename: 'cv.pdf',
      resumeSize: 100,
      resumeMimeType: 'application/pdf',
      jobListingId: null,
      status: 'hired',
      createdAt: '2024-03-05T10:20:30.000Z',
    };
    expect(submissionCsvHeader('applications', en)).toBe(
      '"Date (Riyadh time, UTC+3)",Name,Email,Phone,Position,Status,Cover Letter,Resume\r\n',
    );
    expect(submissionCsvRecord('applications', application, en)).toBe(
      '2024-03-05T13:20:30+03:00,Omar,omar@example.com,0551234567,Designer,Hired,,cv.pdf\r\n',
    );
  });

  it('writes the organization, position and amount of investor requests', () => {
    const request: InvestorRequest = {
      id: 3,
      name: 'Lina',
      email: 'lina@example.com',
      phone: null,
      organization: '@Fund',
      position: null,
      investmentAmount: '-1M',
      message: 'Hello',
      status: 'in_discussion',
      createdAt: '2024-03-05T10:20:30.000Z',
    };
    expect(submissionCsvHeader('investor-requests', en)).toBe(
      '"Date (Riyadh time, UTC+3)",Name,Email,Phone,Organization,Position,Investment Amount,Status,Message\r\n',
    );
    expect(submissionCsvRecord('investor-requests', request, en)).toBe(
      `2024-03-05T13:20:30+03:00,Lina,lina@example.com,,'@Fund,,'-1M,${messages.en['status.investor.in_discussion']},Hello\r\n`,
    );
  });

  it('has a catalog text in both languages for every header and known status', () => {
    for (const kind of SUBMISSION_KINDS) {
      for (const column of SUBMISSION_CSV_COLUMNS[kind]) {
        expect(messages.en[column.label]).toBeTruthy();
        expect(messages.ar[column.label]).toBeTruthy();
      }
    }
    expect(submissionStatusLabelKey('applications', 'hired')).toBe('status.application.hired');
    expect(submissionStatusLabelKey('applications', 'read')).toBeNull();
  });
});
