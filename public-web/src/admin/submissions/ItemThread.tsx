/**
 * The side panel's conversation with the person who sent the item: the replies e-mailed to them
 * (each in its own text's direction, with who wrote it, when, the e-mail's language and where it
 * stands in the outbox), their answers (marked new the first time the item is opened after one
 * came), and the box to write the next reply, which may start from one of the kind's reply
 * templates (filled in for the item, in the reply's language). `r` puts the cursor in the box.
 */
import { App as AntApp, Button, Input, Select, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { DATE_LOCALES, REPLY_MAX } from '@vb/shared/constants';
import { errorMessageKey, type MessageKey } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import {
  fillTemplate,
  templateValues,
  type ReplyTemplate,
  type ThreadMailStatus,
  type ThreadMessage,
} from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import type { SubmissionDetail } from '../client';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { ToneTag } from '../ToneTag';
import { itemKey } from '../queries';
import { formatDateTime } from './format';
import { ReplyTemplatesDialog } from './ReplyTemplatesDialog';
import { useReplyTemplates } from './useReplyTemplates';
import { ThreadFiles } from './ThreadFiles';
import { isShortcutPress, keyOf } from './useTriageKeys';
import styles from './activity.module.css';

/** The direction of a message's own language (not the interface's). */
const DIRECTIONS: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

const STATUS_TAGS: Record<ThreadMailStatus, { color: string; label: MessageKey }> = {
  queued: { color: 'processing', label: 'admin.thread.queued' },
  sent: { color: 'success', label: 'admin.thread.sent' },
  failed: { color: 'error', label: 'admin.thread.failed' },
};

/** The language choice: the person's own (the one they used on the form), or one named. */
type ReplyLanguage = 'theirs' | Language;

const failureKey = (error: unknown): MessageKey =>
  error instanceof ApiError && error.code ? errorMessageKey(error.code) : 'admin.thread.sendFailed';

/**
 * Who a reply answers, from the item the panel has read (ItemActivity's query, taken from the
 * cache rather than asked for again). The position is the job applied for; the other kinds'
 * `position` is the sender's own title, not one of ours.
 */
function useRecipient(
  kind: SubmissionKind,
  id: number,
): { name: string; position: string | null; language: Language | null } {
  const detail = useQueryClient().getQueryData<SubmissionDetail>(itemKey(kind, id));
  const item = detail?.item as
    { name?: string; position?: string | null; language?: Language | null } | undefined;
  return {
    name: item?.name ?? '',
    position: kind === 'applications' ? (item?.position ?? null) : null,
    language: item?.language ?? null,
  };
}

export function ItemThread({
  kind,
  id,
  thread,
  onChanged,
}: {
  kind: SubmissionKind;
  id: number;
  thread: ThreadMessage[];
  /** The item's detail is read again (the new message, the outbox's state). */
  onChanged(): Promise<void>;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const authorOf = (message: ThreadMessage): string => {
    if (message.direction === 'in')
      return message.sender?.name?.trim() || message.sender?.email || t('admin.thread.sender');
    return message.author
      ? message.author.name?.trim() || t('admin.thread.staff')
      : t('admin.activity.removedAccount');
  };

  return (
    <div className={styles.part} data-testid="thread">
      <h4 className={styles.partTitle}>{t('admin.thread.title')}</h4>
      {thread.length === 0 ? (
        <p className={styles.empty}>{t('admin.thread.empty')}</p>
      ) : (
        <ol className={styles.notes}>
          {thread.map((message) => {
            const status = message.mailStatus ? STATUS_TAGS[message.mailStatus] : null;
            return (
              <li key={message.id}>
                <article
                  className={`${styles.note} ${message.direction === 'in' ? styles.answer : ''} ${message.unread ? styles.unread : ''}`}
                  data-testid="thread-message"
                  data-id={message.id}
                  data-direction={message.direction}
                  data-status={message.mailStatus ?? ''}
                  data-unread={message.unread ? 'true' : undefined}
                >
                  <header className={styles.noteHeader}>
                    <span className={styles.author} dir="auto" data-testid="thread-author">
                      {authorOf(message)}
                    </span>
                    <time
                      className={styles.when}
                      dateTime={message.createdAt}
                      title={formatDateTime(message.createdAt, locale)}
                    >
                      {formatDateTime(message.createdAt, locale, 'long')}
                    </time>
                    <span className={styles.when}>
                      {t(
                        message.language === 'ar'
                          ? 'admin.thread.inArabic'
                          : 'admin.thread.inEnglish',
                      )}
                    </span>
                    {message.direction === 'in' && (
                      // The same tone as the lists' "New answer" flag (NewAnswerFlag).
                      <ToneTag
                        tone={message.unread ? 'gold' : 'cyan'}
                        className={styles.threadStatus}
                        data-testid="thread-status"
                      >
                        {t(message.unread ? 'admin.thread.new' : 'admin.thread.received')}
                      </ToneTag>
                    )}
                    {status && (
                      <Tag
                        color={status.color}
                        className={styles.threadStatus}
                        data-testid="thread-status"
                      >
                        {t(status.label)}
                      </Tag>
                    )}
                  </header>
                  {/* The text sets its own direction: a reply may be written in another
                      language than its e-mail's (an English answer in an Arabic letter). */}
                  <p className={styles.noteBody} dir="auto" data-testid="thread-body">
                    {message.body}
                  </p>
                  <ThreadFiles kind={kind} id={id} files={message.files} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <ReplyBox
        kind={kind}
        id={id}
        lastReplyLanguage={thread.findLast((m) => m.direction === 'out')?.language}
        onSent={onChanged}
      />
    </div>
  );
}

function ReplyBox({
  kind,
  id,
  lastReplyLanguage,
  onSent,
}: {
  kind: SubmissionKind;
  id: number;
  /** The language of staff's latest reply, if any (for items that do not say their sender's). */
  lastReplyLanguage: Language | undefined;
  onSent(): Promise<void>;
}) {
  const t = useT();
  const { client } = useAdmin();
  const { modal } = AntApp.useApp();
  const toast = useAdminToast();
  const recipient = useRecipient(kind, id);
  // The person's language: the one they used on the form, as the server's default reply does.
  const theirLanguage = recipient.language ?? lastReplyLanguage;
  const [draft, setDraft] = useState('');
  const [replyLanguage, setReplyLanguage] = useState<ReplyLanguage>('theirs');
  const [sending, setSending] = useState(false);
  // The template chosen, and the text it filled in (the draft is untouched while they match).
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [filled, setFilled] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const fieldId = useId();
  const languageId = useId();
  const templateFieldId = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  // Read with the box, and kept: a kind's templates change seldom.
  const templates = useReplyTemplates(kind);
  const templateOf = (chosen: number | undefined): ReplyTemplate | undefined =>
    templates.data?.find((template) => template.id === chosen);

  function fill(template: ReplyTemplate, language: Language) {
    const body = language === 'ar' ? template.bodyAr : template.bodyEn;
    const text = fillTemplate(body, templateValues(language, recipient));
    setDraft(text);
    setFilled(text);
  }

  function chooseTemplate(chosen: number) {
    const template = templateOf(chosen);
    if (!template) return;
    // The text's language: the one chosen, else the person's own (Arabic when the item does not
    // say). The box then names it, so the e-mail's own words are in the language of its text.
    const language = replyLanguage !== 'theirs' ? replyLanguage : (theirLanguage ?? 'ar');
    const apply = () => {
      setTemplateId(chosen);
      setReplyLanguage(language);
      fill(template, language);
      field.current?.focus();
    };
    // What staff wrote themselves is replaced only when they say so.
    if (draft.trim() === '' || draft === filled) {
      apply();
      return;
    }
    modal.confirm({
      title: t('admin.thread.templateReplaceTitle'),
      content: t('admin.thread.templateReplaceText'),
      okText: t('admin.thread.templateReplace'),
      cancelText: t('admin.thread.templateKeep'),
      okButtonProps: { 'data-testid': 'reply-template-replace' },
      onOk: apply,
    });
  }

  function chooseLanguage(next: ReplyLanguage) {
    setReplyLanguage(next);
    // A template's text not yet edited follows the language.
    const template = templateOf(templateId);
    const language = next === 'theirs' ? theirLanguage : next;
    if (template && language && draft === filled) fill(template, language);
  }

  // `r` (ق on an Arabic layout) while the panel is open and nothing is being typed.
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isShortcutPress(event, { inPanel: true }) || keyOf(event) !== 'r') return;
      const box = field.current;
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  async function send() {
    const text = draft.trim();
    if (text === '') return;
    setSending(true);
    try {
      await client.reply(kind, id, text, replyLanguage === 'theirs' ? undefined : replyLanguage);
      setDraft('');
      setFilled(null);
      setTemplateId(undefined);
      await onSent();
    } catch (error) {
      logFailure('The reply could not be sent', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, failureKey(error)));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.compose} data-testid="reply-box">
      <div className={styles.replyActions}>
        <label htmlFor={templateFieldId} className={styles.label}>
          {t('admin.thread.template')}
        </label>
        <Select<number | null>
          id={templateFieldId}
          // null, not undefined: the select stays controlled, so a template not applied (the
          // writer kept their text), or deleted since, is not shown as chosen and may be chosen
          // again.
          value={templateOf(templateId) ? templateId : null}
          onChange={(chosen) => chosen !== null && chooseTemplate(chosen)}
          placeholder={t(
            templates.isError
              ? 'admin.thread.templateLoadFailed'
              : 'admin.thread.templatePlaceholder',
          )}
          status={templates.isError ? 'error' : undefined}
          loading={templates.isPending}
          className={styles.replyTemplate}
          popupMatchSelectWidth={false}
          notFoundContent={<span className={styles.empty}>{t('admin.thread.templateNone')}</span>}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: <bdi>{template.name}</bdi>,
          }))}
          data-testid="reply-template"
        />
        <Button
          type="link"
          size="small"
          onClick={() => setManaging(true)}
          data-testid="reply-templates-manage"
        >
          {t('admin.templates.manage')}
        </Button>
        <ReplyTemplatesDialog
          kind={kind}
          recipient={recipient}
          open={managing}
          onClose={() => setManaging(false)}
        />
      </div>
      <label htmlFor={fieldId} className={styles.label}>
        {t('admin.thread.replyLabel')}
      </label>
      <Input.TextArea
        id={fieldId}
        ref={(input) => {
          field.current = input?.resizableTextArea?.textArea ?? null;
        }}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('admin.thread.replyPlaceholder')}
        autoSize={{ minRows: 3, maxRows: 12 }}
        maxLength={REPLY_MAX}
        // The reply's own language sets its direction; the person's, whichever it is typed in.
        dir={
          replyLanguage !== 'theirs' ? DIRECTIONS[replyLanguage] : draft === '' ? undefined : 'auto'
        }
        data-testid="reply-input"
      />
      <div className={styles.replyActions}>
        <label htmlFor={languageId} className={styles.label}>
          {t('admin.thread.language')}
        </label>
        <Select<ReplyLanguage>
          id={languageId}
          value={replyLanguage}
          onChange={chooseLanguage}
          className={styles.replyLanguage}
          popupMatchSelectWidth={false}
          options={[
            { value: 'theirs', label: t('admin.thread.languageTheirs') },
            { value: 'ar', label: t('language.arabic') },
            { value: 'en', label: t('language.english') },
          ]}
          data-testid="reply-language"
        />
        <Button
          type="primary"
          onClick={() => void send()}
          loading={sending}
          disabled={draft.trim() === ''}
          className={styles.sendButton}
          data-testid="reply-send"
        >
          {t('admin.thread.send')}
        </Button>
      </div>
      <p className={styles.empty}>
        {t('admin.thread.hint')}{' '}
        <Typography.Text keyboard>
          <bdi>r</bdi>
        </Typography.Text>
      </p>
    </div>
  );
}
