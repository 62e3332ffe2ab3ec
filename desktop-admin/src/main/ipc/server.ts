/** Bridge handlers of the server address: read, check, choose (a new server ends the session). */
import type { ServerCheck } from '../../shared/bridge';
import { DEFAULT_SERVER_URL } from '../../shared/constants';
import type { ServerStore } from '../serverStore';
import type { Handlers } from './register';

export function serverHandlers(deps: {
  store: ServerStore;
  check(url: string): Promise<ServerCheck>;
  /** Runs before a different server is remembered (ends the old server's session). */
  beforeChange(previous: string | null, next: string): Promise<void>;
  /** Runs after a server was remembered. */
  afterChange(url: string): void;
  /** The address the server form offers (a company's build: its own server, issue 17). */
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
      if (previous !== result.url) await deps.beforeChange(previous, result.url);
      await deps.store.set(result.url);
      deps.afterChange(result.url);
      return result;
    },
  };
}
