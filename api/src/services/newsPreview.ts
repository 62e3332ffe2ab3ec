/**
 * Private preview links of drafts: `<id>.<epoch>.<expiry>.<signature>`, the signature an
 * HMAC-SHA256 of the article's id, its preview epoch when the link was made and the link's expiry
 * (seconds since the epoch) under a key kept in the database (`app_meta` 'news_preview_key', made
 * by the migration: every instance of one database signs and checks alike, and no key is in the
 * environment or the code). Anyone holding the link sees the article as the site would show it,
 * until it expires (NEWS_PREVIEW_TTL_HOURS) or the article's epoch moves on (publishing,
 * unpublishing, a new link, a revocation); an expired, revoked or altered link is an unknown page.
 * Nothing is stored per link.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/knex';
import * as settings from '../repos/settings';

const KEY_NAME = 'news_preview_key';

/** The signing key, read once per process (it never changes). */
export class PreviewSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  private secret(): Promise<Buffer> {
    this.key ??= settings.read(this.db, KEY_NAME).then((value) => {
      if (!value) throw new Error('The preview key is missing (migration 0015_news_schedule)');
      return Buffer.from(value, 'base64url');
    });
    // A failed read is tried again next time.
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  private async signature(id: number, epoch: number, expires: number): Promise<string> {
    return crypto
      .createHmac('sha256', await this.secret())
      .update(`news-preview\n${id}\n${epoch}\n${expires}`)
      .digest('base64url');
  }

  /** A token for the article at its preview `epoch`, valid until `expiresAt` (whole seconds). */
  async sign(id: number, epoch: number, expiresAt: Date): Promise<string> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${id}.${epoch}.${expires}.${await this.signature(id, epoch, expires)}`;
  }

  /**
   * The article id and epoch of a valid, unexpired token; undefined for anything else (the
   * caller compares the epoch with the article's).
   */
  async verify(token: string, now: Date): Promise<{ id: number; epoch: number } | undefined> {
    const match = /^([1-9][0-9]{0,15})\.([0-9]{1,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
    if (!match) return undefined;
    const id = Number(match[1]);
    const epoch = Number(match[2]);
    const expires = Number(match[3]);
    if (expires * 1000 <= now.getTime()) return undefined;
    const expected = Buffer.from(await this.signature(id, epoch, expires));
    const given = Buffer.from(match[4]!);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected)
      ? { id, epoch }
      : undefined;
  }
}
