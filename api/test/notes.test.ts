/**
 * Working an item: staff's internal notes on a submission (added by anyone of the kind's
 * area, edited by their author within 15 minutes), and the item's page — the item, its notes and
 * its history (received, status changes, notes added and edited, with who and when). The audit
 * trail names the note, never its text; deleting an item deletes its notes. SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { NOTE_EDIT_WINDOW_MS, NOTE_MAX } from '@vb/shared/constants';
import type { Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/knex';
import {
  ADMIN_EMAIL,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
  staffMember,
} from './helpers';

let server: TestServer;
let owner: TestFetch;
let relations: TestFetch;
let relationsEmail: string;

const person = (roles: Role[], name: string) => staffMember(server, owner, { roles, name });

async function contact(name: string): Promise<number> {
  const res = await server.api(
    '/api/contact',
    json('POST', {
      name,
      email: 'notes@example.test',
      subject: 'Notes',
      message: 'A message for the notes tests.',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

interface Note {
  id: number;
  body: string;
  author: { id: number | null; name: string | null; email: string | null };
  createdAt: string;
  updatedAt: string;
  editableUntil: string | null;
}
interface Entry {
  id: string;
  type: string;
  at: string;
  actor: { id: number | null; name: string | null; email: string | null } | null;
  status: string | null;
  detail: string | null;
}
interface Detail {
  item: { id: number; name: string; status: string; createdAt: string };
  notes: Note[];
  history: Entry[];
  historyTruncated: boolean;
}

const notesOf = (id: number) => `/api/admin/contact-messages/${id}/notes`;

async function addNote(api: TestFetch, id: number, body: string): Promise<Note> {
  const res = await api(notesOf(id), json('POST', { body }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { note: Note }).note;
}

async function detail(api: TestFetch, id: number): Promise<Detail> {
  const res = await api(`/api/admin/contact-messages/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Detail;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  ({ api: relations, email: relationsEmail } = await person(['relations'], 'Rana Relations'));
});
afterAll(() => server.close());

describe('notes on a submission', () => {
  it('adds a note, lists it in the item, and lets its author edit it', async () => {
    const id = await contact('Notes One');
    const before = Date.now();
    const note = await addNote(relations, id, '  Called back;\nwill send the deck.  ');
    expect(note.body).toBe('Called back;\nwill send the deck.');
    expect(note.author).toMatchObject({ name: 'Rana Relations', email: relationsEmail });
    const until = Date.parse(note.editableUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + NOTE_EDIT_WINDOW_MS - 1000);

    const second = await addNote(owner, id, 'Second note');
    const read = await detail(relations, id);
    expect(read.item).toMatchObject({ id, name: 'Notes One', status: 'new' });
    expect(read.notes.map((n) => n.body)).toEqual([
      'Called back;\nwill send the deck.',
      'Second note',
    ]);
    // The reader may edit only their own note.
    expect(read.notes[0]?.editableUntil).not.toBeNull();
    expect(read.notes[1]?.editableUntil).toBeNull();

    const edited = await relations(`${notesOf(id)}/${note.id}`, json('PUT', { body: 'Edited' }));
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(((await edited.json()) as { note: Note }).note).toMatchObject({
      id: note.id,
      body: 'Edited',
    });
    expect((await detail(owner, id)).notes.map((n) => n.body)).toEqual(['Edited', 'Second note']);

    // Someone else's note: 403, with a message.
    const theirs = await relations(`${notesOf(id)}/${second.id}`, json('PUT', { body: 'Mine' }));
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toMatchObject({ code: 'note_not_author' });
  });

  it('refuses an edit once the window is over', async () => {
    const id = await contact('Notes Window');
    const note = await addNote(relations, id, 'Soon too old');
    await server.deps
      .db('submission_notes')
      .where({ id: note.id })
      .update({ created_at: new Date(Date.now() - NOTE_EDIT_WINDOW_MS - 1000) });
    const res = await relations(`${notesOf(id)}/${note.id}`, json('PUT', { body: 'Late' }));
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('note_edit_window_over');
    expect(body.message).toMatch(/15 minutes/);
    const [shown] = (await detail(relations, id)).notes;
    expect(shown?.body).toBe('Soon too old');
    expect(Date.parse(shown?.editableUntil ?? '')).toBeLessThan(Date.now());
  });

  it('answers 400 with a message for an empty, too long or unstorable note', async () => {
    const id = await contact('Notes Validation');
    for (const [body, message] of [
      [{ body: '   ' }, /Write the note/],
      [{}, /Write the note|required/],
      [{ body: 'x'.repeat(NOTE_MAX + 1) }, new RegExp(`At most ${NOTE_MAX}`)],
      [{ body: 'bad \u0000 text' }, /unsupported characters/],
      [{ body: 'ok', extra: 1 }, /./],
    ] as const) {
      const res = await relations(notesOf(id), json('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { code: string; issues: { message: string }[] };
      expect(answer.code).toBe('validation_failed');
      expect(answer.issues.map((i) => i.message).join(' ')).toMatch(message);
    }
    expect(await addNote(relations, id, 'x'.repeat(NOTE_MAX))).toMatchObject({
      body: 'x'.repeat(NOTE_MAX),
    });
  });

  it('answers 404 for an unknown item or note', async () => {
    expect((await relations(notesOf(987654), json('POST', { body: 'Hi' }))).status).toBe(404);
    const unknown = await relations('/api/admin/contact-messages/987654');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'message_not_found' });
    const id = await contact('Notes Unknown');
    const note = await relations(`${notesOf(id)}/987654`, json('PUT', { body: 'Hi' }));
    expect(note.status).toBe(404);
    expect(await note.json()).toMatchObject({ code: 'note_not_found' });
    const other = await contact('Notes Other');
    const mine = await addNote(relations, other, 'On the other item');
    // A note is found only under its own item.
    const elsewhere = await relations(`${notesOf(id)}/${mine.id}`, json('PUT', { body: 'Hi' }));
    expect(elsewhere.status).toBe(404);
  });

  it('refuses a role without the kind’s area', async () => {
    const id = await contact('Notes Forbidden');
    const { api: recruiter } = await person(['recruiter'], 'Rami Recruiter');
    expect((await recruiter(`/api/admin/contact-messages/${id}`)).status).toBe(403);
    expect((await recruiter(notesOf(id), json('POST', { body: 'Hi' }))).status).toBe(403);
    expect((await server.api(notesOf(id), json('POST', { body: 'Hi' }))).status).toBe(401);
  });

  it('shows the history: received, a status change and notes, with who and when', async () => {
    const id = await contact('Notes History');
    const status = await relations(
      `/api/admin/contact-messages/${id}/status`,
      json('PUT', { status: 'replied' }),
    );
    expect(status.status).toBe(200);
    const note = await addNote(owner, id, 'Secret detail 12345');
    await owner(`${notesOf(id)}/${note.id}`, json('PUT', { body: 'Secret detail 67890' }));
    const read = await detail(relations, id);
    expect(read.historyTruncated).toBe(false);
    expect(read.history.map((e) => e.type)).toEqual([
      'received',
      'status_changed',
      'note_added',
      'note_edited',
    ]);
    expect(read.history[0]).toMatchObject({ actor: null, at: read.item.createdAt });
    expect(read.history[1]).toMatchObject({
      status: 'replied',
      actor: { name: 'Rana Relations', email: relationsEmail },
    });
    expect(read.history[2]?.actor).toMatchObject({ email: ADMIN_EMAIL });
    // The note's text is never in the trail.
    expect(JSON.stringify(read.history)).not.toMatch(/Secret/);
    const rows = await server.deps.db('audit_events').where({
      item_kind: 'contact-message',
      item_id: String(id),
    });
    expect(rows.length).toBe(3);
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/Secret/);
  });

  it('deletes an item’s notes with it, one at a time or in bulk', async () => {
    const one = await contact('Notes Delete One');
    const two = await contact('Notes Delete Two');
    const kept = await contact('Notes Kept');
    await addNote(relations, one, 'Goes');
    await addNote(relations, two, 'Goes too');
    await addNote(relations, kept, 'Stays');
    const notes = () => server.deps.db('submission_notes').where({ kind: 'contact-messages' });
    expect(
      (await relations(`/api/admin/contact-messages/${one}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const bulk = await relations(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'delete', ids: [two] }),
    );
    expect(bulk.status).toBe(200);
    const left = (await notes().whereIn('item_id', [one, two, kept])) as { body: string }[];
    expect(left.map((n) => n.body)).toEqual(['Stays']);
  });

  it('tells open admin screens that the item changed (no note text in the event)', async () => {
    const id = await contact('Notes Feed');
    const abort = new AbortController();
    const res = await relations('/api/admin/events', { signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The stream's opening frame first, then the note.
    let text = (await reader.read()).value ?? '';
    await addNote(owner, id, 'Feed secret');
    const block = () =>
      text.split('\n\n').find((b) => b.includes('submission.updated') && b.includes(`"id":${id}`));
    const deadline = Date.now() + 10_000;
    while (!block() && Date.now() < deadline) text += (await reader.read()).value ?? '';
    abort.abort();
    expect(block()).toContain('"kind":"contact-messages"');
    expect(text).not.toContain('Feed secret');
  });

  it('reads an item’s history through the index', async () => {
    const db = server.deps.db;
    if (isPostgres(db)) return;
    const plan = (await db.raw(
      "EXPLAIN QUERY PLAN SELECT id FROM audit_events WHERE item_kind = 'contact-message' AND item_id = '1' ORDER BY id DESC LIMIT 201",
    )) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(
      /USING (COVERING )?INDEX audit_events_item/,
    );
  });
});
