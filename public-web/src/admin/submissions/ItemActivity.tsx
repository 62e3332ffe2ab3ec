/**
 * Working an item: the side panel's "Activity" part — the replies e-mailed to the person and the
 * box to write one (ItemThread), staff's internal notes (author,
 * time, text kept as typed; a note one wrote may be edited inline while its window lasts), a box
 * to add one, and the item's history (received, status changes, résumé downloads, notes) with
 * who and when. Read with react-query; the live feed refreshes it when someone changes the item.
 */
import { Alert, Button, Empty, Input, Spin, Timeline } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { DATE_LOCALES, ITEM_HISTORY_MAX, NOTE_MAX } from '@vb/shared/constants';
import { errorMessageKey, isMessageKey, type MessageKey } from '@vb/shared/i18n';
import type { HistoryEntry, StaffRef, SubmissionNote } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import { isolate } from '@vb/shared/text';
import { EditIcon } from '../icons';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { itemKey, useSubmissionDetail } from '../queries';
import { formatDateTime } from './format';
import { ItemThread } from './ItemThread';
import { RelatedItems } from './RelatedItems';
import styles from './activity.module.css';

/** Who a person is on screen: their name, else their e-mail. */
const nameOf = (who: StaffRef | null): string | null => who?.name?.trim() || who?.email || null;

/** A failure as the person reads it: the server's catalog text when it has a code. */
const failureKey = (error: unknown): MessageKey =>
  error instanceof ApiError && error.code
    ? errorMessageKey(error.code)
    : 'admin.activity.saveFailed';

export function ItemActivity({
  kind,
  id,
  onOpenRelated,
}: {
  kind: SubmissionKind;
  id: number;
  /** Opens one of the same person's other submissions. */
  onOpenRelated?(kind: SubmissionKind, id: number): void;
}) {
  const t = useT();
  const detail = useSubmissionDetail(kind, id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemKey(kind, id) });
  // Shown here, the person's new answers have been read: the server is told, and the lists' flag
  // goes. They stay marked new in this view however often it is read again meanwhile (the
  // answers this panel first showed as new). A failure leaves them new, to be marked next time.
  const { client } = useAdmin();
  const [shownNew, setShownNew] = useState<{ item: string; ids: ReadonlySet<number> }>({
    item: '',
    ids: new Set(),
  });
  const item = `${kind}/${id}`;
  const unreadNow = (detail.data?.thread ?? []).filter((m) => m.unread).map((m) => m.id);
  const keptNew = shownNew.item === item ? shownNew.ids : new Set<number>();
  const markedNew = new Set([...keptNew, ...unreadNow]);
  if (shownNew.item !== item || markedNew.size !== keptNew.size)
    setShownNew({ item, ids: markedNew });
  const thread = detail.data?.thread.map((message) =>
    markedNew.has(message.id) ? { ...message, unread: true } : message,
  );
  const shownUnread = unreadNow.length > 0;
  useEffect(() => {
    if (!shownUnread) return;
    client.markAnswersRead(kind, id).then(
      () => queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
      (error: unknown) => logFailure('The answers could not be marked read', error),
    );
  }, [shownUnread, kind, id, client, queryClient]);

  let body;
  if (detail.isPending) {
    body = (
      <div className={styles.state} role="status">
        <Spin />
      </div>
    );
  } else if (detail.isError) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    body = (
      <Alert
        type={gone ? 'warning' : 'error'}
        showIcon
        title={errorMessage(
          detail.error,
          gone ? 'admin.activity.itemGone' : 'admin.activity.loadError',
        )}
        action={
          gone ? undefined : (
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('admin.activity.retry')}
            </Button>
          )
        }
        data-testid="activity-error"
      />
    );
  } else {
    body = (
      <>
        <RelatedItems related={detail.data.related} onOpen={onOpenRelated} />
        <ItemThread kind={kind} id={id} thread={thread ?? []} onChanged={refresh} />
        <Notes kind={kind} id={id} notes={detail.data.notes} onChanged={refresh} />
        <History
          kind={kind}
          history={detail.data.history}
          truncated={detail.data.historyTruncated}
        />
      </>
    );
  }

  return (
    <section
      className={styles.activity}
      aria-labelledby={`activity-${kind}-${id}`}
      data-testid="item-activity"
    >
      <h3 className={styles.title} id={`activity-${kind}-${id}`}>
        {t('admin.activity.title')}
      </h3>
      {body}
    </section>
  );
}

function Notes({
  kind,
  id,
  notes,
  onChanged,
}: {
  kind: SubmissionKind;
  id: number;
  notes: SubmissionNote[];
  onChanged(): Promise<void>;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const fieldId = useId();

  async function add() {
    const text = draft.trim();
    if (text === '') return;
    setSaving(true);
    try {
      await client.addNote(kind, id, text);
      setDraft('');
      await onChanged();
    } catch (error) {
      logFailure('The note could not be saved', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, failureKey(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{t('admin.activity.notes')}</h4>
      {notes.length === 0 ? (
        <p className={styles.empty}>{t('admin.activity.notesEmpty')}</p>
      ) : (
        <ol className={styles.notes} data-testid="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <Note
                note={note}
                editing={editing === note.id}
                onEdit={(on) => setEditing(on ? note.id : null)}
                onSave={async (text) => {
                  try {
                    await client.editNote(kind, id, note.id, text);
                    setEditing(null);
                    await onChanged();
                  } catch (error) {
                    logFailure('The note could not be saved', error);
                    toast(
                      'error',
                      'admin.toast.errorTitle',
                      errorMessage(error, failureKey(error)),
                    );
                    if (error instanceof ApiError && error.status === 403) {
                      setEditing(null);
                      await onChanged();
                    }
                  }
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className={styles.compose}>
        <label htmlFor={fieldId} className={styles.label}>
          {t('admin.activity.noteLabel')}
        </label>
        <Input.TextArea
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('admin.activity.notePlaceholder')}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={NOTE_MAX}
          // Empty, it follows the page (its placeholder is in the page's language).
          dir={draft === '' ? undefined : 'auto'}
          data-testid="note-input"
        />
        <Button
          type="primary"
          onClick={() => void add()}
          loading={saving}
          disabled={draft.trim() === ''}
          className={styles.addButton}
          data-testid="note-add"
        >
          {t('admin.activity.add')}
        </Button>
      </div>
    </div>
  );
}

/** Whether the time `until` (ISO, or null: never) is still ahead; turns false when it passes. */
function useUntil(until: string | null): boolean {
  const end = until === null ? 0 : Date.parse(until);
  const [ahead, setAhead] = useState(() => end > Date.now());
  useEffect(() => {
    if (!ahead) return;
    const timer = window.setTimeout(() => setAhead(false), Math.max(0, end - Date.now()));
    return () => window.clearTimeout(timer);
  }, [ahead, end]);
  return ahead;
}

function Note({
  note,
  editing,
  onEdit,
  onSave,
}: {
  note: SubmissionNote;
  editing: boolean;
  onEdit(on: boolean): void;
  onSave(text: string): Promise<void>;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const [text, setText] = useState(note.body);
  const [saving, setSaving] = useState(false);
  const editable = useUntil(note.editableUntil);
  const edited = note.updatedAt !== note.createdAt;

  return (
    <article className={styles.note} data-testid="note" data-id={note.id}>
      <header className={styles.noteHeader}>
        <span className={styles.author} dir="auto" data-testid="note-author">
          {nameOf(note.author) ?? t('admin.activity.removedAccount')}
        </span>
        <time
          className={styles.when}
          dateTime={note.createdAt}
          title={formatDateTime(note.createdAt, locale)}
        >
          {formatDateTime(note.createdAt, locale, 'long')}
        </time>
        {edited && (
          <span className={styles.when} title={formatDateTime(note.updatedAt, locale)}>
            ({t('admin.activity.edited')})
          </span>
        )}
        {editable && !editing && (
          <Button
            size="small"
            type="text"
            icon={<EditIcon />}
            className={styles.editButton}
            onClick={() => {
              setText(note.body);
              onEdit(true);
            }}
            data-testid="note-edit"
          >
            {t('admin.activity.edit')}
          </Button>
        )}
      </header>
      {editing ? (
        <div className={styles.compose}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('admin.activity.editLabel')}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={NOTE_MAX}
            dir="auto"
            autoFocus
            data-testid="note-edit-input"
          />
          <div className={styles.editActions}>
            <Button onClick={() => onEdit(false)} disabled={saving} data-testid="note-cancel">
              {t('admin.activity.cancel')}
            </Button>
            <Button
              type="primary"
              loading={saving}
              disabled={text.trim() === ''}
              onClick={() => {
                setSaving(true);
                void onSave(text.trim()).finally(() => setSaving(false));
              }}
              data-testid="note-save"
            >
              {t('admin.activity.save')}
            </Button>
          </div>
        </div>
      ) : (
        <p className={styles.noteBody} dir="auto" data-testid="note-body">
          {note.body}
        </p>
      )}
    </article>
  );
}

/** What a history entry says, in the reader's language. */
function useEntryLabel(kind: SubmissionKind) {
  const t = useT();
  return (entry: HistoryEntry): string => {
    switch (entry.type) {
      case 'received':
        return t('admin.activity.received');
      case 'status_changed': {
        const key = entry.status ? submissionStatusLabelKey(kind, entry.status) : null;
        return t('admin.activity.statusChanged', {
          status: key ? t(key) : isolate(entry.status ?? ''),
        });
      }
      case 'resume_downloaded':
        return t('admin.activity.resumeDownloaded');
      case 'resume_viewed':
        return t('admin.activity.resumeViewed');
      case 'note_added':
        return t('admin.activity.noteAdded');
      case 'note_edited':
        return t('admin.activity.noteEdited');
      case 'assigned':
        // A server from before this field names no one: the action's name then.
        if (entry.assignee === undefined) return t('admin.audit.action.assigned');
        return entry.assignee
          ? t('admin.activity.assignedTo', {
              name: isolate(entry.assignee.name ?? entry.assignee.email ?? ''),
            })
          : t('admin.activity.unassigned');
      default: {
        // Any other action (assignment, archive, …) by the audit trail's own name for it.
        const key = `admin.audit.action.${entry.type}`;
        return isMessageKey(key) ? t(key) : entry.type;
      }
    }
  };
}

function History({
  kind,
  history,
  truncated,
}: {
  kind: SubmissionKind;
  history: HistoryEntry[];
  truncated: boolean;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const label = useEntryLabel(kind);

  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{t('admin.activity.history')}</h4>
      {truncated && (
        <p className={styles.empty}>
          {t('admin.activity.historyTruncated', { count: String(ITEM_HISTORY_MAX) })}
        </p>
      )}
      {history.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('admin.activity.historyEmpty')}
        />
      ) : (
        <div data-testid="history">
          <Timeline
            className={styles.timeline}
            items={history.map((entry) => {
              const who = nameOf(entry.actor);
              return {
                key: entry.id,
                color: entry.type === 'received' ? 'green' : 'blue',
                content: (
                  <div className={styles.entry} data-testid="history-entry" data-type={entry.type}>
                    <span className={styles.entryLabel}>{label(entry)}</span>
                    <span className={styles.when}>
                      <time dateTime={entry.at} title={formatDateTime(entry.at, locale)}>
                        {formatDateTime(entry.at, locale, 'long')}
                      </time>
                      {entry.actor && (
                        <>
                          {' · '}
                          <span data-testid="history-actor">
                            {t('admin.activity.by', {
                              name: isolate(who ?? t('admin.activity.removedAccount')),
                            })}
                          </span>
                        </>
                      )}
                    </span>
                  </div>
                ),
              };
            })}
          />
        </div>
      )}
    </div>
  );
}
