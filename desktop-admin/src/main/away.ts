/**
 * Nothing missed while the console was closed. Per server (its origin) the settings
 * keep the newest submission id of each kind the console has known of: the live feed's arrivals
 * raise it while the console runs, and on start (or a sign-in) `catchUp` reads the newest items of
 * each kind the person follows (GET /api/admin/<kind>?sort=-createdAt&limit=…, the admin's own
 * list read) and counts those newer than it: one "While you were away" notice tells them. The
 * first time a server (or a kind) is seen, nothing is news: its newest id is only noted.
 */
import { z } from 'zod';
import { SUBMISSION_KINDS, SUBMISSION_RESPONSE_KEYS, type SubmissionKind } from '@vb/shared/status';
import type { NewCounts, NewestIds } from './notifications';
import type { FetchLike } from './protocol';
import type { SeenIds, SettingsStore } from './settings';

/** The most recent items read of each kind: more new ones than this are told as this many. */
export const AWAY_LIST_LIMIT = 100;

/** The newest ids known per server, kept in the settings. */
export interface SeenStore {
  get(server: string): SeenIds;
  /** Raises the newest known id of a kind on a server (never lowers it). */
  record(server: string, ids: SeenIds): void;
}

export function settingsSeenStore(
  settings: SettingsStore,
  warn?: (message: string, error?: unknown) => void,
): SeenStore {
  return {
    get: (server) => settings.get().seen[server] ?? {},
    record(server, ids) {
      const seen = settings.get().seen;
      const known = seen[server] ?? {};
      const next: SeenIds = { ...known };
      let raised = false;
      for (const kind of SUBMISSION_KINDS) {
        const id = ids[kind];
        if (id === undefined || id <= (known[kind] ?? -1)) continue;
        next[kind] = id;
        raised = true;
      }
      if (!raised) return;
      settings
        .update({ seen: { ...seen, [server]: next } })
        .catch((error: unknown) => warn?.('Saving the newest submissions', error));
    },
  };
}

const idsOf = (kind: SubmissionKind) =>
  z.object({
    [SUBMISSION_RESPONSE_KEYS[kind].list]: z.array(z.object({ id: z.number().int() })),
  });

export interface CatchUpDeps {
  serverUrl(): string | null;
  token(): Promise<string | null>;
  fetch: FetchLike;
  followed(): Promise<ReadonlySet<SubmissionKind> | null>;
  seen: SeenStore;
  warn?(message: string, error?: unknown): void;
}

/**
 * What came, of the kinds followed, since the newest ids known for the chosen server: the counts
 * (empty when nothing) and the newest id of each kind counted. Null when it cannot be told (no
 * server or session, the choices not known). The newest ids are raised to what was read.
 */
export async function catchUp(
  deps: CatchUpDeps,
): Promise<{ counts: NewCounts; newest: NewestIds } | null> {
  const server = deps.serverUrl();
  const token = await deps.token();
  if (!server || !token) return null;
  const followed = await deps.followed();
  if (!followed) return null;
  const known = deps.seen.get(server);
  const counts: NewCounts = {};
  const newest: NewestIds = {};
  const read: SeenIds = {};
  for (const kind of SUBMISSION_KINDS) {
    if (!followed.has(kind)) continue;
    let ids: number[];
    try {
      const params = new URLSearchParams({ sort: '-createdAt', limit: String(AWAY_LIST_LIMIT) });
      const res = await deps.fetch(`${server}/api/admin/${kind}?${params}`, {
        method: 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        redirect: 'error',
        credentials: 'omit',
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`GET /api/admin/${kind}: ${res.status}`);
      }
      const body = idsOf(kind).parse(await res.json());
      ids = (body[SUBMISSION_RESPONSE_KEYS[kind].list] ?? []).map((item) => item.id);
    } catch (error) {
      // This kind is told another time (its newest id stays as it was).
      deps.warn?.(`What came while away could not be read (${kind})`, error);
      continue;
    }
    // An empty list is known too: its first item will be news.
    const top = Math.max(0, ...ids);
    read[kind] = top;
    const before = known[kind];
    // Never seen on this server: nothing is news yet.
    if (before === undefined) continue;
    const fresh = ids.filter((id) => id > before).length;
    if (fresh > 0) {
      counts[kind] = fresh;
      newest[kind] = top;
    }
  }
  deps.seen.record(server, read);
  return { counts, newest };
}
