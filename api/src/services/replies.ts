/**
 * Answering a submission from the admin: staff write, the server e-mails it to the person who
 * sent the item, and the item keeps the thread.
 *
 * One transaction holds the item, the message, its outbox e-mail and the audit event (who
 * replied, never the text: the personal data stays in the message's row), so a reply is never
 * recorded without its e-mail nor sent for a rollback. The e-mail is in the language the person
 * used on the form unless staff choose another, carries its own Message-ID, and answers the
 * item's previous message (In-Reply-To, References) so mail clients thread it.
 *
 * Reply-To (MAIL_REPLY_TO): local+token@domain, the token random per item (128 bits, stored with
 * each of its messages) rather than derived: the server has no secret of its own to derive it
 * from, and a stored token is gone with the item when it is deleted, erased or anonymised, so an
 * answer to it can no longer reach the item. Lower-case base32: mail systems may fold a local
 * part's case.
 *
 * A reply to a kind whose statuses include 'replied' (contact messages) moves the item there by
 * the menu's rules, with its status event (the history and the live feed tell of it).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { isLanguage, type Language } from '@vb/shared/options';
import {
  fillTemplate,
  type ReplyBody,
  type ReplyBulkBody,
  type ReplyBulkResult,
  templateValues,
} from '@vb/shared/schemas';
import { mayMoveStatus, type SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { conflict, DomainError, notFound } from '../domain/errors';
import { renderReply } from '../mail/templates';
import * as answerFiles from '../repos/answerFiles';
import * as replies from '../repos/replies';
import * as templates from '../repos/replyTemplates';
import { toBuffer, toNumber } from '../db/values';
import { sanitizeFilename } from '../uploads/filename';
import * as submissions from '../repos/submissions';
import { auditWho, recordAudit } from './audit';
import { enqueueRendered, type MailConfig } from './mail';
import { submissionItemKind, submissionNotFound } from './submissions';

/** The status a reply moves an item to, where its kind has it. */
const REPLIED = 'replied';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 128 random bits as 26 lower-case base32 characters. */
function newReplyToken(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.slice(0, 26);
}

const languageOf = (stored: string | null): Language => (isLanguage(stored) ? stored : 'ar');

export function repliesService({
  db,
  mail,
  nudge,
  now = () => new Date(),
}: {
  db: Db;
  mail: Pick<MailConfig, 'messageIdDomain' | 'replyTo'>;
  /** Sends soon what was queued (the mail sender's nudge). */
  nudge?: () => void;
  now?: () => Date;
}) {
  return {
    /**
     * The item's answers have been read (its panel showed them): no longer new, on the item or
     * in the lists. Not audited: reading is not a change, as opening an item is not.
     */
    async markRead(_actor: Actor, kind: SubmissionKind, itemId: number): Promise<void> {
      await db.transaction(async (trx) => {
        if (!(await replies.holdRecipient(trx, kind, itemId)))
          throw notFound(submissionNotFound[kind]);
        await replies.markSeen(trx, kind, itemId, now());
      });
    },

    /**
     * A kept attachment of one of the item's answers, to download; recorded in the trail before
     * its bytes leave, as a résumé's download is.
     */
    async file(actor: Actor, kind: SubmissionKind, itemId: number, fileId: number) {
      const row = await answerFiles.find(db, kind, itemId, fileId);
      if (!row) throw notFound('answer_file_not_found');
      await recordAudit(db, auditWho(actor), {
        action: 'answer_file_downloaded',
        itemKind: submissionItemKind[kind],
        itemId,
        detail: `file ${toNumber(row.id)}`,
      });
      return {
        filename: sanitizeFilename(row.filename, 'attachment'),
        mimeType: row.mime_type ?? 'application/octet-stream',
        bytes: toBuffer(row.data),
      };
    },

    /** Sends a reply to the person who sent the item; answers the message as the thread shows it. */
    async send(
      actor: Actor,
      kind: SubmissionKind,
      itemId: number,
      input: ReplyBody,
    ): Promise<replies.ThreadRow> {
      const row = await db.transaction(async (trx) => {
        const item = await replies.holdRecipient(trx, kind, itemId);
        if (!item) throw notFound(submissionNotFound[kind]);
        // An anonymised application keeps no address.
        if (!item.email.trim())
          throw conflict('reply_no_address', 'This item has no e-mail address to reply to');
        const language = input.language ?? languageOf(item.language);
        const id = await deliver(trx, actor, kind, item, input.body, language);
        const [sent] = await replies.threadOf(trx, kind, itemId, id);
        return sent!;
      });
      nudge?.();
      return row;
    },

    /**
     * Sends a template of the kind to each item of `ids`, each in its person's language and
     * filled in for them. All or nothing: one transaction, so a failure sends none and the
     * selection can be sent again as it was.
     */
    async sendTemplate(
      actor: Actor,
      kind: SubmissionKind,
      { ids, templateId }: ReplyBulkBody,
    ): Promise<ReplyBulkResult> {
      const result = await db.transaction(async (trx) => {
        const template = await templates.find(trx, templateId);
        if (!template || template.kind !== kind)
          throw new DomainError('not_found', 'not_found', 'Reply template not found');
        const done: ReplyBulkResult = { sent: 0, ids: [], missing: [], skipped: [] };
        for (const itemId of ids) {
          const item = await replies.holdRecipient(trx, kind, itemId);
          if (!item) done.missing.push(itemId);
          else if (!item.email.trim()) done.skipped.push(itemId);
          else {
            const language = languageOf(item.language);
            const text = language === 'ar' ? template.body_ar : template.body_en;
            const body = fillTemplate(text, templateValues(language, item));
            await deliver(trx, actor, kind, item, body, language);
            done.ids.push(itemId);
          }
        }
        done.sent = done.ids.length;
        return done;
      });
      if (result.sent > 0) nudge?.();
      return result;
    },
  };

  /**
   * Queues one reply to `item`, threaded after its earlier messages, adds it to the thread,
   * audits it and moves the item to 'replied' where its kind has that status; answers the
   * message's id.
   */
  async function deliver(
    trx: Db,
    actor: Actor,
    kind: SubmissionKind,
    item: replies.Recipient,
    body: string,
    language: Language,
  ): Promise<number> {
    const itemId = Number(item.id);
    const previous = await replies.latest(trx, kind, itemId);
    const token = previous?.reply_token ?? newReplyToken();
    const messageId = `<reply-${randomUUID()}@${mail.messageIdDomain}>`;
    const references = previous ? await replies.messageIds(trx, kind, itemId) : [];
    const outboxId = await enqueueRendered(trx, {
      kind: 'reply',
      to: item.email,
      language,
      mail: renderReply(language, kind, {
        name: item.name,
        body,
        answerable: mail.replyTo !== undefined,
      }),
      item: { kind, id: itemId },
      threading: {
        messageId,
        replyTo: mail.replyTo && `${mail.replyTo.local}+${token}@${mail.replyTo.domain}`,
        inReplyTo: previous?.message_id,
        // The newest few: a long thread's header stays short, and threads by its last ones.
        references: references.slice(-10),
      },
    });
    const id = await replies.insert(trx, {
      kind,
      item_id: itemId,
      direction: 'out',
      author_id: actor.user.id,
      language,
      body,
      message_id: messageId,
      reply_token: token,
      outbox_id: outboxId,
      created_at: new Date(),
    });
    await recordAudit(trx, auditWho(actor), {
      action: 'reply_sent',
      itemKind: submissionItemKind[kind],
      itemId,
      detail: `message ${id} (${language})`,
    });
    if (item.status !== REPLIED && mayMoveStatus(kind, item.status, REPLIED)) {
      await submissions.setStatus(trx, kind, itemId, REPLIED);
      await recordAudit(trx, auditWho(actor), {
        action: 'status_changed',
        itemKind: submissionItemKind[kind],
        itemId,
        detail: REPLIED,
      });
    }
    return id;
  }
}

export type RepliesService = ReturnType<typeof repliesService>;
