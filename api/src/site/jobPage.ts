/**
 * An open job listing's page (`/careers/<id>-<title>`, `/en/careers/…`): the listing it names, its
 * head with `JobPosting` structured data, and where the careers page's older `?job=<id>` links
 * now lead. The listings are the careers page's own read, so a job page costs no query of its own.
 */
import { EXCERPT_FALLBACK_CHARS, PAGE_QUERY } from '@vb/shared/constants';
import {
  arabicLocationLabel,
  type EmploymentType,
  type Language,
  type Location,
} from '@vb/shared/options';
import { PAGES } from '@vb/shared/pages';
import { jobIdOfSlug, jobPath, pathLanguage } from '@vb/shared/paths';
import type { JobListing } from '@vb/shared/schemas';
import { collapseWhitespace, localized, truncate } from '@vb/shared/text';
import type { PublicReads, ReadAnswer } from '../readModel/publicReads';
import { escapeHtml, type PageHead } from './head';
import { languageUrls, organization, pageText } from './meta';

/** schema.org's employment types (as search engines read them) of the form's options. */
const EMPLOYMENT_TYPE: Partial<Record<string, string>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  flexible: 'OTHER',
  'shift-based': 'OTHER',
  freelance: 'CONTRACTOR',
  seasonal: 'TEMPORARY',
  internship: 'INTERN',
} satisfies Record<EmploymentType, string>;

const SAUDI_ARABIA = { '@type': 'Country', name: 'Saudi Arabia' };

/** Where each location option's work is, as `JobPosting` says it. */
const JOB_LOCATION: Partial<Record<string, Record<string, unknown>>> = {
  'Riyadh, Saudi Arabia': {
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' },
    },
  },
  'Saudi Arabia': {
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'SA' } },
  },
  Remote: { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: SAUDI_ARABIA },
} satisfies Record<Location, Record<string, unknown>>;

/**
 * How far ahead a posting says it is valid. A listing has no closing date: its page exists only
 * while it is open, so each render claims this much ahead and the claim moves on with the renders.
 */
const POSTING_VALID_DAYS = 30;

/**
 * The open listing a job page's last segment names, with the read its page starts with, or
 * undefined (an unknown or closed listing's address is the not-found page).
 */
export async function openJob(
  reads: PublicReads,
  segment: string,
): Promise<{ job: JobListing; read: ReadAnswer } | undefined> {
  const id = jobIdOfSlug(segment);
  if (id === undefined) return undefined;
  const job = (await reads.openListings()).find((listing) => listing.id === id);
  return job && { job, read: await reads.jobListings() };
}

/** Plain text as HTML paragraphs (a posting's description is HTML to search engines). */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A job page's head: its title, description and addresses in every language, and its posting. */
export function jobHead(
  job: JobListing,
  origin: string,
  language: Language,
  now = new Date(),
): Pick<PageHead, 'title' | 'socialTitle' | 'description' | 'canonical' | 'alternates' | 'jsonLd'> {
  const title = localized(job.title, job.titleAr, language);
  const description = localized(job.description, job.descriptionAr, language);
  const requirements = localized(job.requirements, job.requirementsAr, language);
  const alternates = languageUrls(origin, jobPath(job));
  const validThrough = new Date(now);
  validThrough.setUTCDate(validThrough.getUTCDate() + POSTING_VALID_DAYS);
  validThrough.setUTCHours(23, 59, 59, 0);
  const location =
    JOB_LOCATION[job.location] ??
    ({
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: localized(
            job.location,
            job.locationAr || arabicLocationLabel(job.location),
            language,
          ),
          addressCountry: 'SA',
        },
      },
    } satisfies Record<string, unknown>);
  const hiringOrganization = organization(origin, language);
  return {
    title: pageText(language, 'meta.page.job', { title }),
    socialTitle: title,
    description: truncate(collapseWhitespace(description), EXCERPT_FALLBACK_CHARS),
    canonical: alternates[language],
    alternates,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      description: `${paragraphs(description)}<h3>${escapeHtml(
        pageText(language, 'careers.details.requirements'),
      )}</h3>${paragraphs(requirements)}`,
      url: alternates[language],
      inLanguage: language,
      identifier: {
        '@type': 'PropertyValue',
        name: hiringOrganization.name,
        value: String(job.id),
      },
      datePosted: job.createdAt,
      validThrough: validThrough.toISOString(),
      employmentType: EMPLOYMENT_TYPE[job.employmentType] ?? 'OTHER',
      hiringOrganization,
      directApply: true,
      ...location,
    },
  };
}

/**
 * Where an older shareable link of a listing (`/careers?job=<id>`, either language) now leads:
 * the open listing's own page in the link's language, or undefined (any other address, or a
 * listing no longer open: then the careers page answers as before).
 */
export async function movedJobLink(
  reads: PublicReads,
  requestPath: string,
  query: URLSearchParams,
): Promise<string | undefined> {
  const { language, path } = pathLanguage(requestPath);
  if (path.replace(/\/$/, '').toLowerCase() !== PAGES.careers.path) return undefined;
  const id = query.get(PAGE_QUERY.job);
  if (id === null || !/^\d{1,12}$/.test(id)) return undefined;
  const found = await openJob(reads, id);
  return found && jobPath(found.job, language);
}
