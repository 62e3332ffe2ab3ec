/**
 * Working an item: staff's internal notes on a submission, and the item's page (the
 * item, its notes, its history). A note is edited only by its author, only within
 * NOTE_EDIT_WINDOW_MS of writing it. Adding and editing are audited (the item and the note's id,
 * never its text: the personal data stays in the note's row), which also tells the open admin
 * screens through the live feed. Deleting a submission deletes its notes (services/submissions.ts).
 */
import { ITEM_HISTORY_MAX, NOTE_EDIT_WINDOW_MS } from '@vb/shared/constants';
import type { SubmissionKind } from '@vb/shared/status';
import type { Language } from '@vb/shared/options';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { DomainError, notFound } from '../domain/errors';
import { editableUntil } from '../domain/notes';
import type { RelatedRow } from '../repos/duplicates';
import * as notes from '../repos/notes';
import * as replies from '../repos/replies';
import * as submissions from '../repos/submissions';
import type { SubmissionRows } from '../repos/submissions';
import { auditWho, recordAudit } from './audit';
import { relatedItems } from './duplicates';
import { submissionItemKind, submissionNotFound } from './submissions';

/** An item with its notes and thread (oldest first) and audit events (newest first). */
export interface SubmissionDetail<K extends SubmissionKind> {
  /** With how many of the person's answers no one has marked read, and the sender's language. */
  row: SubmissionRows[K] & { new_answers: number; language: Language | null };
  notes: notes.NoteRow[];
  /** At most ITEM_HISTORY_MAX of them. */
  events: notes.ItemEventRow[];
  historyTruncated: boolean;
  /** The same person's other submissions (the kinds the reader reaches). */
  related: RelatedRow[];
  /** The replies e-mailed to the person and their answers, oldest first. */
  thread: replies.ThreadRow[];
}

export function submissionNotesService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  /** The clock the edit window is measured by (tests move it). */
  now?: () => Date;
}) {
  /** Refuses a missing item with its kind's 404 (else holds it until the transaction ends). */
  async function itemOf(trx: Db, kind: SubmissionKind, id: number) {
    if (!(await notes.holdItem(trx, kind, id))) throw notFound(submissionNotFound[kind]);
  }

  return {
    async detail<K extends SubmissionKind>(
      actor: Actor,
      kind: K,
      id: number,
    ): Promise<SubmissionDetail<K>> {
      const row = await submissions.find(db, kind, id);
      if (!row) throw notFound(submissionNotFound[kind]);
      const [noteRows, events, related, thread, language] = await Promise.all([
        notes.listFor(db, kind, id),
        notes.eventsOf(db, submissionItemKind[kind], id, ITEM_HISTORY_MAX + 1),
        relatedItems(db, actor, kind, row),
        replies.threadOf(db, kind, id),
        replies.languageOf(db, kind, id),
      ]);
      // A read is not a reading: the live lists read items to patch them. The panel says when
      // its person has seen the answers (repliesService.markRead).
      const unseen = thread.filter((m) => m.direction === 'in' && m.seen_at === null).length;
      return {
        row: { ...row, new_answers: unseen, language },
        notes: noteRows,
        events: events.slice(0, ITEM_HISTORY_MAX),
        historyTruncated: events.length > ITEM_HISTORY_MAX,
        related,
        thread,
      };
    },

    async add(
      actor: Actor,
      kind: SubmissionKind,
      itemId: number,
      body: string,
    ): Promise<notes.NoteRow> {
      return db.transaction(async (trx) => {
        await itemOf(trx, kind, itemId);
        const at = now();
        const row: Omit<notes.NoteRow, 'id'> = {
          kind,
          item_id: itemId,
          author_id: actor.user.id,
          author_name: actor.user.name?.slice(0, 200) ?? null,
          author_email: actor.user.email.slice(0, 254),
          body,
          created_at: at,
          updated_at: at,
        };
        const id = await notes.insert(trx, row);
        await recordAudit(trx, auditWho(actor), {
          action: 'note_added',
          itemKind: submissionItemKind[kind],
          itemId,
          detail: `note ${id}`,
        });
        return { ...row, id };
      });
    },

    async edit(
      actor: Actor,
      kind: SubmissionKind,
      itemId: number,
      noteId: number,
      body: string,
    ): Promise<notes.NoteRow> {
      return db.transaction(async (trx) => {
        await itemOf(trx, kind, itemId);
        const note = await notes.find(trx, kind, itemId, noteId);
        if (!note) throw notFound('note_not_found');
        if (note.author_id === null || Number(note.author_id) !== actor.user.id)
          throw new DomainError(
            'forbidden',
            'note_not_author',
            'Only the person who wrote a note can edit it',
          );
        const at = now();
        if (at.getTime() > editableUntil(note))
          throw new DomainError(
            'forbidden',
            'note_edit_window_over',
            `A note can be edited only within ${NOTE_EDIT_WINDOW_MS / 60_000} minutes of writing it`,
          );
        await notes.update(trx, noteId, body, at);
        await recordAudit(trx, auditWho(actor), {
          action: 'note_edited',
          itemKind: submissionItemKind[kind],
          itemId,
          detail: `note ${noteId}`,
        });
        return { ...note, body, updated_at: at };
      });
    },
  };
}

export type SubmissionNotesService = ReturnType<typeof submissionNotesService>;
