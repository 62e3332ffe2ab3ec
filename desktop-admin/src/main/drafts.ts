/**
 * Offline drafts: article and listing edits made while the server could not be
 * reached, kept until the admin sends them. Keyed by the server's origin, the kind and the item's
 * id (or `new-<local id>`), so each server has its own. Like the session's token (./tokenStore),
 * they are written to the user-data folder only as bytes encrypted by the operating system
 * (safeStorage), readable by the user alone, with atomic writes (./files); where no real
 * encryption exists they are kept in memory only (the admin is told they will not survive a
 * restart). Bounded: at most MAX_DRAFTS drafts of at most MAX_DRAFT_CHARS each.
 */
import { z } from 'zod';
import type {
  DraftKind,
  DraftList,
  DraftPersistence,
  DraftPutResult,
  OfflineDraft,
} from '../shared/bridge';
import { draftInputSchema } from '../shared/draftSchemas';
import type { FileAccess } from './files';
import { cipherUsable, serialQueue, type SecretCipher } from './tokenStore';

/** One draft's JSON at most (an article's two 50,000-character texts and a picture's data URL). */
export const MAX_DRAFT_CHARS = 6_000_000;
/** Drafts kept across all servers. */
export const MAX_DRAFTS = 100;
/** All drafts' JSON at most. */
export const MAX_TOTAL_CHARS = 24_000_000;

const storedSchema = z.object({
  version: z.literal(1),
  drafts: z.array(
    draftInputSchema.extend({ server: z.string().max(2048), savedAt: z.string().max(64) }),
  ),
});
type StoredDraft = z.output<typeof storedSchema>['drafts'][number];

export interface DraftStore {
  list(server: string): Promise<DraftList>;
  put(server: string, draft: Omit<OfflineDraft, 'savedAt'>): Promise<DraftPutResult>;
  remove(server: string, kind: DraftKind, itemId: string): Promise<void>;
  persistence(): Promise<DraftPersistence>;
}

const sameItem = (a: StoredDraft, server: string, kind: DraftKind, itemId: string) =>
  a.server === server && a.kind === kind && a.itemId === itemId;

export function createDraftStore(options: {
  cipher: SecretCipher;
  files: FileAccess;
  /** The encrypted drafts' file in the user-data folder. */
  file: string;
  now?: () => Date;
  warn?(message: string, error?: unknown): void;
}): DraftStore {
  const { cipher, files, file } = options;
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? (() => undefined);
  let loaded = false;
  let drafts: StoredDraft[] = [];
  /** One operation at a time: a removal never races a pending write. */
  const serial = serialQueue();
  const canPersist = () => cipherUsable(cipher);

  async function load() {
    if (loaded) return;
    loaded = true;
    const data = await files.read(file).catch(() => null);
    // Written when encryption worked and unreadable now: never read back as plain text.
    if (!data || !(await canPersist())) return;
    try {
      const { text, reEncrypt } = await cipher.decrypt(data);
      drafts = storedSchema.parse(JSON.parse(text)).drafts;
      if (reEncrypt) await save().catch((e: unknown) => warn('Re-encrypting drafts failed', e));
    } catch (error) {
      warn('The stored drafts could not be read; they are set aside', error);
      // Kept beside, not deleted: a later console (or the person) may still recover them.
      await files.write(`${file}.unreadable`, data, { mode: 0o600 }).catch(() => undefined);
      await files.remove(file).catch(() => undefined);
    }
  }

  async function save() {
    if (!(await canPersist())) {
      await files.remove(file);
      return;
    }
    if (drafts.length === 0) {
      await files.remove(file);
      return;
    }
    const data = await cipher.encrypt(JSON.stringify({ version: 1, drafts }));
    await files.write(file, data, { mode: 0o600 });
  }

  async function persistence(): Promise<DraftPersistence> {
    return (await canPersist()) ? 'encrypted-file' : 'memory-only';
  }

  return {
    persistence,
    list: (server) =>
      serial(async () => {
        await load();
        return {
          persistence: await persistence(),
          drafts: drafts
            .filter((d) => d.server === server)
            .map(({ server: _server, ...draft }) => draft),
        };
      }),
    put: (server, input) =>
      serial(async (): Promise<DraftPutResult> => {
        await load();
        const parsed = draftInputSchema.parse(input);
        const draft: StoredDraft = { ...parsed, server, savedAt: now().toISOString() };
        if (JSON.stringify(draft).length > MAX_DRAFT_CHARS)
          return { ok: false, reason: 'too-large' };
        const others = drafts.filter((d) => !sameItem(d, server, draft.kind, draft.itemId));
        const total = others.reduce((sum, d) => sum + JSON.stringify(d).length, 0);
        if (others.length >= MAX_DRAFTS || total + JSON.stringify(draft).length > MAX_TOTAL_CHARS) {
          return { ok: false, reason: 'full' };
        }
        drafts = [...others, draft];
        try {
          await save();
        } catch (error) {
          warn('The drafts could not be stored encrypted; they are kept in memory only', error);
        }
        return { ok: true, persistence: await persistence() };
      }),
    remove: (server, kind, itemId) =>
      serial(async () => {
        await load();
        const before = drafts.length;
        drafts = drafts.filter((d) => !sameItem(d, server, kind, itemId));
        if (drafts.length !== before) {
          await save().catch((e: unknown) => warn('Storing the drafts failed', e));
        }
      }),
  };
}
