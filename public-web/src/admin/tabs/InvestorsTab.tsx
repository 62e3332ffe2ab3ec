import { investorsConfig } from '../submissions/kindConfigs';
import { SubmissionsView } from '../submissions/SubmissionsView';

/** Investment requests: every field, the next step / Reset to New and Close Request, delete. */
export function InvestorsTab() {
  return <SubmissionsView config={investorsConfig} />;
}
