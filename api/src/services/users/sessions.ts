/** Live sessions and tokens: a person's own, and (owners) anyone's. */
import type { Actor, Client } from '../../domain/actor';
import { notFound } from '../../domain/errors';
import type { SessionListRow } from '../../repos/sessions';
import * as users from '../../repos/users';
import { auditWho, recordAudit } from '../audit';
import type { UsersCore } from './core';

export function sessionCommands(core: UsersCore) {
  const { db, sessions, security, assertRecentlyAuthenticated } = core;

  return {
    /** The signed-in person's own live sessions and tokens (this one marked). */
    async mySessions(actor: Actor): Promise<SessionListRow[]> {
      await assertRecentlyAuthenticated(actor);
      return sessions.list(actor.user.id);
    },

    /** The signed-in person ends one of their sessions or tokens (this one too, if they wish). */
    async endMySession(actor: Actor, client: Client, sessionId: string): Promise<void> {
      if (!(await sessions.destroyOf(actor.user.id, sessionId)))
        throw notFound('session_not_found');
      await recordAudit(db, auditWho(actor), {
        action: 'session_ended',
        itemKind: 'person',
        itemId: actor.user.id,
      });
      security('session_ended', client, actor, { targetUserId: actor.user.id });
    },

    /** A person's live sessions and tokens (owners only). */
    async sessionsOf(userId: number): Promise<SessionListRow[]> {
      if (!(await users.findById(db, userId))) throw notFound('user_not_found');
      return sessions.list(userId);
    },

    /** Ends one of a person's sessions or tokens (owners only). */
    async endSessionOf(
      actor: Actor,
      client: Client,
      userId: number,
      sessionId: string,
    ): Promise<void> {
      if (!(await users.findById(db, userId))) throw notFound('user_not_found');
      if (!(await sessions.destroyOf(userId, sessionId))) throw notFound('session_not_found');
      await recordAudit(db, auditWho(actor), {
        action: 'session_ended',
        itemKind: 'person',
        itemId: userId,
      });
      security('session_ended', client, actor, { targetUserId: userId });
    },
  };
}
