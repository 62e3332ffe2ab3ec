/** Job listings: every staff action on them. */
import { arabicLocationLabel } from '@vb/shared/options';
import type { JobListingData } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import { invalid, notFound } from '../domain/errors';
import type { PublicReads } from '../readModel/publicReads';
import * as listings from '../repos/listings';
import type { ListingRow } from '../repos/listings';

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
    /** Every listing, active or not, newest first. */
    list(_actor: Actor): Promise<ListingRow[]> {
      return listings.list(db, { activeOnly: false });
    },

    async create(_actor: Actor, input: JobListingData): Promise<ListingRow> {
      if (input.id !== undefined) {
        throw invalid('validation_failed', 'A new job listing has no id: use PUT to edit');
      }
      const now = new Date();
      return reads.writing(async () => {
        const id = await listings.insert(db, {
          ...editedColumns(input),
          created_at: now,
          updated_at: now,
        });
        return (await listings.findById(db, id)) as ListingRow;
      });
    },

    async update(_actor: Actor, id: number, input: JobListingData): Promise<ListingRow> {
      if (input.id !== undefined && input.id !== id) {
        throw invalid('validation_failed', 'The id in the body does not match the URL');
      }
      const row = await reads.writing(() =>
        listings.update(db, id, { ...editedColumns(input), updated_at: new Date() }),
      );
      if (!row) throw notFound('job_listing_not_found');
      return row;
    },

    async remove(_actor: Actor, id: number): Promise<void> {
      if (!(await reads.writing(() => listings.remove(db, id))))
        throw notFound('job_listing_not_found');
    },
  };
}

export type ListingsService = ReturnType<typeof listingsService>;
