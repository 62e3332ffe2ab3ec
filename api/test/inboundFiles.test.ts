/**
 * The attachments of answers taken by the SMTP listener: a PDF or Word document that is what its
 * name says, at most the résumé's size and passed by the virus scanner (the tests' own clamd) is
 * kept and downloads as an attachment, for the kind's people only; anything else is named in the
 * thread with why it was left, and pictures inline in the HTML are left out. A scanner that
 * cannot answer fails the delivery with 451, nothing stored, so the sender's server tries again.
 * Erasing the person removes the files with the thread. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EICAR, fakeClamd } from './fakeClamd';
import { makeDocx, makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';
import {
  INBOUND_ENV,
  answered as answeredBy,
  refusal,
  replyAddress,
  send,
  threadOf,
} from './inboundKit';
import { type TestSmtp, startSmtp } from './smtpServer';

vi.setConfig({ testTimeout: 120_000 });

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const clamd = fakeClamd();
let smtp: TestSmtp;
let server: TestServer;
let owner: TestFetch;

beforeAll(async () => {
  const port = await clamd.listen();
  smtp = await startSmtp();
  server = await startTestServer({
    ...INBOUND_ENV,
    SMTP_URL: smtp.url,
    CLAMAV_ADDRESS: `127.0.0.1:${port}`,
    CLAMAV_TIMEOUT_MS: '700',
  });
  owner = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await clamd.close();
});

const answered = (email: string) => answeredBy({ server, owner, smtp }, email);
const fileUrl = (id: number, fileId: number) => `/api/admin/contact-messages/${id}/files/${fileId}`;

describe('attachments of answers', () => {
  it('keep the documents that pass the checks, name the others, and download for the kind’s people', async () => {
    clamd.state.mode = 'answer';
    const email = `${unique('files')}@example.test`;
    const { id, reply } = await answered(email);
    const pdf = makePdf('The deck, as promised');
    const docx = makeDocx();
    await send(server, {
      from: email,
      to: replyAddress(reply),
      text: 'Here are the files.',
      html: '<p>Here are the files.</p><img src="cid:logo@sig">',
      attachments: [
        { filename: 'deck.pdf', content: pdf },
        { filename: 'notes.docx', content: docx },
        { filename: 'setup.exe', content: Buffer.from('MZ\x90\x00 not a document') },
        { filename: 'fake.pdf', content: Buffer.from('plain text wearing a .pdf name') },
        { filename: 'infected.pdf', content: Buffer.concat([makePdf(), Buffer.from(EICAR)]) },
        { filename: 'logo.png', content: Buffer.from('89504e47', 'hex'), cid: 'logo@sig' },
      ],
    });
    const answer = (await threadOf(owner, id)).find((m) => m.direction === 'in')!;
    expect(answer.body).toBe('Here are the files.');
    expect(
      answer.files.map(({ filename, size, refused }) => ({ filename, size, refused })),
    ).toEqual([
      { filename: 'deck.pdf', size: pdf.length, refused: null },
      { filename: 'notes.docx', size: docx.length, refused: null },
      { filename: 'setup.exe', size: expect.any(Number), refused: 'type' },
      { filename: 'fake.pdf', size: expect.any(Number), refused: 'type' },
      { filename: 'infected.pdf', size: expect.any(Number), refused: 'virus' },
    ]);

    const [deck, , exe] = answer.files;
    const download = await owner(fileUrl(id, deck!.id));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="deck\.pdf"/,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Recorded, as a résumé's download is: who, which item, which file.
    const trail = await server.deps
      .db('audit_events')
      .where({ action: 'answer_file_downloaded', item_kind: 'contact-message', item_id: id });
    expect(trail.map((e: { detail: string }) => e.detail)).toEqual([`file ${deck!.id}`]);

    // A refused file has no bytes to give; a file is reached through its own item only.
    const refused = await owner(fileUrl(id, exe!.id));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'answer_file_not_found' });
    const other = (await answered(`${unique('other')}@example.test`)).id;
    expect((await owner(fileUrl(other, deck!.id))).status).toBe(404);
    // Applications' people do not reach contact messages.
    const recruiter = await staffMember(server, owner, { roles: ['recruiter'] });
    expect((await recruiter.api(fileUrl(id, deck!.id))).status).toBe(403);
  });

  it('are refused with 451 while the scanner cannot answer, and kept once it can', async () => {
    const email = `${unique('later')}@example.test`;
    const { id, reply } = await answered(email);
    const mail = {
      from: email,
      to: replyAddress(reply),
      messageId: `<${unique('answer')}@example.test>`,
      text: 'The signed form.',
      attachments: [{ filename: 'form.pdf', content: makePdf('Signed') }],
    };
    for (const mode of ['hang', 'close'] as const) {
      clamd.state.mode = mode;
      expect(await refusal(send(server, mail))).toBe(451);
    }
    expect((await threadOf(owner, id)).filter((m) => m.direction === 'in')).toEqual([]);
    clamd.state.mode = 'answer';
    await send(server, mail);
    const answers = (await threadOf(owner, id)).filter((m) => m.direction === 'in');
    expect(answers.map((m) => m.files.map((f) => [f.filename, f.refused]))).toEqual([
      [['form.pdf', null]],
    ]);
  });

  it('go with the thread when the person is erased', async () => {
    clamd.state.mode = 'answer';
    const email = `${unique('erase')}@example.test`;
    const { id, reply } = await answered(email);
    await send(server, {
      from: email,
      to: replyAddress(reply),
      text: 'My details.',
      attachments: [{ filename: 'id.pdf', content: makePdf('Identity') }],
    });
    const [file] = (await threadOf(owner, id)).find((m) => m.direction === 'in')!.files;
    const erased = await owner('/api/admin/privacy/erasure', json('POST', { email }));
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await server.deps.db('answer_files').where({ id: file!.id })).toEqual([]);
  });
});
