/**
 * Answers to staff replies, as the SMTP listener (mail/inboundListener.ts) hands them over: the
 * address decides the item (MAIL_REPLY_TO's local part, "+", the item's token), the e-mail's
 * new text joins the item's thread, once.
 *
 * An address is answered for only while its token is stored: the token goes with the item's
 * messages when the item is deleted, erased or anonymised, so an answer to it is refused at
 * RCPT TO like any unknown address (and the person's relay tells them). An answer is stored under
 * its Message-ID per item, so the same e-mail delivered again, or to another instance, is kept
 * once; one without a Message-ID is named by a hash of its bytes for the same reason.
 *
 * Only the text is kept (mailparser's plain text, made from the HTML where there is no plain
 * part): an answer's HTML is never stored nor shown. Attachments pass the résumé's checks (a PDF
 * or Word document that is what its name says, at most its size) and the virus scanner when there
 * is one; those that pass are kept to download, the others named with why they were left. A
 * scanner that does not answer fails the delivery (the listener answers 451, the sender's server
 * tries again later) rather than keeping a file unchecked. Pictures inline in the HTML (logos of
 * signatures) are not attachments the person chose, and are left without a word. Automatic answers (out-of-office notices,
 * "Auto-Submitted") are taken and dropped, so that a holiday reply does not look like news.
 *
 * The item's assignee, and whoever chose an e-mail for each item of its kind, is told by e-mail
 * (in their language, a link and no text of the answer: what people write stays in the admin),
 * in the same transaction as the answer; whoever has the item open learns of it from the live
 * feed (the audit event `reply_received`).
 */
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Language } from '@vb/shared/options';
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';
import { answerText } from '../mail/answerText';
import type { ScanVerdict } from '../uploads/clamav';
import { sanitizeFilename } from '../uploads/filename';
import { type DocumentProblem, documentProblem } from '../uploads/resume';
import * as answerFiles from '../repos/answerFiles';
import * as replies from '../repos/replies';
import * as users from '../repos/users';
import { recordAudit } from './audit';
import { enqueueItemNotice } from './mail';
import { followersOf } from './notifications';
import { submissionItemKind } from './submissions';

/** Where an answer goes: the item its address names. */
export interface AnswerTarget {
  kind: SubmissionKind;
  itemId: number;
  token: string;
}

/** The most attachments kept of one answer (INBOUND_MAX_BYTES bounds their bytes). */
const MAX_FILES = 20;

/** An attachment as it will be stored: its bytes when kept, else why it was left. */
interface FileToKeep {
  filename: string;
  mimeType?: string;
  size?: number;
  data?: Buffer;
  refused?: DocumentProblem | 'virus';
}

/** The tokens replies carry (services/replies.ts): 26 lower-case base32 characters. */
const TOKEN = /^[a-z2-7]{26}$/;

/** The language the text is written in, by its letters (Arabic, else English). */
function languageOfText(text: string): Language {
  const arabic = text.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

function isAutomatic(mail: ParsedMail): boolean {
  const auto = mail.headers.get('auto-submitted');
  if (typeof auto === 'string' && auto.trim().toLowerCase() !== 'no') return true;
  const precedence = mail.headers.get('precedence');
  return typeof precedence === 'string' && /^(auto_reply|bulk|junk)$/i.test(precedence.trim());
}

export function inboundService({
  db,
  replyTo,
  logger,
  linkOrigin,
  nudge,
  scan,
  now = () => new Date(),
}: {
  db: Db;
  /** MAIL_REPLY_TO split at its @. */
  replyTo: { local: string; domain: string };
  logger: Logger;
  /** The site's origin for the link in the assignee's e-mail. */
  linkOrigin: () => string;
  /** Sends soon what was queued (the mail sender's nudge). */
  nudge?: () => void;
  /** The virus scanner (CLAMAV_ADDRESS), if any: throws when it cannot answer. */
  scan?: (bytes: Buffer) => Promise<ScanVerdict>;
  now?: () => Date;
}) {
  /** What of each attachment is kept: its bytes if it passes the checks, else why not. */
  async function checkFiles(mail: ParsedMail): Promise<FileToKeep[]> {
    const chosen = mail.attachments.filter((a) => !a.related).slice(0, MAX_FILES);
    const files: FileToKeep[] = [];
    for (const attachment of chosen) {
      const bytes = attachment.content;
      const name = attachment.filename?.trim() || 'attachment';
      const checked = await documentProblem(name, bytes);
      let file: FileToKeep =
        'problem' in checked
          ? { filename: sanitizeFilename(name, 'attachment'), refused: checked.problem }
          : { filename: checked.filename, mimeType: checked.mimeType, data: bytes };
      if (file.data && scan && !(await scan(file.data)).clean) {
        logger.info('answer attachment refused by the scanner', { messageId: mail.messageId });
        file = { filename: file.filename, refused: 'virus' };
      }
      files.push({ ...file, size: bytes.length });
    }
    return files;
  }

  /**
   * Tells the item's assignee (if any and still active) that its sender answered, and those who
   * chose an e-mail for each item of its kind: each once, the assignee as the assignee.
   */
  async function tellStaff(trx: Db, target: AnswerTarget, item: replies.Recipient) {
    const about = { kind: target.kind, id: target.itemId, submitter: item.name };
    const assignee =
      item.assignee_id === null ? undefined : await users.findById(trx, Number(item.assignee_id));
    if (assignee && !assignee.disabled_at)
      await enqueueItemNotice(trx, {
        kind: 'answered',
        to: assignee,
        item: about,
        origin: linkOrigin(),
      });
    for (const person of await followersOf(trx, target.kind)) {
      if (Number(person.id) === Number(item.assignee_id)) continue;
      await enqueueItemNotice(trx, {
        kind: 'answered_following',
        to: { id: Number(person.id), email: person.email, name: person.name },
        item: about,
        origin: linkOrigin(),
      });
    }
  }

  const local = replyTo.local.toLowerCase();
  const domain = replyTo.domain.toLowerCase();

  return {
    /** The item an address is for, if it is a reply address with a stored token. */
    async target(address: string): Promise<AnswerTarget | undefined> {
      const at = address.lastIndexOf('@');
      if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return undefined;
      const [box, token, ...rest] = address.slice(0, at).toLowerCase().split('+');
      if (box !== local || rest.length > 0 || !token || !TOKEN.test(token)) return undefined;
      const item = await replies.itemOfToken(db, token);
      return item && { kind: item.kind, itemId: Number(item.item_id), token };
    },

    /**
     * Threads an answer onto each item it is addressed to (`targets`, from `target`); answers the
     * ids of the messages stored (none for a repeat, an automatic answer or a vanished item).
     */
    async take(mail: ParsedMail, raw: Buffer, targets: readonly AnswerTarget[]): Promise<number[]> {
      if (isAutomatic(mail)) {
        logger.info('automatic answer dropped', { messageId: mail.messageId });
        return [];
      }
      const body = answerText(mail.text ?? '');
      const messageId =
        mail.messageId?.slice(0, 300) ??
        `<${createHash('sha256').update(raw).digest('hex')}@answer.invalid>`;
      const from = mail.from?.value[0];
      const files = await checkFiles(mail);
      const stored: number[] = [];
      for (const target of targets) {
        const id = await db.transaction(async (trx) => {
          const item = await replies.holdRecipient(trx, target.kind, target.itemId);
          if (!item) return undefined;
          const inserted = await replies.insertAnswer(trx, {
            kind: target.kind,
            item_id: target.itemId,
            direction: 'in',
            author_id: null,
            language: languageOfText(body),
            body,
            message_id: messageId,
            reply_token: target.token,
            outbox_id: null,
            created_at: now(),
            sender_name: from?.name?.trim().slice(0, 200) || null,
            sender_email: from?.address?.slice(0, 320) ?? null,
          });
          if (inserted === undefined) return undefined;
          for (const file of files)
            await answerFiles.insert(trx, {
              message_id: inserted,
              filename: file.filename,
              mime_type: file.mimeType ?? null,
              size: file.size ?? 0,
              refused: file.refused ?? null,
              data: file.data ?? null,
            });
          // Who answered is the person, not staff: no account, no address in the trail.
          await recordAudit(
            trx,
            { userId: null, email: null, client: undefined },
            {
              action: 'reply_received',
              itemKind: submissionItemKind[target.kind],
              itemId: target.itemId,
              detail: `message ${inserted}`,
            },
          );
          await tellStaff(trx, target, item);
          return inserted;
        });
        if (id !== undefined) stored.push(id);
      }
      if (stored.length > 0) nudge?.();
      return stored;
    },
  };
}

export type InboundService = ReturnType<typeof inboundService>;
