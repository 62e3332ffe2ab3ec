/**
 * The live feed's event ids, opaque: the feed's position (the last audit event and the last
 * submission of each kind) sealed with AES-256-GCM under a key kept in the database (`app_meta`
 * 'feed_cursor_key', made by its migration: every instance of one database reads the ids of the
 * others, and no key is in the environment or the code). Plain, the ids counted every kind's new
 * items for anyone who may listen, a kind their roles do not reach included.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/knex';
import type { FeedCursor } from '../repos/events';
import { FEED_SOURCES } from '../repos/events';
import * as settings from '../repos/settings';

export const FEED_CURSOR_KEY = 'feed_cursor_key';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FeedCursorCodec {
  private key: Buffer | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** Reads the key (once per process); `seal` and `open` need it read. */
  ready(): Promise<void> {
    if (this.key) return Promise.resolve();
    this.loading ??= settings.read(this.db, FEED_CURSOR_KEY).then(
      (value) => {
        if (!value) throw new Error('The feed cursor key is missing (migration 0022)');
        this.key = Buffer.from(value, 'base64url');
      },
      (error: unknown) => {
        // A failed read is tried again next time.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private secret(): Buffer {
    if (!this.key) throw new Error('FeedCursorCodec: call ready() first');
    return this.key;
  }

  /** The event id of a position. */
  seal(cursor: FeedCursor): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.secret(), iv);
    const plain = FEED_SOURCES.map((source) => cursor[source]).join('.');
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The position of an event id this database's feed made; undefined for anything else. */
  open(id: string | undefined): FeedCursor | undefined {
    if (!id || id.length > 200 || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
    const bytes = Buffer.from(id, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
    let plain: string;
    try {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        this.secret(),
        bytes.subarray(0, IV_BYTES),
      );
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      plain =
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES), undefined, 'utf8') +
        decipher.final('utf8');
    } catch {
      return undefined;
    }
    if (!/^\d{1,15}(\.\d{1,15}){3}$/.test(plain)) return undefined;
    const parts = plain.split('.').map(Number);
    return Object.fromEntries(FEED_SOURCES.map((source, i) => [source, parts[i]])) as FeedCursor;
  }
}
