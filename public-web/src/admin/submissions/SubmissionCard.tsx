import { Button, Card, Checkbox, Dropdown, type MenuProps } from 'antd';
import { useRef } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import { isolate } from '@vb/shared/text';
import {
  DeleteIcon,
  DetailsIcon,
  DocumentIcon,
  DownloadIcon,
  DropdownIcon,
  MailIcon,
  MoveIcon,
  PreviewIcon,
  WarningIcon,
} from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { formatDateTime, formatFileSize, mailtoHref, telHref } from './format';
import { actionLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import { ToneTag } from '../ToneTag';
import { DuplicateFlag } from './DuplicateFlag';
import { NewAnswerFlag } from './NewAnswerFlag';
import { StatusBadge } from './StatusBadge';
import { WorkRow } from './WorkRow';
import styles from './submissions.module.css';

/** What an item is busy with (its buttons are disabled meanwhile; the one running shows loading). */
export type BusyAction = 'status' | 'delete' | 'download';

export interface SubmissionCardProps<T extends BaseSubmission> {
  config: SubmissionKindConfig<T>;
  item: T;
  busy: BusyAction | undefined;
  onSetStatus(item: T, status: string): void;
  onDelete(item: T): void;
  onDownloadResume?(item: T): void;
  /** Shows a PDF résumé in the admin. */
  onPreviewResume?(item: T): void;
  /** Where it is shown: in the list (a card), or alone in the table's side panel (no frame). */
  variant?: 'card' | 'panel';
  /** In the list: whether it is selected for a bulk action, and its checkbox's change. */
  selection?: { checked: boolean; onToggle(range: boolean): void };
  /** The item the keyboard acts on: highlighted. */
  active?: boolean;
  /** The status menu, when the view opens it (the `s` key). */
  statusMenuOpen?: boolean;
  onStatusMenuOpenChange?(open: boolean): void;
  /** In the list: opens the item's side panel (details, notes, history). */
  onOpen?(item: T): void;
}

/** A value a visitor typed, or 'Not provided'; always React text (never HTML), in its own direction. */
function Value({ value }: { value: string | null }) {
  const t = useT();
  if (value === null || value.trim() === '')
    return <span className={styles.notProvided}>{t('admin.field.notProvided')}</span>;
  return <span dir="auto">{value}</span>;
}

/**
 * One submission with every field, its status, its status menu and its actions: a card of the list,
 * or the table's side panel, which shows the same.
 */
export function SubmissionCard<T extends BaseSubmission>({
  config,
  item,
  busy,
  onSetStatus,
  onDelete,
  onDownloadResume,
  onPreviewResume,
  variant = 'card',
  selection,
  active = false,
  statusMenuOpen,
  onStatusMenuOpenChange,
  onOpen,
}: SubmissionCardProps<T>) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const isBusy = busy !== undefined;
  const statusButton = useRef<HTMLButtonElement>(null);

  const menuItems: MenuProps['items'] = config.statusActions(item.status).map((action) => {
    const key = actionLabelKey(action);
    return {
      key: action.status,
      label: key ? t(key) : action.status,
      'data-testid': `status-action-${action.status}`,
    };
  });

  const text = config.text.value(item);
  const resume = config.resume?.(item);
  const replySubject = config.replySubject?.(item);

  return (
    <Card
      className={
        variant === 'panel' ? styles.panelCard : `${styles.card} ${active ? styles.cardActive : ''}`
      }
      variant={variant === 'panel' ? 'borderless' : 'outlined'}
      data-testid={variant === 'panel' ? 'submission-panel-item' : 'submission-card'}
      data-id={item.id}
      data-status={item.status}
      data-active={active || undefined}
      aria-current={active || undefined}
    >
      <header className={styles.cardHeader}>
        {selection && (
          <Checkbox
            className={styles.cardCheck}
            checked={selection.checked}
            onChange={(event) => selection.onToggle(event.nativeEvent.shiftKey)}
            aria-label={t('admin.bulk.select', { name: item.name })}
            data-testid="select-item"
          />
        )}
        <div className={styles.identity}>
          <h3 className={styles.name}>
            <span dir="auto" data-testid="submission-name">
              {item.name}
            </span>
          </h3>
          <DuplicateFlag kind={config.kind} count={item.duplicates} />
          <NewAnswerFlag count={item.newAnswers} />
          <time
            className={styles.date}
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt, locale)}
          >
            {formatDateTime(item.createdAt, locale, 'long')}
          </time>
        </div>
        {config.flags?.(item).map((flag) => (
          <ToneTag key={flag.testId} tone="cyan" data-testid={flag.testId}>
            {t(flag.label)}
          </ToneTag>
        ))}
        <StatusBadge config={config} status={item.status} />
      </header>

      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('admin.field.email')}</dt>
          <dd>
            <a href={mailtoHref(item.email)} dir="ltr" data-testid="submission-email">
              {item.email}
            </a>
          </dd>
        </div>
        <div className={styles.field}>
          <dt>{t('admin.field.phone')}</dt>
          <dd>
            {item.phone ? (
              <a href={telHref(item.phone)} dir="ltr">
                {item.phone}
              </a>
            ) : (
              <Value value={null} />
            )}
          </dd>
        </div>
        {config.fields.map((field) => (
          <div className={styles.field} key={field.label}>
            <dt>{t(field.label)}</dt>
            <dd>
              <Value value={field.value(item)} />
            </dd>
          </div>
        ))}
      </dl>

      <section className={styles.textBlock}>
        <h4 className={styles.textLabel}>{t(config.text.label)}</h4>
        {text && text.trim() !== '' ? (
          <p className={styles.text} dir="auto" data-testid="submission-text">
            {text}
          </p>
        ) : (
          <Value value={null} />
        )}
      </section>

      {resume && (
        <section className={styles.resume} aria-label={t('admin.field.resume')}>
          <DocumentIcon className={styles.resumeIcon} />
          <div className={styles.resumeInfo}>
            <span className={styles.textLabel}>{t('admin.field.resume')}</span>
            <span className={styles.resumeName} dir="auto" data-testid="resume-filename">
              {resume.filename}
            </span>
            <span className={styles.resumeSize} data-testid="resume-size">
              {formatFileSize(resume.size, locale)}
            </span>
            {resume.activeContent && (
              <span className={styles.resumeWarning} data-testid="resume-active-content">
                <ToneTag tone="red" icon={<WarningIcon />} className={styles.resumeWarningTag}>
                  {t('admin.applications.activeContent')}
                </ToneTag>
                <span className={styles.resumeWarningHint}>
                  {t('admin.applications.activeContentHint')}
                </span>
              </span>
            )}
          </div>
        </section>
      )}

      <WorkRow config={config} item={item} />

      <footer className={styles.actions}>
        {onOpen && variant === 'card' && (
          <Button
            icon={<DetailsIcon />}
            onClick={() => onOpen(item)}
            aria-label={t('admin.panel.openLabel', { name: isolate(item.name) })}
            data-testid="open-panel"
          >
            {t('admin.panel.open')}
          </Button>
        )}
        <Dropdown
          trigger={['click']}
          disabled={isBusy}
          autoFocus
          // No closing animation: while a closed menu still faded out it stayed the top layer,
          // and the side panel took no Escape until it was gone.
          transitionName=""
          {...(statusMenuOpen !== undefined ? { open: statusMenuOpen } : {})}
          onOpenChange={(open) => onStatusMenuOpenChange?.(open)}
          menu={{
            items: menuItems,
            onClick: ({ key }) => {
              // As a menu button does: the focus goes back to the button, not left on the closing
              // menu (outside the card, and outside the side panel), so the next key, Escape
              // closing the panel, reaches where the person is.
              statusButton.current?.focus();
              onStatusMenuOpenChange?.(false);
              onSetStatus(item, key);
            },
          }}
        >
          <Button
            ref={statusButton}
            icon={<MoveIcon />}
            loading={busy === 'status'}
            // While its own change is sent the button only shows it (loading takes no click):
            // disabled, it would drop the focus it was just given.
            disabled={isBusy && busy !== 'status'}
            data-testid="status-menu"
          >
            {t('admin.actions.changeStatus')} <DropdownIcon />
          </Button>
        </Dropdown>
        {resume && onDownloadResume && (
          <Button
            type="primary"
            icon={<DownloadIcon />}
            loading={busy === 'download'}
            disabled={isBusy}
            onClick={() => onDownloadResume(item)}
            data-testid="download-resume"
          >
            {t('admin.applications.downloadResume')}
          </Button>
        )}
        {resume?.previewable && onPreviewResume && (
          <Button
            icon={<PreviewIcon />}
            disabled={isBusy}
            onClick={() => onPreviewResume(item)}
            aria-label={t('admin.resume.previewLabel', { name: isolate(item.name) })}
            data-testid="preview-resume"
          >
            {t('admin.resume.preview')}
          </Button>
        )}
        {replySubject !== undefined && (
          <Button
            icon={<MailIcon />}
            href={mailtoHref(item.email, replySubject)}
            disabled={isBusy}
            data-testid="reply-email"
          >
            {t('admin.contact.reply')}
          </Button>
        )}
        <Button
          danger
          className={styles.deleteButton}
          icon={<DeleteIcon />}
          loading={busy === 'delete'}
          disabled={isBusy}
          onClick={() => onDelete(item)}
          data-testid="delete-button"
        >
          {t('admin.actions.delete')}
        </Button>
      </footer>
    </Card>
  );
}
