import { localizeContentDigits } from '@vb/shared/digits';
import { arabicLocationLabel } from '@vb/shared/options';
import type { JobListing } from '@vb/shared/schemas';
import { localized } from '@vb/shared/text';
import { useT, useHasMessage } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';

/**
 * The visitor-language texts of a job listing (Arabic fields in Arabic when they have text), as
 * shown: their numbers in the page's digits (@vb/shared/digits).
 */
export function useJobLabels() {
  const t = useT();
  const isMessageKey = useHasMessage();
  const language = usePreferences((s) => s.language);
  const shown = (text: string) => localizeContentDigits(text, language);
  /** A catalog label `<prefix>.<value>`, or the stored value itself when the catalog has none. */
  const option = (prefix: 'department' | 'employmentType', value: string) => {
    const key = `${prefix}.${value}`;
    return isMessageKey(key) ? t(key) : shown(value);
  };
  const storedTitle = (job: JobListing) => localized(job.title, job.titleAr, language);
  return {
    language,
    /**
     * The title as stored: the position an application names (what staff search for) and the
     * tab's title (what search engines and bookmarks keep), never changed by display rules.
     */
    storedTitle,
    title: (job: JobListing) => shown(storedTitle(job)),
    description: (job: JobListing) =>
      shown(localized(job.description, job.descriptionAr, language)),
    requirements: (job: JobListing) =>
      shown(localized(job.requirements, job.requirementsAr, language)),
    location: (job: JobListing) =>
      shown(localized(job.location, job.locationAr || arabicLocationLabel(job.location), language)),
    department: (job: JobListing) => option('department', job.department),
    employmentType: (job: JobListing) => option('employmentType', job.employmentType),
  };
}
