import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Empty, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { JobListing } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { ListingCard } from '../listings/ListingCard';
import { ListingFormModal } from '../listings/ListingFormModal';
import { adminKeys, useAdminJobListings } from '../queries';
import styles from '../listings/listings.module.css';

interface FormState {
  /** A fresh form (and dialog) per opening. */
  key: number;
  open: boolean;
  listing: JobListing | null;
}

/**
 * The Job Listings tab (SPEC sections 2, 4, 8): every listing, active or not (inactive ones dimmed
 * with a dashed border), with create, edit and delete. Lists are updated locally on success.
 */
export function ListingsTab() {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const listings = useAdminJobListings();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [formState, setFormState] = useState<FormState | null>(null);

  useEffect(() => {
    // SPEC section 8: a job-listing load failure is logged (and, here, also shown as a banner).
    if (listings.error) logFailure('Failed to load job listings', listings.error);
  }, [listings.error]);

  const visible = useMemo(() => {
    const query = search.trim().toLocaleLowerCase();
    const all = listings.data ?? [];
    if (!query) return all;
    return all.filter((l) =>
      [l.title, l.titleAr ?? ''].some((text) => text.toLocaleLowerCase().includes(query)),
    );
  }, [listings.data, search]);

  const setItemBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const updateList = (change: (list: JobListing[]) => JobListing[]) =>
    queryClient.setQueryData<JobListing[]>(adminKeys.listings, (list) => change(list ?? []));

  function openForm(listing: JobListing | null) {
    setFormState((current) => ({ key: (current?.key ?? 0) + 1, open: true, listing }));
  }

  function confirmDelete(listing: JobListing) {
    modal.confirm({
      title: t('admin.delete.title'),
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

  let body;
  if (listings.isPending) {
    body = (
      <div className={styles.state}>
        <Spin description={t('admin.loading')} />
      </div>
    );
  } else if (listings.isError) {
    body = null;
  } else if (visible.length === 0) {
    body = (
      <Empty
        className={styles.state}
        description={t(search.trim() ? 'admin.empty.filtered' : 'admin.empty.listings')}
      />
    );
  } else {
    body = (
      <div className={styles.grid} data-testid="listings-list">
        {visible.map((listing) => (
          <ListingCard
            key={listing.id}
            listing={listing}
            busy={busy.has(listing.id)}
            onEdit={() => openForm(listing)}
            onDelete={() => confirmDelete(listing)}
          />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.tab} data-testid="listings-tab">
      <div className={styles.toolbar}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.listings.searchPlaceholder')}
          aria-label={t('admin.filters.search')}
          className={styles.search}
          data-testid="listings-search"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openForm(null)}
          data-testid="listing-add"
        >
          {t('admin.listings.add')}
        </Button>
      </div>
      {listings.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('admin.loadError.listings')}
          action={
            <Button size="small" onClick={() => void listings.refetch()}>
              {t('admin.filters.refresh')}
            </Button>
          }
          className={styles.banner}
          data-testid="listings-load-error"
        />
      )}
      {body}
      {formState && (
        <ListingFormModal
          key={formState.key}
          open={formState.open}
          listing={formState.listing}
          onClose={() => setFormState((current) => current && { ...current, open: false })}
          onSaved={saved}
        />
      )}
    </section>
  );
}
