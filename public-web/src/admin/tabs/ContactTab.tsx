import { contactConfig } from '../submissions/kindConfigs';
import { SubmissionsView } from '../submissions/SubmissionsView';

/** Contact messages: every field, Mark as Read / Unread / Replied, reply by e-mail, delete. */
export function ContactTab() {
  return <SubmissionsView config={contactConfig} />;
}
