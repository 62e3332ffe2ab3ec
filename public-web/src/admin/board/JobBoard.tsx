/**
 * The applicants of one job listing as a board: a column per application status of
 * SPEC section 4 with its count, each paged by the server (BOARD_PAGE cards, then "Load more").
 * A card moves to another column by drag and drop, or by its Move menu (the keyboard's way): the
 * move goes through the status rules of the status menu (PUT …/status with the status the card
 * was in, `from`), so a refused move (someone moved it meanwhile) shows the server's reason. The
 * columns follow the reading order (mirrored in Arabic) and scroll sideways on a narrow screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Dropdown, Spin } from 'antd';
import { type DragEvent, useRef, useState } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import { localDigits } from '@vb/shared/dates';
import type { JobApplication, JobListing } from '@vb/shared/schemas';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationStatusActions,
  mayMoveStatus,
} from '@vb/shared/status';
import { isolate, localized } from '@vb/shared/text';
import { DropdownIcon, MoveIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { adminKeys, itemKey } from '../queries';
import { DeleteConfirm } from '../submissions/DeleteConfirm';
import { ItemActivity } from '../submissions/ItemActivity';
import { applicationsConfig } from '../submissions/kindConfigs';
import { SubmissionCard } from '../submissions/SubmissionCard';
import { formatDateTime } from '../submissions/format';
import { useApplicantCounts, useBoardColumn } from './queries';
import styles from './board.module.css';

/** The card being dragged: which application, and the column it left. */
interface Dragged {
  id: number;
  from: string;
}

/** What a column needs from the board. */
interface ColumnProps {
  jobId: number;
  status: ApplicationStatus;
  count: number | undefined;
  dragged: Dragged | null;
  moving: ReadonlySet<number>;
  /** The card whose Move button takes the focus once shown (after a move by the keyboard). */
  focusId: number | undefined;
  onFocused(): void;
  onDragStart(item: JobApplication): void;
  onDragEnd(): void;
  onDrop(to: ApplicationStatus): void;
  onMove(item: JobApplication, to: ApplicationStatus): void;
  onOpen(item: JobApplication): void;
}

function BoardColumn({
  jobId,
  status,
  count,
  dragged,
  moving,
  focusId,
  onFocused,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  onOpen,
}: ColumnProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const column = useBoardColumn(jobId, status);
  const [over, setOver] = useState(false);
  const label = t(`status.application.${status}` as const);
  const items = column.data?.pages.flatMap((page) => page.items) ?? [];
  const total = column.data?.pages.at(-1)?.total ?? count ?? 0;
  // Only the moves the status menu offers are droppable (for applications: any other column).
  const droppable = dragged !== null && mayMoveStatus('applications', dragged.from, status);
  const source = dragged !== null && dragged.from === status;

  const allow = (event: DragEvent) => {
    if (!droppable) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };

  let body;
  if (column.isPending) {
    body = (
      <div className={styles.state} role="status">
        <Spin size="small" />
      </div>
    );
  } else if (column.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(column.error, 'admin.board.loadError')}
        action={
          <Button size="small" onClick={() => void column.refetch()}>
            {t('admin.board.retry')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = <p className={styles.empty}>{t('admin.board.empty')}</p>;
  } else {
    body = (
      <ul className={styles.cards}>
        {items.map((item) => {
          const busy = moving.has(item.id);
          const assignee = item.assignee?.name?.trim() || item.assignee?.email;
          return (
            <li
              key={item.id}
              className={`${styles.card} ${dragged?.id === item.id ? styles.dragging : ''} ${busy ? styles.moving : ''}`}
              draggable={!busy}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(item.id));
                onDragStart(item);
              }}
              onDragEnd={onDragEnd}
              data-testid="board-card"
              data-id={item.id}
              data-status={item.status}
              aria-busy={busy || undefined}
            >
              <button
                type="button"
                className={styles.name}
                onClick={() => onOpen(item)}
                aria-label={t('admin.board.details', { name: item.name })}
                data-testid="board-card-name"
              >
                <span dir="auto">{item.name}</span>
              </button>
              <time
                className={styles.date}
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt, locale)}
                data-testid="board-card-date"
              >
                {t('admin.board.applied', {
                  date: formatDateTime(item.createdAt, locale, 'long'),
                })}
              </time>
              <div className={styles.cardFoot}>
                <span className={styles.assignee} data-testid="board-card-assignee">
                  {assignee ? <span dir="auto">{assignee}</span> : t('admin.board.unassigned')}
                </span>
                <Dropdown
                  trigger={['click']}
                  disabled={busy}
                  autoFocus
                  menu={{
                    items: applicationStatusActions(item.status).map((action) => ({
                      key: action.status,
                      label: t(`status.application.${action.status}` as const),
                      'data-testid': `board-move-${action.status}`,
                    })),
                    onClick: ({ key }) => onMove(item, key as ApplicationStatus),
                  }}
                >
                  <Button
                    className={styles.moveButton}
                    ref={
                      item.id === focusId
                        ? (element: HTMLButtonElement | null) => {
                            if (!element) return;
                            element.focus();
                            onFocused();
                          }
                        : undefined
                    }
                    size="small"
                    icon={<MoveIcon />}
                    loading={busy}
                    aria-label={t('admin.board.moveLabel', { name: item.name })}
                    data-testid="board-card-move"
                  >
                    {t(busy ? 'admin.board.moving' : 'admin.board.move')} <DropdownIcon />
                  </Button>
                </Dropdown>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className={`${styles.column} ${droppable ? styles.droppable : ''} ${droppable && over ? styles.over : ''} ${source ? styles.source : ''}`}
      aria-label={t('admin.board.columnLabel', { status: label, count: total })}
      data-testid="board-column"
      data-status={status}
      data-droppable={droppable || undefined}
      onDragEnter={(event) => {
        allow(event);
        if (droppable) setOver(true);
      }}
      onDragOver={allow}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        if (!droppable) return;
        event.preventDefault();
        onDrop(status);
      }}
    >
      <h3 className={styles.columnHead}>
        <span>{label}</span>
        <span className={styles.count} data-testid="board-column-count">
          {/* In the interface's digits, as the tab badges are. */}
          {localDigits(total, language)}
        </span>
      </h3>
      {body}
      {column.hasNextPage && (
        <Button
          block
          onClick={() => void column.fetchNextPage()}
          loading={column.isFetchingNextPage}
          data-testid="board-load-more"
        >
          {t('admin.board.loadMore', { count: total - items.length })}
        </Button>
      )}
    </section>
  );
}

/** The board of `listing` in a full-width drawer (closed while `listing` is null). */
export function JobBoard({ listing, onClose }: { listing: JobListing | null; onClose(): void }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const rtl = language === 'ar';
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const counts = useApplicantCounts(listing !== null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const draggedRef = useRef<Dragged | null>(null);
  const [moving, setMoving] = useState<ReadonlySet<number>>(new Set());
  const [focusId, setFocusId] = useState<number | undefined>();
  const [open, setOpen] = useState<JobApplication | null>(null);
  const [confirming, setConfirming] = useState<JobApplication | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setBusy = (id: number, on: boolean) =>
    setMoving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Everything about applications is read again: the columns, the counts, the lists. */
  const refresh = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.applications });
    void queryClient.invalidateQueries({ queryKey: itemKey('applications', id) });
  };

  /** Moves a card; `keepFocus` (the Move menu) gives the focus back to it in its new column. */
  async function move(item: JobApplication, to: ApplicationStatus, keepFocus = false) {
    if (!mayMoveStatus('applications', item.status, to)) return;
    setBusy(item.id, true);
    try {
      await client.setStatus('applications', item.id, to, item.status);
      setOpen((shown) => (shown?.id === item.id ? { ...shown, status: to } : shown));
      if (keepFocus) setFocusId(item.id);
      toast('success', 'admin.board.movedTitle', 'admin.board.movedText', {
        name: isolate(item.name),
        status: t(`status.application.${to}`),
      });
    } catch (error) {
      logFailure('Failed to move the applicant', error);
      // The server's reason, in the person's language, as the lists give it.
      toast('error', 'admin.board.moveFailed', errorMessage(error));
    } finally {
      setBusy(item.id, false);
      refresh(item.id);
    }
  }

  async function remove(item: JobApplication) {
    setDeleting(true);
    try {
      await client.remove('applications', item.id);
      setOpen(null);
      toast('success', 'admin.toast.deletedTitle', applicationsConfig.keys.deleted);
    } catch (error) {
      logFailure('Failed to delete job application', error);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, applicationsConfig.keys.deleteFailed),
      );
    } finally {
      setDeleting(false);
      setConfirming(null);
      refresh(item.id);
    }
  }

  const title = listing ? localized(listing.title, listing.titleAr, language) : '';
  const mine = listing ? counts.data?.get(listing.id) : undefined;

  return (
    <Drawer
      open={listing !== null}
      onClose={onClose}
      placement={rtl ? 'left' : 'right'}
      size="100vw"
      title={t('admin.board.title', { title: isolate(title) })}
      data-testid="job-board"
      destroyOnHidden
    >
      {listing && (
        <>
          <p className={styles.hint}>{t('admin.board.hint')}</p>
          <div className={styles.columns} data-testid="board-columns">
            {APPLICATION_STATUSES.map((status) => (
              <BoardColumn
                key={status}
                jobId={listing.id}
                status={status}
                count={counts.data ? (mine?.statuses[status] ?? 0) : undefined}
                dragged={dragged}
                moving={moving}
                onDragStart={(item) => {
                  draggedRef.current = { id: item.id, from: item.status };
                  setDragged(draggedRef.current);
                }}
                onDragEnd={() => {
                  draggedRef.current = null;
                  setDragged(null);
                }}
                onDrop={(to) => {
                  const source = draggedRef.current;
                  draggedRef.current = null;
                  setDragged(null);
                  if (!source) return;
                  const item = queryClient
                    .getQueriesData<{ pages: { items: JobApplication[] }[] }>({
                      queryKey: [...adminKeys.applications, 'board', listing.id],
                    })
                    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? [])
                    .find((i) => i.id === source.id);
                  if (item) void move({ ...item, status: source.from }, to);
                }}
                onMove={(item, to) => void move(item, to, true)}
                focusId={focusId}
                onFocused={() => setFocusId(undefined)}
                onOpen={setOpen}
              />
            ))}
          </div>
        </>
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        placement={rtl ? 'left' : 'right'}
        size="min(560px, 100vw)"
        title={t('admin.panel.title')}
        data-testid="submission-panel"
        destroyOnHidden
      >
        {open && (
          <>
            <SubmissionCard<JobApplication>
              variant="panel"
              config={applicationsConfig}
              item={open}
              busy={moving.has(open.id) ? 'status' : deleting ? 'delete' : undefined}
              onSetStatus={(item, status) => void move(item, status as ApplicationStatus)}
              onDelete={setConfirming}
              onDownloadResume={(item) =>
                void client.downloadResume(item.id, item.resumeFilename).catch((error: unknown) => {
                  logFailure('Failed to download resume', error);
                  toast(
                    'error',
                    'admin.toast.errorTitle',
                    errorMessage(error, 'admin.toast.downloadResumeFailed'),
                  );
                })
              }
            />
            <ItemActivity kind="applications" id={open.id} />
          </>
        )}
      </Drawer>
      <DeleteConfirm
        open={confirming !== null}
        name={confirming?.name ?? ''}
        deleting={deleting}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Drawer>
  );
}
