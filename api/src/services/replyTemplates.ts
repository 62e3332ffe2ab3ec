/**
 * Reply templates: the texts staff keep for the replies they write often. A template belongs to
 * one submission kind, and to that kind's people: whoever's roles reach the kind reads, writes,
 * edits and deletes its templates, no one else (an owner reaches every kind).
 *
 * The routes are one path for every kind (the kind is in the query, the body or the stored row,
 * not the path), so their declared area only lets staff in; the kind's area is checked here, on
 * the kind the request names or the template has. Every change goes through `change`: the check,
 * the write and its audit event in one transaction, answering the row.
 */
import type { AuditAction } from '@vb/shared/audit';
import { mayUse } from '@vb/shared/roles';
import {
  REPLY_TEMPLATES_MAX,
  type ReplyTemplateInput,
  type ReplyTemplateUpdate,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { DomainError } from '../domain/errors';
import * as templates from '../repos/replyTemplates';
import { auditWho, recordAudit } from './audit';

/** One change to the templates, as `change` makes it. */
type Change =
  | { action: 'reply_template_created'; input: ReplyTemplateInput }
  | { action: 'reply_template_updated'; id: number; input: ReplyTemplateUpdate }
  | { action: 'reply_template_deleted'; id: number };

const templateNotFound = () =>
  new DomainError('not_found', 'not_found', 'Reply template not found');

/** Refuses a kind the actor's roles do not reach (the route's area lets any staff member in). */
function authorise(actor: Actor, kind: SubmissionKind): void {
  if (!mayUse(actor.user.roles, kind))
    throw new DomainError(
      'forbidden',
      'forbidden',
      `Only the people who answer ${kind} may use its reply templates`,
    );
}

const fieldsOf = (input: ReplyTemplateUpdate): templates.TemplateFields => ({
  name: input.name,
  body_ar: input.bodyAr,
  body_en: input.bodyEn,
});

export function replyTemplatesService({ db }: { db: Db }) {
  /** Checks, writes and audits one change; answers the template as stored (or as it was, deleted). */
  function change(actor: Actor, what: Change): Promise<templates.TemplateRow> {
    return db.transaction(async (trx) => {
      const existing = 'id' in what ? await templates.hold(trx, what.id) : undefined;
      if ('id' in what && !existing) throw templateNotFound();
      authorise(actor, existing?.kind ?? (what as { input: ReplyTemplateInput }).input.kind);
      const now = new Date();
      let row: templates.TemplateRow;
      switch (what.action) {
        case 'reply_template_created': {
          const { kind } = what.input;
          const id = await templates.insert(trx, {
            kind,
            ...fieldsOf(what.input),
            created_at: now,
            updated_at: now,
          });
          row = (await templates.find(trx, id))!;
          break;
        }
        case 'reply_template_updated':
          await templates.update(trx, what.id, { ...fieldsOf(what.input), updated_at: now });
          row = (await templates.find(trx, what.id))!;
          break;
        case 'reply_template_deleted':
          await templates.remove(trx, what.id);
          row = existing!;
          break;
      }
      await audit(trx, actor, what.action, row);
      return row;
    });
  }

  return {
    /**
     * The templates of `kind` (403 when the actor's roles do not reach it), or of every kind they
     * do; by name, at most REPLY_TEMPLATES_MAX.
     */
    list(actor: Actor, kind?: SubmissionKind): Promise<templates.TemplateRow[]> {
      if (kind) authorise(actor, kind);
      const kinds = kind ? [kind] : SUBMISSION_KINDS.filter((k) => mayUse(actor.user.roles, k));
      return templates.list(db, kinds, REPLY_TEMPLATES_MAX);
    },

    create(actor: Actor, input: ReplyTemplateInput): Promise<templates.TemplateRow> {
      return change(actor, { action: 'reply_template_created', input });
    },

    /** Replaces a template's label and texts; its kind stays. */
    update(actor: Actor, id: number, input: ReplyTemplateUpdate): Promise<templates.TemplateRow> {
      return change(actor, { action: 'reply_template_updated', id, input });
    },

    remove(actor: Actor, id: number): Promise<templates.TemplateRow> {
      return change(actor, { action: 'reply_template_deleted', id });
    },
  };
}

/** The trail names the template by kind and label (staff's own words, never a person's data). */
function audit(
  trx: Db,
  actor: Actor,
  action: AuditAction,
  row: templates.TemplateRow,
): Promise<void> {
  return recordAudit(trx, auditWho(actor), {
    action,
    itemKind: 'reply-template',
    itemId: row.id,
    detail: `${row.kind}: ${row.name}`,
  });
}

export type ReplyTemplatesService = ReturnType<typeof replyTemplatesService>;
