/**
 * Bridge handlers of the offline drafts: the chosen server's drafts, kept by
 * ../drafts. The server is the main process's own choice, never the page's word.
 */
import type { DraftStore } from '../drafts';
import type { Handlers } from './register';

export function draftHandlers(deps: {
  drafts: DraftStore;
  /** The chosen server's origin, or null before one is chosen. */
  server(): string | null;
}): Pick<Handlers, 'listDrafts' | 'putDraft' | 'removeDraft'> {
  return {
    async listDrafts() {
      const server = deps.server();
      if (!server) return { persistence: await deps.drafts.persistence(), drafts: [] };
      return deps.drafts.list(server);
    },
    async putDraft(draft) {
      const server = deps.server();
      if (!server) return { ok: false, reason: 'no-server' };
      return deps.drafts.put(server, draft);
    },
    async removeDraft(kind, itemId) {
      const server = deps.server();
      if (server) await deps.drafts.remove(server, kind, itemId);
    },
  };
}
