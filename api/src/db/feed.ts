/**
 * PostgreSQL's notices for the admin's live feed (migration 0005_feed_notify): a connection of
 * its own that LISTENs on FEED_CHANNEL and calls `onNotice` for each notice, reconnecting after a
 * drop (a notice missed meanwhile only waits for the feed's next regular read).
 */
import type { Db } from './knex';
import { isPostgres } from './knex';

/** The channel the triggers notify (the name is spelled out in the migration's SQL too). */
export const FEED_CHANNEL = 'vb_admin_feed';

interface PgConnection {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string }) => void): void;
  on(event: 'error' | 'end', listener: () => void): void;
  removeAllListeners(): void;
}

interface RawClient {
  acquireRawConnection(): Promise<PgConnection>;
  destroyRawConnection(connection: PgConnection): Promise<void>;
}

/** Listens while open; answers the stop. On SQLite there is nothing to listen to. */
export function listenForFeedNotices(
  db: Db,
  onNotice: () => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (!isPostgres(db)) return async () => {};
  const client = db.client as unknown as RawClient;
  let connection: PgConnection | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    try {
      const next = await client.acquireRawConnection();
      if (stopped) {
        await client.destroyRawConnection(next);
        return;
      }
      connection = next;
      const dropped = () => {
        if (connection !== next) return;
        connection = undefined;
        next.removeAllListeners();
        next.on('error', () => undefined);
        client.destroyRawConnection(next).catch(() => undefined);
        retry = setTimeout(() => void connect(), 1000);
        retry.unref();
      };
      next.on('notification', (message) => {
        if (message.channel === FEED_CHANNEL) onNotice();
      });
      next.on('error', dropped);
      next.on('end', dropped);
      await next.query('LISTEN vb_admin_feed');
      // Changes made while (re)connecting were not noticed: read now.
      onNotice();
    } catch (error) {
      onError(error);
      retry = setTimeout(() => void connect(), 1000);
      retry.unref();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = connection;
    connection = undefined;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => undefined);
      await client.destroyRawConnection(last).catch(() => undefined);
    }
  };
}
