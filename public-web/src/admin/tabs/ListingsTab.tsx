import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminListingPage, JobListing } from '@vb/shared/schemas';
import { isolate, localized } from '@vb/shared/text';
import { PlusIcon } from '../icons';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { JobBoard } from '../board/JobBoard';
import { useApplicantCounts } from '../board/queries';
import { logFailure, useAdmin, useAdminToast, useMayUse } from '../context';
import { errorMessage } from '../errorMessage';
import { ListingCard } from '../listings/ListingCard';
import { ListingFormModal } from '../listings/ListingFormModal';
import { ListTab, useServerPaging } from '../ListTab';
import { adminKeys, useAdminJobListing, useAdminJobListings } from '../queries';
import { useListViewState } from '../viewStateContext';
import { useOfflineDrafts, useOpenRequest } from '../drafts/OfflineDrafts';
import type { DraftEntry } from '../drafts/draftSync';
import styles from '../listings/listings.module.css';

interface FormState {
  /** A fresh form (and dialog) per opening. */
  key: number;
  open: boolean;
  listing: JobListing | null;
  /** The edit kept on this computer, loaded into the form. */
  pending?: DraftEntry;
}

/**
 * The Job Listings tab (SPEC sections 2, 4, 8): the listings a page at a time, active or not
 * (inactive ones dimmed with a dashed border), searched on the server, with create, edit and
 * delete; the page is read again after each.
 */
export function ListingsTab() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const { page, paging } = useServerPaging();
  const listings = useAdminJobListings(page);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [formState, setFormState] = useState<FormState | null>(null);
  // The applicants of every listing (one grouped read), for those who may see them.
  const seesApplicants = useMayUse('applications');
  const applicantCounts = useApplicantCounts();
  // The open board is part of the view (`board=<id>`): shared, and found again on reload.
  const viewState = useListViewState();
  const [boardId, setBoardId] = useState(() => viewState.initial('listings')?.board);
  // The board's listing: on this page, else read on its own (a link, another page).
  const boardListing = useAdminJobListing(
    seesApplicants &&
      boardId !== undefined &&
      !listings.data?.jobListings.some((l) => l.id === boardId)
      ? boardId
      : undefined,
  );
  const board =
    (seesApplicants &&
      (listings.data?.jobListings.find((l) => l.id === boardId) ?? boardListing.data)) ||
    null;
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

  /** The page is read again after a change (a new listing comes first; another moves up). */
  const refreshList = () => queryClient.invalidateQueries({ queryKey: adminKeys.listings });

  // ── desktop offline drafts: a listing with a kept edit opens with it ──
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
    // In conflict: their version (as the server has it now), else the listing as it is now.
    const theirs = pending.conflict?.theirs as JobListing | undefined;
    if (theirs) {
      openForm(theirs, pending);
      return;
    }
    client.jobListing(Number(pending.draft.itemId)).then(
      (listing) => openForm(listing, pending),
      (error: unknown) => {
        logFailure('Failed to open a listing with a kept draft', error);
        const gone = error instanceof ApiError && error.status === 404;
        toast('error', 'admin.toast.errorTitle', gone ? 'drafts.openFailed' : errorMessage(error));
      },
    );
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
      await refreshList();
      toast('success', 'admin.toast.deletedTitle', 'admin.toast.listingDeleted');
    } catch (error) {
      logFailure('Failed to delete job listing', error);
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, 'admin.toast.deleteListingFailed'),
      );
    } finally {
      setItemBusy(listing.id, false);
    }
  }

  function saved(listing: JobListing, created: boolean) {
    // The saved listing at once where the page shows it; then the page as the server has it.
    queryClient.setQueriesData<AdminListingPage>({ queryKey: adminKeys.listings }, (page) =>
      page?.jobListings && !created
        ? { ...page, jobListings: page.jobListings.map((l) => (l.id === listing.id ? listing : l)) }
        : page,
    );
    void refreshList();
    setFormState((current) => current && { ...current, open: false });
  }

  return (
    <ListTab
      name="listings"
      query={{ ...listings, data: listings.data?.jobListings }}
      paging={paging(listings.data?.total)}
      searchPlaceholder="admin.listings.searchPlaceholder"
      createButton={
        <Button
          type="primary"
          icon={<PlusIcon />}
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
