import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATIONS, arabicLocationLabel } from '@vb/shared/options';
import type { JobListing, JobListingInput } from '@vb/shared/schemas';

/** The values of the job listing form (SPEC section 3): every text as a string. */
export interface ListingFormValues {
  title: string;
  titleAr: string;
  department: string;
  location: string;
  locationAr: string;
  description: string;
  descriptionAr: string;
  requirements: string;
  requirementsAr: string;
  employmentType: string;
  isActive: boolean;
}

export type ListingField = keyof ListingFormValues;

const LISTING_FIELDS: readonly ListingField[] = [
  'title',
  'titleAr',
  'department',
  'location',
  'locationAr',
  'description',
  'descriptionAr',
  'requirements',
  'requirementsAr',
  'employmentType',
  'isActive',
];

export function isListingField(name: string): name is ListingField {
  return (LISTING_FIELDS as readonly string[]).includes(name);
}

/** A new listing: first option of each list (its Arabic location filled in), active. */
export function emptyListingValues(): ListingFormValues {
  const location = LOCATIONS[0].value;
  return {
    title: '',
    titleAr: '',
    department: DEPARTMENTS[0],
    location,
    locationAr: arabicLocationLabel(location) ?? '',
    description: '',
    descriptionAr: '',
    requirements: '',
    requirementsAr: '',
    employmentType: EMPLOYMENT_TYPES[0],
    isActive: true,
  };
}

/** The form's values for an existing listing. */
export function listingToValues(listing: JobListing): ListingFormValues {
  return {
    title: listing.title,
    titleAr: listing.titleAr ?? '',
    department: listing.department,
    location: listing.location,
    locationAr: listing.locationAr ?? '',
    description: listing.description,
    descriptionAr: listing.descriptionAr ?? '',
    requirements: listing.requirements,
    requirementsAr: listing.requirementsAr ?? '',
    employmentType: listing.employmentType,
    isActive: listing.isActive,
  };
}

/** The request body before validation (jobListingInputSchema checks the option values). */
export function valuesToInput(values: ListingFormValues): JobListingInput {
  return {
    title: values.title ?? '',
    titleAr: values.titleAr ?? '',
    // The selects only offer listed values; anything else is refused by the schema, shown at the field.
    department: values.department as JobListingInput['department'],
    location: values.location as JobListingInput['location'],
    locationAr: values.locationAr ?? '',
    description: values.description ?? '',
    descriptionAr: values.descriptionAr ?? '',
    requirements: values.requirements ?? '',
    requirementsAr: values.requirementsAr ?? '',
    employmentType: values.employmentType as JobListingInput['employmentType'],
    isActive: Boolean(values.isActive),
  };
}

/**
 * Whether the form's values differ from those it opened with (closing then asks first); a field
 * the form never set counts as its empty value.
 */
export function listingValuesDiffer(
  initial: ListingFormValues,
  current: Partial<ListingFormValues>,
): boolean {
  const a = valuesToInput(initial);
  const b = valuesToInput({ ...emptyListingValues(), ...initial, ...current });
  return LISTING_FIELDS.some((field) => a[field] !== b[field]);
}
