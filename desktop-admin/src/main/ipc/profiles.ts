/**
 * Bridge handlers of the server profiles: list, switch, rename, remove. The origin the
 * page names is checked here again (an origin, https unless on loopback, a server the console
 * knows); a refusal is answered as `{ ok: false, problem }`, and nothing changes.
 */
import type { ProfileResult } from '../../shared/bridge';
import { checkedOrigin, ProfileError, type ServerStore } from '../serverStore';
import type { TokenStore } from '../tokenStore';
import type { Handlers } from './register';

export interface ProfileHandlerDeps {
  store: ServerStore;
  tokens: TokenStore;
  /**
   * Another server became current (a switch, or the current one removed): the feed and presence
   * restart, the menu is rebuilt and the page loads again onto that server's session.
   */
  onSwitched(current: string | null): void;
  /** The list changed without a switch (a name, another server removed): the menu again. */
  onListChanged(): void;
  /** A server is being forgotten: its session is ended on the server too (best effort). */
  endSession?(origin: string, token: string): Promise<void>;
}

async function answer(task: () => Promise<void>): Promise<ProfileResult> {
  try {
    await task();
    return { ok: true };
  } catch (error) {
    if (error instanceof ProfileError) return { ok: false, problem: error.problem };
    throw error;
  }
}

export function profileHandlers(
  deps: ProfileHandlerDeps,
): Pick<Handlers, 'listServers' | 'switchServer' | 'renameServer' | 'removeServer'> {
  const { store, tokens } = deps;
  return {
    async listServers() {
      const current = store.get();
      const profiles = store.list();
      // A company's build default in use before any choice is listed too (not yet saved).
      const all =
        current && !profiles.some((p) => p.origin === current)
          ? [{ origin: current, name: null }, ...profiles]
          : profiles;
      return Promise.all(
        all.map(async (p) => ({
          origin: p.origin,
          name: p.name,
          current: p.origin === current,
          signedIn: (await tokens.get(p.origin)) !== null,
        })),
      );
    },
    switchServer: (origin) =>
      answer(async () => {
        const before = store.get();
        await store.use(origin);
        const after = store.get();
        if (after !== before) deps.onSwitched(after);
      }),
    renameServer: (origin, name) =>
      answer(async () => {
        await store.rename(origin, name);
        deps.onListChanged();
      }),
    removeServer: (origin) =>
      answer(async () => {
        const checked = checkedOrigin(origin);
        const before = store.get();
        const after = await store.remove(checked);
        // Its session is forgotten here (on disk too) and, as far as it answers, on the server.
        const token = await tokens.get(checked);
        await tokens.set(checked, null);
        if (token && deps.endSession) await deps.endSession(checked, token).catch(() => undefined);
        if (after !== before) deps.onSwitched(after);
        else deps.onListChanged();
      }),
  };
}
