/** Bridge handlers of the session token (kept by ../tokenStore, never in the renderer's storage). */
import type { TokenStore } from '../tokenStore';
import type { Handlers } from './register';

export function sessionHandlers(deps: {
  tokens: TokenStore;
  /** Sign-in or sign-out happened (the new-submission feed opens afresh). */
  onSessionChanged(signedIn: boolean): void;
}): Pick<Handlers, 'getToken' | 'setToken'> {
  return {
    getToken: () => deps.tokens.get(),
    async setToken(token) {
      await deps.tokens.set(token);
      deps.onSessionChanged(token !== null);
    },
  };
}
