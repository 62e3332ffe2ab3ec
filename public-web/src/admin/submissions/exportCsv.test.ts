import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '@vb/shared/i18n';
import type { ContactMessage, JobApplication } from '@vb/shared/schemas';
import { submissionsCsv } from './exportCsv';
import { applicationsConfig, contactConfig } from './kindConfigs';

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

describe('submissionsCsv', () => {
  it('uses the catalog headers of the language, ISO dates, status labels and escaping', () => {
    const en = (key: MessageKey) => messages.en[key];
    expect(submissionsCsv(contactConfig, [contact], en)).toBe(
      '\uFEFF"Date (Riyadh time, UTC+3)",Name,Email,Phone,Subject,Status,Message\r\n' +
        `2024-03-05T13:20:30+03:00,سارة,sara@example.com,'+966 55 123 4567,'=1+1,Read,"line 1\nline, 2"\r\n`,
    );
  });

  it('writes Arabic headers and keeps an unknown status as it is', () => {
    const ar = (key: MessageKey) => messages.ar[key];
    const text = submissionsCsv(contactConfig, [{ ...contact, status: 'archived' }], ar);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'التاريخ (بتوقيت الرياض، UTC+3),الاسم,البريد الإلكتروني,رقم الهاتف,الموضوع,الحالة,الرسالة',
    );
    expect(row).toContain(',archived,');
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
    const text = submissionsCsv(applicationsConfig, [application], (k) => messages.en[k]);
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF"Date (Riyadh time, UTC+3)",Name,Email,Phone,Position,Status,Cover Letter,Resume',
      '2024-03-05T13:20:30+03:00,Omar,omar@example.com,0551234567,Designer,Hired,,cv.pdf',
    ]);
  });
});
