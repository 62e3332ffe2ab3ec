import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/knex';
import { toIso, toNumber } from '../db/values';
import type { Config } from '../config';
import type { AdminUser } from '@vb/shared/schemas';
import { presentUser } from './users.repo';

export type SessionKind = 'cookie' | 'bearer';

export interface Session {
  id: string;
  kind: SessionKind;
  user: AdminUser;
}

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function lifetimes(config: Config['session'], kind: SessionKind) {
  return kind === 'cookie'
    ? { idleMs: config.idleMs, absoluteMs: config.absoluteMs }
    : { idleMs: config.tokenIdleMs, absoluteMs: config.tokenAbsoluteMs };
}

/** Database-backed sessions, so any API instance can serve any request. Only token hashes are stored. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config['session'],
  ) {}

  /** Starts a session and returns its secret token (shown once, to the client). */
  async create(userId: number, kind: SessionKind, userAgent: string | undefined) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + lifetimes(this.config, kind).absoluteMs);
    await this.db('sessions').insert({
      id: hashToken(token),
      user_id: userId,
      kind,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      user_agent: userAgent ? userAgent.slice(0, 300) : null,
    });
    return { token, expiresAt };
  }

  /** The live session of a token, or undefined when unknown, idle too long or past its lifetime. */
  async resolve(token: string, kind: SessionKind): Promise<Session | undefined> {
    if (!token || token.length > 200) return undefined;
    const id = hashToken(token);
    const row = await this.db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.id', id)
      .andWhere('s.kind', kind)
      .first(
        's.id',
        's.kind',
        's.last_seen_at',
        's.expires_at',
        'u.id as user_id',
        'u.email',
        'u.name',
      );
    if (!row) return undefined;
    const now = Date.now();
    const lastSeen = Date.parse(toIso(row.last_seen_at));
    const expires = Date.parse(toIso(row.expires_at));
    if (expires <= now || lastSeen + lifetimes(this.config, kind).idleMs <= now) {
      await this.db('sessions').where({ id }).delete();
      return undefined;
    }
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await this.db('sessions')
        .where({ id })
        .update({ last_seen_at: new Date(now) });
    }
    return {
      id,
      kind,
      user: presentUser({ id: toNumber(row.user_id), email: row.email, name: row.name }),
    };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.db('sessions').where({ id: sessionId }).delete();
  }

  async destroyToken(token: string): Promise<void> {
    await this.destroy(hashToken(token));
  }

  /** Removes expired sessions (run now and then; resolve() also drops stale ones it meets). */
  async prune(): Promise<void> {
    await this.db('sessions').where('expires_at', '<=', new Date()).delete();
  }
}
