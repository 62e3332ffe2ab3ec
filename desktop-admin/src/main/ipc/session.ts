/**
 * Bridge handlers of the current server's session: its status and a sign-out here (the other
 * servers' sessions are kept). The token itself is kept by
 * ../tokenStore and carried by the relay (../protocol); no handler ever answers it to the page.
 */
import type { CurrentSession } from '../tokenStore';
import type { Handlers } from './register';

export function sessionHandlers(deps: {
  /** The current server's session (signing out ends that one only). */
  tokens: CurrentSession;
  /** Sign-in or sign-out happened (the new-submission feed opens afresh). */
  onSessionChanged(signedIn: boolean): void;
}): Pick<Handlers, 'sessionStatus' | 'signOut'> {
  return {
    sessionStatus: async () => ({ signedIn: (await deps.tokens.get()) !== null }),
    async signOut() {
      await deps.tokens.set(null);
      deps.onSessionChanged(false);
    },
  };
}
