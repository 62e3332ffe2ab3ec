/** Bridge handler of the console's own updates: the same check as the Help menu's. */
import type { Updates } from '../updates';
import type { Handlers } from './register';

export function updateHandlers(
  updates: Pick<Updates, 'checkNow'>,
): Pick<Handlers, 'checkForUpdates'> {
  return {
    async checkForUpdates() {
      return updates.checkNow();
    },
  };
}
