import { Button, Modal, Select, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { messageText, type MessageKey } from '@vb/shared/i18n';
import type { ReplyBulkResult, ReplyTemplate } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { MailIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { FormError } from '../FormError';
import { useReplyTemplates } from './useReplyTemplates';
import styles from './activity.module.css';

const FAILED: MessageKey = 'admin.bulkReply.failed';

/**
 * The selection's "Send a template": pick one of the kind's reply templates, read it as each
 * language will have it (the placeholders stay named: every person gets their own), and send it
 * to every selected item at once. The server sends all or none; the toast tells how many went,
 * and how many were already gone or had no address left.
 */
export function BulkReplyButton({
  kind,
  ids,
  disabled,
  onSent,
}: {
  kind: SubmissionKind;
  ids: readonly number[];
  disabled: boolean;
  /** After a send: the list is read again (statuses may have moved to replied). */
  onSent(result: ReplyBulkResult): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<MailIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="bulk-reply"
      >
        {t('admin.bulkReply.open')}
      </Button>
      {open && (
        <BulkReplyDialog
          kind={kind}
          ids={ids}
          onClose={() => setOpen(false)}
          onSent={(result) => {
            setOpen(false);
            onSent(result);
          }}
        />
      )}
    </>
  );
}

function BulkReplyDialog({
  kind,
  ids,
  onClose,
  onSent,
}: {
  kind: SubmissionKind;
  ids: readonly number[];
  onClose(): void;
  onSent(result: ReplyBulkResult): void;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const fieldId = useId();
  const templates = useReplyTemplates(kind);
  const template: ReplyTemplate | undefined = templates.data?.find((tpl) => tpl.id === chosen);
  const count = ids.length;

  async function send() {
    if (!template) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await client.sendTemplate(kind, { ids: [...ids], templateId: template.id });
      const left = [
        result.missing.length > 0 && t('admin.bulkReply.missing', { count: result.missing.length }),
        result.skipped.length > 0 && t('admin.bulkReply.skipped', { count: result.skipped.length }),
      ].filter(Boolean);
      toast(
        left.length > 0 ? 'info' : 'success',
        'admin.bulkReply.sentTitle',
        [t('admin.bulkReply.sent', { count: result.sent }), ...left].join(' '),
      );
      onSent(result);
    } catch (error) {
      logFailure(messageText('en', FAILED), error);
      setFailure(errorMessage(error, FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={t('admin.bulkReply.title', { count })}
      onCancel={() => !sending && onClose()}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: false }}
      destroyOnHidden
      width={600}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={sending} data-testid="bulk-reply-cancel">
          {t('admin.delete.cancel')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={sending}
          disabled={!template}
          onClick={() => void send()}
          data-testid="bulk-reply-send"
        >
          {t('admin.bulkReply.send', { count })}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('admin.bulkReply.intro')}</Typography.Paragraph>
      <label htmlFor={fieldId} className={styles.label}>
        {t('admin.thread.template')}
      </label>
      <Select<number | null>
        id={fieldId}
        value={chosen}
        onChange={setChosen}
        style={{ width: '100%' }}
        loading={templates.isPending}
        placeholder={t(
          templates.isError
            ? 'admin.thread.templateLoadFailed'
            : templates.data?.length === 0
              ? 'admin.bulkReply.noTemplates'
              : 'admin.bulkReply.choose',
        )}
        options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
        data-testid="bulk-reply-template"
      />
      {template && (
        <div className={styles.previews} data-testid="bulk-reply-preview">
          {(
            [
              ['ar', template.bodyAr, 'admin.bulkReply.inArabic'],
              ['en', template.bodyEn, 'admin.bulkReply.inEnglish'],
            ] as const
          ).map(([lang, body, label]) => (
            <section key={lang} aria-label={t(label)}>
              <Typography.Text type="secondary">{t(label)}</Typography.Text>
              <p lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className={styles.previewText}>
                {body}
              </p>
            </section>
          ))}
        </div>
      )}
      <FormError error={failure} />
    </Modal>
  );
}
