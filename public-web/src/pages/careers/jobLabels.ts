import { arabicLocationLabel } from '@vb/shared/options';
import type { JobListing } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { useT, useHasMessage } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';

/** The visitor-language texts of a job listing (Arabic fields in Arabic when they have text). */
export function useJobLabels() {
  const t = useT();
  const isMessageKey = useHasMessage();
  const language = usePreferences((s) => s.language);
  /** A catalog label `<prefix>.<value>`, or the stored value itself when the catalog has none. */
  const option = (prefix: 'department' | 'employmentType', value: string) => {
    const key = `${prefix}.${value}`;
    return isMessageKey(key) ? t(key) : value;
  };
  return {
    language,
    title: (job: JobListing) => localized(job.title, job.titleAr, language),
    description: (job: JobListing) => localized(job.description, job.descriptionAr, language),
    requirements: (job: JobListing) => localized(job.requirements, job.requirementsAr, language),
    location: (job: JobListing) =>
      localized(job.location, job.locationAr || arabicLocationLabel(job.location), language),
    department: (job: JobListing) => option('department', job.department),
    employmentType: (job: JobListing) => option('employmentType', job.employmentType),
  };
}
