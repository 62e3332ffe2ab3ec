/** Job listings: every staff action on them. */
import { arabicLocationLabel } from '@vb/shared/options';
import type { ContentListQuery, JobListingData, ListingConflict } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { toIso, toNumber } from '../db/values';
import type { Actor } from '../domain/actor';
import { auditWho, recordAudit } from './audit';
import { DomainError, invalid, notFound } from '../domain/errors';
import type { PublicReads } from '../readModel/publicReads';
import * as listings from '../repos/listings';
import type { ListingRow } from '../repos/listings';
import { presentAdminListing, presentListing } from '../presenters/listings';
import { eventsOf } from '../repos/notes';
import { sourceColumns } from './translationSources';

const editedColumns = (input: JobListingData) => ({
  title: input.title,
  title_ar: input.titleAr,
  department: input.department,
  location: input.location,
  // With no Arabic location given, the chosen option's Arabic label is used.
  location_ar: input.locationAr ?? arabicLocationLabel(input.location) ?? null,
  description: input.description,
  description_ar: input.descriptionAr,
  requirements: input.requirements,
  requirements_ar: input.requirementsAr,
  employment_type: input.employmentType,
  is_active: input.isActive,
});

export function listingsService({ db, reads }: { db: Db; reads: PublicReads }) {
  return {
    /** One page of the listings, active or not, newest first, and how many match. */
    list(_actor: Actor, query: ContentListQuery): Promise<{ rows: ListingRow[]; total: number }> {
      return listings.page(db, query);
    },

    /** One listing, to be edited. */
    async get(_actor: Actor, id: number): Promise<ListingRow> {
      const row = await listings.findById(db, id);
      if (!row) throw notFound('job_listing_not_found');
      return row;
    },

    async create(actor: Actor, input: JobListingData): Promise<ListingRow> {
      if (input.id !== undefined) {
        throw invalid('validation_failed', 'A new job listing has no id: use PUT to edit');
      }
      const now = new Date();
      return reads.writing(() =>
        db.transaction(async (trx) => {
          const id = await listings.insert(trx, {
            ...editedColumns(input),
            ...sourceColumns('listing', { after: input }),
            created_at: now,
            updated_at: now,
          });
          await recordAudit(trx, auditWho(actor), {
            action: 'listing_created',
            itemKind: 'listing',
            itemId: id,
          });
          return (await listings.findById(trx, id)) as ListingRow;
        }),
      );
    },

    async update(actor: Actor, id: number, input: JobListingData): Promise<ListingRow> {
      if (input.id !== undefined && input.id !== id) {
        throw invalid('validation_failed', 'The id in the body does not match the URL');
      }
      const row = await reads.writing(() =>
        db.transaction(async (trx) => {
          const existing = await listings.findById(trx, id);
          if (!existing) return undefined;
          // Saved by someone else since these edits began (read in this transaction).
          const base = input.baseUpdatedAt;
          if (base !== undefined && toIso(existing.updated_at) !== new Date(base).toISOString()) {
            throw await listingChanged(trx, existing);
          }
          const updated = await listings.update(trx, id, {
            ...editedColumns(input),
            // Compared with the listing as it was (translation status).
            ...sourceColumns('listing', {
              before: { fields: presentListing(existing), row: existing },
              after: input,
            }),
            updated_at: new Date(),
          });
          if (updated)
            await recordAudit(trx, auditWho(actor), {
              action: 'listing_updated',
              itemKind: 'listing',
              itemId: id,
            });
          return updated;
        }),
      );
      if (!row) throw notFound('job_listing_not_found');
      return row;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await reads.writing(() =>
        db.transaction(async (trx) => {
          if (!(await listings.remove(trx, id))) return false;
          await recordAudit(trx, auditWho(actor), {
            action: 'listing_deleted',
            itemKind: 'listing',
            itemId: id,
          });
          return true;
        }),
      );
      if (!removed) throw notFound('job_listing_not_found');
    },
  };
}

export type ListingsService = ReturnType<typeof listingsService>;

/**
 * The 409 of a save based on an older version of a listing: the listing as it now is
 * (read in the save's transaction), who saved it last and when, from its newest audit event.
 */
async function listingChanged(trx: Db, current: ListingRow): Promise<DomainError> {
  const [last] = await eventsOf(trx, 'listing', toNumber(current.id), 1);
  const body: ListingConflict = {
    current: {
      jobListing: presentAdminListing(current),
      savedBy: {
        id: last?.actor_id == null ? null : toNumber(last.actor_id),
        name: last?.actor_name ?? null,
      },
      savedAt: toIso(current.updated_at),
    },
  };
  return new DomainError(
    'conflict',
    'listing_changed',
    'The job listing was saved by someone else since you opened it',
    undefined,
    undefined,
    body,
  );
}
