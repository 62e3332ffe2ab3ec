/** Bridge handler of outside links: only what ../security's externalUrl allows reaches the system. */
import { externalUrl } from '../security';
import type { Handlers } from './register';

export function shellHandlers(deps: {
  openExternal(url: string): Promise<void>;
}): Pick<Handlers, 'openExternal'> {
  return {
    async openExternal(url) {
      const allowed = externalUrl(url);
      if (!allowed) return false;
      await deps.openExternal(allowed);
      return true;
    },
  };
}
