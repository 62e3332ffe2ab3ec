import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { JobListing } from '@vb/shared/schemas';
import { isolate, localized } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { JobBoard } from '../board/JobBoard';
import { useApplicantCounts } from '../board/queries';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { ListingCard } from '../listings/ListingCard';
import { ListingFormModal } from '../listings/ListingFormModal';
import { ListTab } from '../ListTab';
import { adminKeys, useAdminJobListings } from '../queries';
import { useListViewState } from '../viewStateContext';
import { useOfflineDrafts, useOpenRequest } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import styles from '../listings/listings.module.css';

/** Whether a listing matches the (lower-cased) search text: either title, any case. */
const matches = (listing: JobListing, q: string) =>
  [listing.title, listing.titleAr ?? ''].some((text) => text.toLocaleLowerCase().includes(q));

interface FormState {
  /** A fresh form (and dialog) per opening. */
  key: number;
  open: boolean;
  listing: JobListing | null;
  /** Issue 17: the edit kept on this computer, loaded into the form. */
  pending?: DraftEntry;
}

/**
 * The Job Listings tab (SPEC sections 2, 4, 8): every listing, active or not (inactive ones dimmed
 * with a dashed border), with create, edit and delete. Lists are updated locally on success.
 */
export function ListingsTab() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const listings = useAdminJobListings();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [formState, setFormState] = useState<FormState | null>(null);
  // Issue 15: the applicants of every listing (one grouped read), for those who may see them.
  const seesApplicants = useMayUse('applications');
  const applicantCounts = useApplicantCounts();
  // The open board is part of the view (`board=<id>`): shared, and found again on reload.
  const viewState = useListViewState();
  const [boardId, setBoardId] = useState(() => viewState.initial('listings')?.board);
  const board = (seesApplicants && listings.data?.find((l) => l.id === boardId)) || null;
  useEffect(() => {
    viewState.report('listings', boardId === undefined ? {} : { board: boardId });
  }, [viewState, boardId]);

  const setItemBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const updateList = (change: (list: JobListing[]) => JobListing[]) =>
    queryClient.setQueryData<JobListing[]>(adminKeys.listings, (list) => change(list ?? []));

  // ── desktop offline drafts (issue 17): a listing with a kept edit opens with it ──
  const drafts = useOfflineDrafts();
  function openForm(listing: JobListing | null, kept?: DraftEntry) {
    const pending = kept ?? (listing ? drafts?.entryFor('listing', String(listing.id)) : undefined);
    setFormState((current) => ({ key: (current?.key ?? 0) + 1, open: true, listing, pending }));
  }
  useOpenRequest('listing', (pending) => {
    if (!/^[0-9]+$/.test(pending.draft.itemId)) {
      openForm(null, pending);
      return;
    }
    // In conflict: their version (as the server has it now), else the list's.
    const id = Number(pending.draft.itemId);
    const listing =
      (pending.conflict?.theirs as JobListing | undefined) ??
      listings.data?.find((l) => l.id === id);
    if (listing) openForm(listing, pending);
    else toast('error', 'admin.toast.errorTitle', 'drafts.openFailed');
  });

  function confirmDelete(listing: JobListing) {
    // The listing's title in the current language, isolated for either direction.
    const name = isolate(localized(listing.title, listing.titleAr, language));
    modal.confirm({
      title: t('admin.listings.deleteTitle', { name }),
      content: t('admin.delete.text'),
      okText: t('admin.delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('admin.delete.cancel'),
      onOk: () => remove(listing),
    });
  }

  async function remove(listing: JobListing) {
    setItemBusy(listing.id, true);
    try {
      await client.remove('job-listings', listing.id);
      updateList((list) => list.filter((l) => l.id !== listing.id));
      toast('success', 'admin.toast.deletedTitle', 'admin.toast.listingDeleted');
    } catch (error) {
      logFailure('Failed to delete job listing', error);
      toast('error', 'admin.toast.errorTitle', 'admin.toast.deleteListingFailed');
    } finally {
      setItemBusy(listing.id, false);
    }
  }

  function saved(listing: JobListing, created: boolean) {
    updateList((list) =>
      created ? [listing, ...list] : list.map((l) => (l.id === listing.id ? listing : l)),
    );
    setFormState((current) => current && { ...current, open: false });
  }

  return (
    <ListTab
      name="listings"
      query={listings}
      matches={matches}
      searchPlaceholder="admin.listings.searchPlaceholder"
      createButton={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openForm(null)}
          data-testid="listing-add"
        >
          {t('admin.listings.add')}
        </Button>
      }
      emptyText="admin.empty.listings"
      loadErrorText="admin.loadError.listings"
      loadFailureLog="Failed to load job listings"
      renderItems={(visible) => (
        <div className={styles.grid} data-testid="listings-list">
          {visible.map((listing) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              busy={busy.has(listing.id)}
              onEdit={() => openForm(listing)}
              onDelete={() => confirmDelete(listing)}
              {...(seesApplicants && applicantCounts.data
                ? {
                    applicants: { counts: applicantCounts.data.get(listing.id) },
                    onApplicants: () => setBoardId(listing.id),
                  }
                : {})}
            />
          ))}
        </div>
      )}
    >
      <JobBoard listing={board} onClose={() => setBoardId(undefined)} />
      {formState && (
        <ListingFormModal
          key={formState.key}
          open={formState.open}
          listing={formState.listing}
          pending={formState.pending}
          onClose={() => setFormState((current) => current && { ...current, open: false })}
          onSaved={saved}
        />
      )}
    </ListTab>
  );
}
