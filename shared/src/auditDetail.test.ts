import { describe, expect, it } from 'vitest';
import type { AuditItemKind } from './audit';
import { AUDIT_ERASED, readAuditDetail } from './auditDetail';

const read = (action: string, detail: string | null, itemKind: AuditItemKind | null = null) =>
  readAuditDetail({ action, itemKind, detail });

describe('readAuditDetail', () => {
  it('reads a status by its kind’s label, and the bulk it was part of', () => {
    expect(read('status_changed', 'hired (bulk of 12)', 'application')).toEqual([
      {
        key: 'admin.audit.detail.statusTo',
        values: { status: { key: 'status.application.hired' } },
      },
      { key: 'admin.audit.detail.bulk', values: { count: { count: 12 } } },
    ]);
  });

  it('keeps what people typed as text, and the erased marker in the reader’s words', () => {
    expect(read('content_created', 'Sara Al-Harbi')).toEqual([
      { key: 'admin.audit.detail.name', values: { text: { text: 'Sara Al-Harbi' } } },
    ]);
    expect(
      read('submissions_exported', `exported 3 rows (q=${JSON.stringify(AUDIT_ERASED)})`),
    ).toEqual([
      { key: 'admin.audit.detail.count.rows', values: { count: { count: 3 } } },
      { key: 'admin.audit.detail.search', values: { text: { key: 'admin.audit.detail.erased' } } },
    ]);
    expect(read('reply_template_updated', 'applications: Thanks: round two')).toEqual([
      {
        key: 'admin.audit.detail.template',
        values: { list: { key: 'admin.tabs.applications' }, name: { text: 'Thanks: round two' } },
      },
    ]);
  });

  it('reads no detail as no phrase, and words it does not know as null', () => {
    expect(read('sign_in_failed', null)).toEqual([]);
    for (const [action, detail] of [
      ['sign_in_failed', 'a newer reason'],
      ['status_changed', 'Replied by hand'],
      ['person_changed', 'roles: pilot'],
      ['submissions_exported', 'exported 3 rows (colour="red")'],
      ['content_reordered', 'somewhere'],
      ['launch', 'bulk of 2'],
    ] as const)
      expect(read(action, detail), `${action}: ${detail}`).toBeNull();
  });
});
