import { applicationsConfig } from '../submissions/kindConfigs';
import { SubmissionsView } from '../submissions/SubmissionsView';

/** Job applications: every field, the Change Status menu, résumé download, delete. */
export function ApplicationsTab() {
  return <SubmissionsView config={applicationsConfig} />;
}
