/**
 * Bridge handlers of the server address: read, check, choose. A server chosen is added to the
 * profiles and made current; the other servers' sessions are kept.
 */
import type { ServerCheck } from '../../shared/bridge';
import { DEFAULT_SERVER_URL } from '../../shared/constants';
import type { ServerStore } from '../serverStore';
import type { Handlers } from './register';

export function serverHandlers(deps: {
  store: ServerStore;
  check(url: string): Promise<ServerCheck>;
  /** Runs after a server was remembered; `switched`: it was not the current one before. */
  afterChange(url: string, switched: boolean): void;
  /** The address the server form offers (a company's build: its own server). */
  defaultUrl?: string | null;
}): Pick<Handlers, 'getServer' | 'checkServer' | 'setServer'> {
  const defaultUrl = deps.defaultUrl ?? DEFAULT_SERVER_URL;
  return {
    async getServer() {
      return { url: deps.store.get(), defaultUrl };
    },
    async checkServer(url) {
      const target = url ?? deps.store.get();
      if (!target) return { ok: false, url: '', problem: 'invalid' };
      return deps.check(target);
    },
    async setServer(url) {
      const result = await deps.check(url);
      if (!result.ok) return result;
      const previous = deps.store.get();
      await deps.store.set(result.url);
      deps.afterChange(result.url, previous !== result.url);
      return result;
    },
  };
}
