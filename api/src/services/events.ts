/**
 * The admin's live feed: each instance reads what changed in the database (new
 * submissions, and the staff changes its audit trail records: see repos/events.ts) a few times a
 * second while someone listens, and passes each change to the streams of the people who may see
 * it. Reading the database, not the instance's own writes, is what delivers across instances, on
 * SQLite and PostgreSQL alike; an event's id is the feed's cursor after it, sealed (opaque: see
 * services/feedCursor.ts), so a client that reconnects with `Last-Event-ID` gets what it missed
 * (or a reset when it is too far behind, or the id is not one of this database's).
 */
import type { AdminEvent } from '@vb/shared/events';
import { adminEventArea } from '@vb/shared/events';
import { mayUse, type Role } from '@vb/shared/roles';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import { listenForFeedNotices } from '../db/feed';
import type { Db } from '../db/knex';
import type { Logger } from '../logger';
import {
  FEED_SOURCES,
  type FeedAuditRow,
  type FeedCursor,
  type FeedSource,
  heads,
  rowsBetween,
} from '../repos/events';
import { FeedCursorCodec } from './feedCursor';
import { ITEM_KIND } from './submissions/kinds';

/** A listener: the roles it may see events for (read on each event), and where they go. */
export interface FeedListener {
  /** The person listening. */
  userId: number;
  roles(): readonly Role[];
  deliver(id: string, event: AdminEvent): void;
  /** Ends the listener's stream (the server is shutting down). */
  end(): void;
  /**
   * Checks again that the person may still listen (their account or sessions just changed:
   * disabled, roles, signed out), ending the stream when not; resolves once it knows.
   */
  recheck(): Promise<void>;
}

/** The most a reconnecting client is caught up with, per source; further behind, it resets. */
const REPLAY_MAX = 1000;
/** The most rows read of a source in one poll (the rest come at the next). */
const POLL_BATCH = 500;
/**
 * How far below its cursor each source is read again, for rows committed out of id order
 * (PostgreSQL hands out ids before commit); the ids already passed on are remembered.
 */
const LOOKBACK = 64;

/** The submission kind of each audit item kind that names one. */
const ITEM_KINDS = new Map<string, SubmissionKind>(
  SUBMISSION_KINDS.map((kind) => [ITEM_KIND[kind], kind]),
);

/** The event a source's row stands for (undefined for an audit event it cannot name). */
function eventOf(source: FeedSource, row: FeedAuditRow): AdminEvent | undefined {
  if (source !== 'audit') return { type: 'submission.created', kind: source, id: row.id };
  const id = Number(row.item_id);
  if (!Number.isSafeInteger(id)) return undefined;
  if (row.action.startsWith('article_')) return { type: 'article.changed', id };
  if (row.action.startsWith('listing_')) return { type: 'listing.changed', id };
  const kind = ITEM_KINDS.get(row.item_kind ?? '');
  if (!kind) return undefined;
  return {
    type: row.action === 'submission_deleted' ? 'submission.deleted' : 'submission.updated',
    kind,
    id,
  };
}

export class AdminEventFeed {
  private cursor: FeedCursor | undefined;
  private starting: Promise<FeedCursor> | undefined;
  private readonly listeners = new Set<FeedListener>();
  /** Ids passed on within each source's look-back window. */
  private readonly seen = new Map<FeedSource, Set<number>>(
    FEED_SOURCES.map((source) => [source, new Set<number>()]),
  );
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  /** A notice came during a read: read again at once after it. */
  private again = false;
  /** PostgreSQL: the LISTEN connection's stop, once started. */
  private stopNotices: (() => Promise<void>) | undefined;
  private closed = false;
  /** The event ids, opaque (services/feedCursor.ts). */
  private readonly ids: FeedCursorCodec;

  constructor(
    private readonly db: Db,
    private readonly options: { pollMs: number; logger: Logger },
  ) {
    this.ids = new FeedCursorCodec(db);
  }

  /** How many streams are open on this instance. */
  get size(): number {
    return this.listeners.size;
  }

  /** How many streams a person has open on this instance. */
  openFor(userId: number): number {
    let count = 0;
    for (const listener of this.listeners) if (listener.userId === userId) count += 1;
    return count;
  }

  /**
   * Where the feed stands now. Read from the database when nobody was listening (the first time,
   * and after the feed sat idle, since nothing is read while no one listens): what happened in
   * between is no one's news, and a stream that opens then starts at now rather than at where
   * the last one left off. A listener that saw an earlier id still gets what it missed, by
   * replay (`between`).
   */
  private position(): Promise<FeedCursor> {
    const idle = this.listeners.size === 0 && !this.polling && !this.timer;
    if (this.cursor && !idle) return Promise.resolve(this.cursor);
    this.starting ??= (async () => {
      await this.ids.ready();
      const cursor = await heads(this.db);
      // What is already in the look-back window is not news.
      for (const source of FEED_SOURCES) {
        const seen = this.seen.get(source)!;
        seen.clear();
        const floor = Math.max(0, cursor[source] - LOOKBACK);
        const rows = await rowsBetween(this.db, source, floor, cursor[source], LOOKBACK);
        for (const row of rows) seen.add(row.id);
      }
      this.cursor = cursor;
      return cursor;
    })().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  /**
   * Adds a listener. It first gets the events after `since` (an event id it saw), or, without one,
   * nothing but the feed's position as `ready`'s id; then every new event it may see. Answers
   * `reset` (instead of replaying) when `since` is unknown or too far behind, and a stop function.
   */
  async listen(
    listener: FeedListener,
    since: string | undefined,
  ): Promise<{ position: string; reset: boolean; stop: () => void }> {
    // A read still running for the streams that just left would pass what it finds to this one:
    // the first listener after them waits for it, so it starts at now (see `position`).
    while (this.listeners.size === 0 && this.polling) await this.polling;
    const at = { ...(await this.position()) };
    // Registered in the same tick as `at` was taken: nothing between them is missed or doubled.
    const buffered: [string, AdminEvent][] = [];
    let replaying = true;
    const gate: FeedListener = {
      userId: listener.userId,
      roles: () => listener.roles(),
      end: () => listener.end(),
      recheck: () => listener.recheck(),
      deliver: (id, event) => {
        if (replaying) buffered.push([id, event]);
        else listener.deliver(id, event);
      },
    };
    this.listeners.add(gate);
    this.stopNotices ??= listenForFeedNotices(
      this.db,
      () => this.wake(),
      (error) =>
        this.options.logger.error('admin feed: listening for notices failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    this.schedule();
    const stop = () => {
      this.listeners.delete(gate);
      // Nobody left: no read is due, and the next listener starts at now.
      if (this.listeners.size === 0) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
    };
    let reset = false;
    try {
      const from = this.ids.open(since);
      if (since !== undefined) {
        const missed = from ? await this.between(from, at) : undefined;
        if (!missed) reset = true;
        else for (const [id, event] of missed) this.pass(listener, id, event);
      }
    } catch (error) {
      stop();
      throw error;
    } finally {
      replaying = false;
    }
    for (const [id, event] of buffered) this.pass(listener, id, event);
    return { position: this.ids.seal(at), reset, stop };
  }

  /** The events from `from` (exclusive) to `to`, or undefined when `from` is not behind `to` or too far. */
  private async between(
    from: FeedCursor,
    to: FeedCursor,
  ): Promise<[string, AdminEvent][] | undefined> {
    if (FEED_SOURCES.some((source) => from[source] > to[source])) return undefined;
    const out: [string, AdminEvent][] = [];
    const cursor = { ...from };
    for (const source of FEED_SOURCES) {
      const rows = await rowsBetween(this.db, source, from[source], to[source], REPLAY_MAX + 1);
      if (rows.length > REPLAY_MAX) return undefined;
      for (const row of rows) {
        cursor[source] = row.id;
        const event = eventOf(source, row);
        if (event) out.push([this.ids.seal(cursor), event]);
      }
      cursor[source] = to[source];
    }
    return out;
  }

  private pass(listener: FeedListener, id: string, event: AdminEvent) {
    if (mayUse(listener.roles(), adminEventArea(event))) listener.deliver(id, event);
  }

  /** A change was noticed (PostgreSQL): read now rather than at the next regular read. */
  private wake() {
    if (this.closed || this.listeners.size === 0) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.schedule(0);
  }

  /** Polls while anyone listens. */
  private schedule(delay = this.options.pollMs) {
    if (this.closed || this.timer || this.polling || this.listeners.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling = this.poll()
        .catch((error: unknown) =>
          this.options.logger.error('admin feed: reading the changes failed', {
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          this.polling = undefined;
          const again = this.again;
          this.again = false;
          this.schedule(again ? 0 : undefined);
        });
    }, delay);
    this.timer.unref();
  }

  /** Reads what changed since the last poll and passes it on. */
  async poll(): Promise<void> {
    const cursor = { ...(await this.position()) };
    const top = await heads(this.db);
    const events: [string, AdminEvent][] = [];
    // People whose account changed (the trail's events about a person): checked again at once.
    const changed = new Set<number>();
    for (const source of FEED_SOURCES) {
      const seen = this.seen.get(source)!;
      const floor = Math.max(0, cursor[source] - LOOKBACK);
      const rows = await rowsBetween(this.db, source, floor, top[source], POLL_BATCH + LOOKBACK);
      let last = cursor[source];
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        last = Math.max(last, row.id);
        const event = eventOf(source, row);
        if (event) events.push([this.ids.seal({ ...cursor, [source]: last }), event]);
        if (source === 'audit' && (row as FeedAuditRow).item_kind === 'person')
          changed.add(Number((row as FeedAuditRow).item_id));
      }
      // Everything up to the newest id was read unless the batch was cut short.
      cursor[source] =
        rows.length >= POLL_BATCH + LOOKBACK ? last : Math.max(last, top[source], cursor[source]);
      for (const id of seen) if (id <= cursor[source] - LOOKBACK) seen.delete(id);
    }
    this.cursor = cursor;
    // A person whose account changed gets nothing of this read before their streams are checked:
    // what came after a disable or a role change must not reach them under the old roles.
    await Promise.all(
      [...this.listeners].filter((l) => changed.has(l.userId)).map((l) => l.recheck()),
    );
    for (const [id, event] of events)
      for (const listener of this.listeners) this.pass(listener, id, event);
  }

  /** Stops polling and ends every stream (the server is shutting down). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    await this.stopNotices?.();
    await this.polling;
  }
}
