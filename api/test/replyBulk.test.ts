/**
 * One reply template sent to many items at once (POST /api/admin/<kind>/replies), against a real
 * SMTP server on loopback: each person gets the template in the language they used on the form,
 * filled in with their own name and position, threaded and recorded like any reply; ids that
 * name no item and items with no address left are reported, not sent; a template of another kind,
 * bad input and people outside the kind are refused with nothing sent. SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

vi.setConfig({ testTimeout: 120_000 });

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

let smtp: TestSmtp;
let server: TestServer;
let owner: TestFetch;
let relations: TestFetch;
let recruiter: TestFetch;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
    MAIL_REPLY_TO: 'replies@ruwad.test',
    MAIL_POLL_SECONDS: '1',
    MAIL_RETRY_BASE_SECONDS: '1',
  });
  owner = await server.signIn();
  relations = (await staffMember(server, owner, { roles: ['relations'] })).api;
  recruiter = (await staffMember(server, owner, { roles: ['recruiter'], name: 'Reem Recruiter' }))
    .api;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function apply(name: string, email: string, language: 'ar' | 'en'): Promise<number> {
  const res = await server.api(
    '/api/careers/apply',
    json(
      'POST',
      {
        name,
        email,
        phone: '+966 55 123 4567',
        position: language === 'ar' ? 'محلل مالي' : 'Financial Analyst',
        message: 'Cover letter',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf(`Resume of ${name}`).toString('base64'),
      },
      { 'content-language': language },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function template(api: TestFetch, kind: string): Promise<number> {
  const res = await api(
    '/api/admin/reply-templates',
    json('POST', {
      kind,
      name: `Not this time ${unique('t')}`,
      bodyAr: 'شكرًا يا {name} على اهتمامك بوظيفة {position} في {company}. لن نمضي قدمًا هذه المرة.',
      bodyEn:
        'Thank you, {name}, for your interest in the {position} role at {company}. We will not go ahead this time.',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { template: { id: number } }).template.id;
}

/** The replies (not the confirmations) sent to `to`, once `count` have arrived. */
async function repliesTo(to: string, count: number): Promise<ParsedMail[]> {
  const mine = () =>
    smtp.messages.filter(
      (m) => JSON.stringify(m.to ?? '').includes(to) && m.messageId?.startsWith('<reply-'),
    );
  await expect.poll(() => mine().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

const sendMany = (api: TestFetch, kind: string, body: unknown) =>
  api(`/api/admin/${kind}/replies`, json('POST', body));

describe('a template sent to many', () => {
  it('reaches each person in their language, filled in for them, and joins each thread', async () => {
    const omar = `${unique('omar')}@example.test`;
    const sara = `${unique('sara')}@example.test`;
    const omarId = await apply('Omar Haddad', omar, 'en');
    const saraId = await apply('سارة العتيبي', sara, 'ar');
    const goneId = await apply('Gone Person', `${unique('gone')}@example.test`, 'en');
    // Retention removed this one's personal data: no address to write to.
    await server.deps.db('job_applications').where({ id: goneId }).update({ email: '', name: '' });
    const templateId = await template(recruiter, 'applications');

    const res = await sendMany(recruiter, 'applications', {
      ids: [omarId, saraId, goneId, 987654],
      templateId,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      sent: 2,
      ids: [omarId, saraId],
      missing: [987654],
      skipped: [goneId],
    });

    const [toOmar] = await repliesTo(omar, 1);
    expect(toOmar!.text).toContain(
      'Thank you, Omar Haddad, for your interest in the Financial Analyst role at Ruwad Ventures.',
    );
    const [toSara] = await repliesTo(sara, 1);
    expect(toSara!.text).toContain('شكرًا يا سارة العتيبي على اهتمامك بوظيفة محلل مالي في');
    expect(toSara!.text).not.toContain('{');
    // Each has its own Reply-To, as a single reply would.
    expect(toOmar!.replyTo?.text).toMatch(/^replies\+[a-z2-7]{26}@ruwad\.test$/);
    expect(toSara!.replyTo?.text).not.toBe(toOmar!.replyTo?.text);

    for (const [id, language] of [
      [omarId, 'en'],
      [saraId, 'ar'],
    ] as const) {
      const detail = (await (await recruiter(`/api/admin/applications/${id}`)).json()) as {
        thread: { direction: string; language: string; author: { name: string } }[];
      };
      expect(detail.thread).toEqual([
        expect.objectContaining({
          direction: 'out',
          language,
          author: expect.objectContaining({ name: 'Reem Recruiter' }),
        }),
      ]);
    }
    const trail = await server.deps
      .db('audit_events')
      .where({ action: 'reply_sent', item_kind: 'application' })
      .whereIn('item_id', [omarId, saraId, goneId]);
    expect(trail.map((e: { item_id: number }) => Number(e.item_id)).sort()).toEqual(
      [omarId, saraId].sort(),
    );
  });

  it('moves contact messages to replied, as a single reply does', async () => {
    const email = `${unique('huda')}@example.test`;
    const created = await server.api(
      '/api/contact',
      json('POST', { name: 'Huda Hassan', email, subject: 'A question', message: 'Hello there!' }),
    );
    const { id } = (await created.json()) as { id: number };
    const templateId = await template(relations, 'contact-messages');
    const res = await sendMany(relations, 'contact-messages', { ids: [id], templateId });
    expect(res.status, await res.clone().text()).toBe(200);
    const detail = (await (await relations(`/api/admin/contact-messages/${id}`)).json()) as {
      item: { status: string };
    };
    expect(detail.item.status).toBe('replied');
    const [mail] = await repliesTo(email, 1);
    // {position} of a kind without one is empty, not left as written.
    expect(mail!.text).not.toContain('{position}');
  });

  it('refuses another kind’s template, bad input and people outside the kind, sending nothing', async () => {
    const email = `${unique('refused')}@example.test`;
    const id = await apply('Refused Person', email, 'en');
    const contactTemplate = await template(relations, 'contact-messages');
    const applicationTemplate = await template(recruiter, 'applications');

    const other = await sendMany(recruiter, 'applications', {
      ids: [id],
      templateId: contactTemplate,
    });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toMatch(/template/i);
    expect(
      (await sendMany(recruiter, 'applications', { ids: [id], templateId: 987654 })).status,
    ).toBe(404);

    for (const body of [
      { ids: [], templateId: applicationTemplate },
      { ids: [id, id], templateId: applicationTemplate },
      { ids: [id] },
      { ids: [id], templateId: 'x' },
      { ids: [id], templateId: applicationTemplate, body: 'extra' },
    ]) {
      const res = await sendMany(recruiter, 'applications', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }

    const outsider = await sendMany(relations, 'applications', {
      ids: [id],
      templateId: applicationTemplate,
    });
    expect(outsider.status).toBe(403);

    const thread = await server.deps
      .db('submission_messages')
      .where({ kind: 'applications', item_id: id });
    expect(thread).toEqual([]);
  });
});
