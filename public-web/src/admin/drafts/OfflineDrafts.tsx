/**
 * Offline drafts in the admin, where the host keeps them (the desktop console): the
 * provider that runs the sending (./draftSync over the host's store, GET /api/version to know the
 * server is back, the window's `online` event), the hook the editor and the listing form keep an
 * unsent edit with, the lists' "pending" tag, and the toolbar's "Pending drafts (n)" with its
 * drawer, where a conflict shows both versions. On the web (no `host.drafts`) nothing here shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Drawer,
  Empty,
  Input,
  Space,
  Tag,
  Typography,
} from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import { PendingUploadIcon } from '../icons';
import { request } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import type { OfflineDraft } from '@vb/shared/drafts';
import { adminKeys } from '../queries';
import { formatDateTime } from '../submissions/format';
import {
  createDraftSync,
  draftKey,
  isUnreachable,
  type DraftEntry,
  type DraftSync,
  type DraftSyncState,
} from './draftSync';
import { sendDraft, serverId } from './sendDraft';
import styles from './drafts.module.css';

interface OfflineDraftsValue {
  sync: DraftSync;
  state: DraftSyncState;
  entryFor(kind: OfflineDraft['kind'], itemId: string): DraftEntry | undefined;
  /** A draft the drawer asked to open in its editor (the tab listens, then clears it). */
  openRequest: string | null;
  requestOpen(key: string | null): void;
}

const OfflineDraftsContext = createContext<OfflineDraftsValue | null>(null);

/** The offline drafts, or null where the host keeps none (the web). */
export function useOfflineDrafts(): OfflineDraftsValue | null {
  return useContext(OfflineDraftsContext);
}

export function OfflineDraftsProvider({ children }: { children: ReactNode }) {
  const { host, client } = useAdmin();
  const queryClient = useQueryClient();
  const toast = useAdminToast();
  const [sync, setSync] = useState<DraftSync | null>(null);
  const [state, setState] = useState<DraftSyncState>({ persistence: null, entries: [] });
  const [openRequest, requestOpen] = useState<string | null>(null);
  const onSent = useRef<(draft: OfflineDraft) => void>(() => undefined);
  useEffect(() => {
    onSent.current = (draft) => {
      void queryClient.invalidateQueries({
        queryKey: draft.kind === 'article' ? adminKeys.news : adminKeys.listings,
      });
      toast('success', 'drafts.sentTitle', 'drafts.sentText', { title: draft.title });
    };
  });

  useEffect(() => {
    const store = host.drafts;
    if (!store) return;
    const created = createDraftSync({
      store,
      send: (draft) => sendDraft(client, draft),
      // The public version check: it answers without a session, and fast.
      reachable: () =>
        request('/api/version', {
          base: host.apiBase,
          credentials: host.session.kind === 'cookie' ? 'include' : 'omit',
          signal: AbortSignal.timeout(10_000),
        }).then(
          () => true,
          () => false,
        ),
      onSent: (draft) => onSent.current(draft),
    });
    setSync(created);
    const stop = created.subscribe(() => setState(created.getState()));
    void created.load().catch((error: unknown) => logFailure('Reading offline drafts', error));
    const online = () => void created.wake();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      stop();
      created.stop();
    };
  }, [host, client]);

  const value = useMemo<OfflineDraftsValue | null>(
    () =>
      sync && {
        sync,
        state,
        entryFor: (kind, itemId) => state.entries.find((e) => e.key === draftKey(kind, itemId)),
        openRequest,
        requestOpen,
      },
    [sync, state, openRequest],
  );
  return <OfflineDraftsContext.Provider value={value}>{children}</OfflineDraftsContext.Provider>;
}

/** What became of an edit the server could not take. */
export type KeepOutcome = 'kept' | 'not-kept' | 'not-offline';

/**
 * Keeps an edit whose save found the server unreachable, and tells the person (unless `quiet`:
 * the editor's autosave shows it in its status instead). 'not-offline': another failure, for the
 * caller's own handling; 'not-kept': the host refused it (told here).
 */
export function useKeepDraft() {
  const drafts = useOfflineDrafts();
  const toast = useAdminToast();
  return useCallback(
    async (
      error: unknown,
      draft: Omit<OfflineDraft, 'savedAt'>,
      quiet = false,
    ): Promise<KeepOutcome> => {
      if (!drafts || !isUnreachable(error)) return 'not-offline';
      const result = await drafts.sync.keep(draft).catch(() => ({ ok: false }) as const);
      if (!result.ok) {
        toast('error', 'admin.toast.errorTitle', 'drafts.notKeptText');
        return 'not-kept';
      }
      if (!quiet) {
        toast(
          'info',
          'drafts.keptTitle',
          result.persistence === 'memory-only' ? 'drafts.keptMemoryText' : 'drafts.keptText',
        );
      }
      return 'kept';
    },
    [drafts, toast],
  );
}

/** A list item's tag while an edit of it waits on this computer. */
export function PendingTag({ kind, id }: { kind: OfflineDraft['kind']; id: number }) {
  const t = useT();
  const entry = useOfflineDrafts()?.entryFor(kind, String(id));
  if (!entry) return null;
  const conflict = entry.status === 'conflict' || entry.status === 'failed';
  return (
    <Tag
      color={conflict ? 'error' : 'warning'}
      icon={<PendingUploadIcon />}
      data-testid="draft-pending-tag"
      data-state={entry.status}
    >
      {t(conflict ? 'drafts.conflictTag' : 'drafts.pendingTag')}
    </Tag>
  );
}

/** The fields a summary shows, per kind. */
const SUMMARY_FIELDS: Record<OfflineDraft['kind'], readonly string[]> = {
  article: ['title', 'excerpt', 'content', 'titleAr', 'excerptAr', 'contentAr'],
  listing: [
    'title',
    'location',
    'description',
    'requirements',
    'titleAr',
    'locationAr',
    'descriptionAr',
    'requirementsAr',
  ],
};

/** A version of an item as plain text, to compare and copy. */
export function versionText(kind: OfflineDraft['kind'], fields: unknown): string {
  const record = (fields ?? {}) as Record<string, unknown>;
  return SUMMARY_FIELDS[kind]
    .map((name) => record[name])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join('\n\n');
}

/** One side of a conflict: whose version it is, and its text to read (not to edit). */
function Version({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div>
      <Typography.Text strong>{label}</Typography.Text>
      <Input.TextArea
        readOnly
        dir="auto"
        value={text}
        autoSize={{ minRows: 3, maxRows: 8 }}
        data-testid={testId}
      />
    </div>
  );
}

function DraftCard({ entry, onOpen }: { entry: DraftEntry; onOpen(entry: DraftEntry): void }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { modal } = AntApp.useApp();
  const drafts = useOfflineDrafts();
  if (!drafts) return null;
  const { draft, status, conflict } = entry;
  const locale = DATE_LOCALES[language];
  const isNew = serverId(draft.itemId) === undefined;
  const discard = () =>
    modal.confirm({
      title: t('drafts.discardConfirm'),
      okText: t('drafts.discard'),
      cancelText: t('drafts.keep'),
      okButtonProps: { danger: true, 'data-testid': 'draft-discard-confirm' },
      onOk: () => drafts.sync.discard(draft.kind, draft.itemId),
    });
  const overwrite = () =>
    modal.confirm({
      title: t('drafts.overwriteConfirm'),
      okText: t('drafts.overwrite'),
      cancelText: t('drafts.keep'),
      okButtonProps: { danger: true, 'data-testid': 'draft-overwrite-confirm' },
      onOk: () => void drafts.sync.overwrite(entry.key),
    });
  const statusColor =
    status === 'conflict' || status === 'failed'
      ? 'error'
      : status === 'sending'
        ? 'processing'
        : 'warning';
  return (
    <Card
      size="small"
      className={styles.card}
      data-testid="draft-card"
      data-key={entry.key}
      data-state={status}
    >
      <div className={styles.head}>
        <Typography.Text strong dir="auto" className={styles.title}>
          {draft.title.trim() || t('drafts.untitled')}
        </Typography.Text>
        <Space size={4} wrap>
          <Tag>{t(draft.kind === 'article' ? 'drafts.kind.article' : 'drafts.kind.listing')}</Tag>
          {isNew && <Tag color="blue">{t('drafts.new')}</Tag>}
          <Tag color={statusColor} data-testid="draft-status">
            {t(`drafts.status.${status}`)}
          </Tag>
        </Space>
      </div>
      <Typography.Text type="secondary" className={styles.when}>
        {t('drafts.savedAt', { time: formatDateTime(draft.savedAt, locale, 'long') })}
      </Typography.Text>
      {status === 'conflict' && conflict && (
        <div className={styles.conflict} data-testid="draft-conflict">
          <Alert
            type="warning"
            showIcon
            title={t('drafts.conflictText', {
              name: conflict.savedBy ?? t('drafts.someone'),
              time: formatDateTime(conflict.savedAt, locale, 'long'),
            })}
          />
          <div className={styles.versions}>
            <Version
              label={t('drafts.mine')}
              text={versionText(draft.kind, draft.fields)}
              testId="draft-mine"
            />
            <Version
              label={t('drafts.theirs')}
              text={versionText(draft.kind, conflict.theirs)}
              testId="draft-theirs"
            />
          </div>
        </div>
      )}
      {status === 'failed' && (
        <Typography.Paragraph className={styles.failed}>
          {t('drafts.failedText')}
        </Typography.Paragraph>
      )}
      <Space wrap className={styles.actions}>
        {status === 'pending' && (
          <Button
            type="primary"
            size="small"
            onClick={() => void drafts.sync.wake()}
            data-testid="draft-send"
          >
            {t('drafts.sendNow')}
          </Button>
        )}
        {status === 'failed' && (
          <Button size="small" onClick={() => void drafts.sync.retry(entry.key)}>
            {t('drafts.retry')}
          </Button>
        )}
        {status === 'conflict' && (
          <Button size="small" danger onClick={overwrite} data-testid="draft-overwrite">
            {t('drafts.overwrite')}
          </Button>
        )}
        {status !== 'sending' && (
          <Button size="small" onClick={() => onOpen(entry)} data-testid="draft-open">
            {t(status === 'conflict' ? 'drafts.merge' : 'drafts.open')}
          </Button>
        )}
        {status !== 'sending' && (
          <Button size="small" type="text" danger onClick={discard} data-testid="draft-discard">
            {t('drafts.discard')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/**
 * "Pending drafts (n)" in the admin's top bar, shown while any edit waits on this computer; its
 * drawer lists them, sends them now, and resolves conflicts. `onOpen` shows the item's tab.
 */
export function PendingDraftsButton({ onOpen }: { onOpen(kind: OfflineDraft['kind']): void }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const drafts = useOfflineDrafts();
  const [open, setOpen] = useState(false);
  if (!drafts) return null;
  const { entries, persistence } = drafts.state;
  const count = entries.length;
  if (count === 0 && !open) return null;
  const troubled = entries.some((e) => e.status === 'conflict' || e.status === 'failed');
  const openEntry = (entry: DraftEntry) => {
    drafts.requestOpen(entry.key);
    onOpen(entry.draft.kind);
    setOpen(false);
  };
  return (
    <>
      <Button
        icon={<PendingUploadIcon />}
        danger={troubled}
        onClick={() => setOpen(true)}
        data-testid="drafts-pending"
      >
        {t('drafts.pendingButton', { count })}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('drafts.title')}
        placement={language === 'ar' ? 'left' : 'right'}
        size="min(640px, 100vw)"
        data-testid="drafts-drawer"
      >
        <Typography.Paragraph type="secondary">{t('drafts.intro')}</Typography.Paragraph>
        {persistence === 'memory-only' && (
          <Alert
            type="warning"
            showIcon
            className={styles.memory}
            title={t('drafts.memoryOnly')}
            data-testid="drafts-memory-only"
          />
        )}
        {count === 0 ? (
          <Empty description={t('drafts.empty')} />
        ) : (
          <div className={styles.list}>
            {entries.map((entry) => (
              <DraftCard key={entry.key} entry={entry} onOpen={openEntry} />
            ))}
          </div>
        )}
      </Drawer>
    </>
  );
}

/** Runs `onOpen` with the draft of `kind` the drawer asked to open (once per request). */
export function useOpenRequest(kind: OfflineDraft['kind'], onOpen: (entry: DraftEntry) => void) {
  const drafts = useOfflineDrafts();
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  const key = drafts?.openRequest ?? null;
  useEffect(() => {
    if (!drafts || !key) return;
    const entry = drafts.state.entries.find((e) => e.key === key);
    if (entry && entry.draft.kind !== kind) return;
    drafts.requestOpen(null);
    if (entry) latest.current(entry);
  }, [drafts, key, kind]);
}
