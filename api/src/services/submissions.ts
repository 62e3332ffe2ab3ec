/**
 * The public submissions: received from the site's forms (contact, investor interest, job
 * application with a résumé) and worked through by staff (list, status, delete, résumé download).
 * Each group of commands is a module of submissions/.
 */
import { staffChanges } from './submissions/changes';
import type { SubmissionsDeps } from './submissions/deps';
import { intakeCommands } from './submissions/intake';
import { ITEM_KIND, NOT_FOUND } from './submissions/kinds';
import { staffReads } from './submissions/reads';

export { EXPORT_BATCH_ROWS } from './submissions/reads';

export function submissionsService(deps: SubmissionsDeps) {
  return { ...intakeCommands(deps), ...staffReads(deps), ...staffChanges(deps) };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;

/** The "not found" code of each kind (also what an unparseable id answers). */
export const submissionNotFound = NOT_FOUND;

/** What the audit trail calls an item of each kind. */
export const submissionItemKind = ITEM_KIND;
