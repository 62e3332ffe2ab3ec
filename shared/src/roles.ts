/**
 * Staff roles and what each may reach. A person holds one or more roles; `owner` may do
 * everything, the others reach the areas listed for them. The API declares one area per admin
 * route (a person without a role of that area gets 403), and the admin shows only the tabs and
 * actions of the areas the person may use: both read this table.
 */
export const ROLES = ['owner', 'editor', 'recruiter', 'relations'] as const;
export type Role = (typeof ROLES)[number];

/** The parts of the admin, each reached by some roles (and always by an owner). */
export const AREAS = [
  'news',
  'listings',
  'media',
  /** The site's team, ventures and partners. */
  'content',
  'translation',
  'applications',
  'contact-messages',
  'investor-requests',
  'people',
  'audit',
  'summary',
  'preferences',
] as const;
export type Area = (typeof AREAS)[number];

/** The roles besides `owner` that reach each area. */
export const AREA_ROLES: Record<Area, readonly Role[]> = {
  news: ['editor'],
  listings: ['editor', 'recruiter'],
  media: ['editor'],
  content: ['editor'],
  translation: ['editor', 'recruiter'],
  applications: ['recruiter'],
  'contact-messages': ['relations'],
  'investor-requests': ['relations'],
  people: [],
  audit: [],
  /** The counts of the dashboard's tabs: each person gets those of their own areas. */
  summary: ['editor', 'recruiter', 'relations'],
  /** One's own admin preferences (list layouts, saved views): every role. */
  preferences: ['editor', 'recruiter', 'relations'],
};

/** Whether a person holding `roles` may use `area`. */
export function mayUse(roles: readonly Role[], area: Area): boolean {
  return roles.includes('owner') || roles.some((role) => AREA_ROLES[area].includes(role));
}

/** Roles in their canonical order, without repeats. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}
