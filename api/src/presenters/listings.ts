import type { JobListing } from '@vb/shared/schemas';
import { toBool, toIso, toNumber } from '../db/values';
import type { ListingRow } from '../repos/listings';
import { presentTranslation } from './translation';

export function presentListing(r: ListingRow): JobListing {
  return {
    id: toNumber(r.id),
    title: r.title,
    titleAr: r.title_ar,
    department: r.department,
    location: r.location,
    locationAr: r.location_ar,
    description: r.description,
    descriptionAr: r.description_ar,
    requirements: r.requirements,
    requirementsAr: r.requirements_ar,
    employmentType: r.employment_type,
    isActive: toBool(r.is_active),
    createdAt: toIso(r.created_at),
    updatedAt: toIso(r.updated_at),
  };
}

/** A listing for the admin: with each language's translation status. */
export function presentAdminListing(r: ListingRow): JobListing {
  const listing = presentListing(r);
  return { ...listing, translation: presentTranslation('listing', listing, r) };
}
