/**
 * Sign-in sessions (web admin cookies) and tokens (desktop console), kept in the database so any
 * API instance can serve any request. Only hashes of the tokens are stored.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/credentials';
import type { Config } from '../config';
import type { Db } from '../db/knex';
import { toIso, toNumber } from '../db/values';
import type { Actor, SessionKind } from '../domain/actor';
import { presentUser } from '../presenters/users';
import * as repo from '../repos/sessions';

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

function lifetimes(config: Config['session'], kind: SessionKind) {
  return kind === 'cookie'
    ? { idleMs: config.idleMs, absoluteMs: config.absoluteMs }
    : { idleMs: config.tokenIdleMs, absoluteMs: config.tokenAbsoluteMs };
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config['session'],
    /** Whether everyone must sign in with a second factor (the owners' setting). */
    private readonly twoFactorRequired: () => Promise<boolean> = async () => false,
  ) {}

  /** Starts a session and returns its secret token (shown once, to the client). */
  async create(
    userId: number,
    kind: SessionKind,
    client: { userAgent: string | undefined; ip: string },
  ) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + lifetimes(this.config, kind).absoluteMs);
    await repo.insert(this.db, {
      id: hashToken(token),
      user_id: userId,
      kind,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      user_agent: client.userAgent ? client.userAgent.slice(0, 300) : null,
      ip: client.ip ? client.ip.slice(0, 64) : null,
    });
    return { token, expiresAt };
  }

  /** The staff member of a live token, or undefined when unknown, idle too long or too old. */
  async resolve(token: string, kind: SessionKind): Promise<Actor | undefined> {
    if (!token || token.length > 200) return undefined;
    return this.byId(hashToken(token), kind, true);
  }

  /**
   * The actor of a session still live, read afresh (roles may have changed), without counting as
   * activity: a stream kept open (the admin's live feed) must not keep an idle session alive.
   */
  recheck(actor: Actor): Promise<Actor | undefined> {
    return this.byId(actor.sessionId, actor.kind, false);
  }

  private async byId(id: string, kind: SessionKind, touch: boolean): Promise<Actor | undefined> {
    const row = await repo.findWithUser(this.db, id, kind);
    if (!row) return undefined;
    const now = Date.now();
    const lastSeen = Date.parse(toIso(row.last_seen_at));
    const expires = Date.parse(toIso(row.expires_at));
    if (expires <= now || lastSeen + lifetimes(this.config, kind).idleMs <= now) {
      await repo.remove(this.db, id);
      return undefined;
    }
    if (touch && now - lastSeen > TOUCH_EVERY_MS) await repo.touch(this.db, id, new Date(now));
    return {
      sessionId: id,
      kind,
      mustSetUpTwoFactor: !row.totp_secret && (await this.twoFactorRequired()),
      user: presentUser({
        id: toNumber(row.user_id),
        email: row.email,
        name: row.name,
        roles: row.roles,
        totp_secret: row.totp_secret,
      }),
    };
  }

  /**
   * The live sessions and tokens of an account (those idle too long are left out: they are over).
   */
  async list(userId: number): Promise<repo.SessionListRow[]> {
    const now = Date.now();
    const rows = await repo.listForUser(this.db, userId, new Date(now));
    return rows.filter((row) => {
      const kind = row.kind === 'bearer' ? 'bearer' : 'cookie';
      return Date.parse(toIso(row.last_seen_at)) + lifetimes(this.config, kind).idleMs > now;
    });
  }

  /** Ends one session of an account; false when it has no such session. */
  async destroyOf(userId: number, sessionId: string): Promise<boolean> {
    return repo.removeForUser(this.db, userId, sessionId);
  }

  async destroy(sessionId: string): Promise<void> {
    await repo.remove(this.db, sessionId);
  }

  async destroyToken(token: string): Promise<void> {
    await this.destroy(hashToken(token));
  }

  /** Removes expired sessions (run now and then; resolve() also drops stale ones it meets). */
  async prune(): Promise<void> {
    await repo.removeExpired(this.db, new Date());
  }
}
