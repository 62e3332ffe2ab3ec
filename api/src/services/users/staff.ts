/** The people screen (owners only): every account, invitations, roles, disabling. */
import { randomBytes } from 'node:crypto';
import { INVITATION_PATH, INVITATION_TTL_HOURS } from '@vb/shared/constants';
import { type Role, normaliseRoles } from '@vb/shared/roles';
import type { UserCreateInput, UserCreated, UserUpdateInput } from '@vb/shared/schemas';
import { hashToken } from '../../auth/credentials';
import { isUniqueViolation } from '../../db/errors';
import { toIso } from '../../db/values';
import type { Actor, Client } from '../../domain/actor';
import { conflict, notFound } from '../../domain/errors';
import * as users from '../../repos/users';
import { auditWho, recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { type UsersCore, lastOwner } from './core';

export function staffCommands(core: UsersCore) {
  const { db, mail, security } = core;

  return {
    /** The people screen: every account (owners only). */
    list(): Promise<users.UserListRow[]> {
      return users.listWithLastSeen(db);
    },

    /**
     * Invites a person (owners only): an account without a password, and a single-use link, valid
     * INVITATION_TTL_HOURS, where they choose one. `origin` is the site's public origin.
     */
    async invite(
      actor: Actor,
      client: Client,
      input: UserCreateInput,
      origin: string,
    ): Promise<{ row: users.UserRow; invitation: UserCreated['invitation'] }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000);
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const userId = await users.insert(trx, {
            email: input.email,
            name: input.name,
            passwordHash: '',
            roles: input.roles,
          });
          await users.insertToken(trx, {
            id: hashToken(token),
            userId,
            purpose: 'invitation',
            expiresAt,
          });
          await recordAudit(trx, auditWho(actor), {
            action: 'person_invited',
            itemKind: 'person',
            itemId: userId,
            detail: `${users.normaliseEmail(input.email)}: ${input.roles.join(', ')}`,
          });
          await enqueueMail(trx, {
            kind: 'invitation',
            to: users.normaliseEmail(input.email),
            language: input.language ?? 'ar',
            values: {
              name: input.name,
              inviter: actor.user.name ?? actor.user.email,
              link: `${origin}${INVITATION_PATH}#${token}`,
              hours: INVITATION_TTL_HOURS,
            },
          });
          return userId;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('email_taken', 'An account with this e-mail address already exists', [
            { path: 'email', message: 'An account with this e-mail address already exists' },
          ]);
        throw error;
      }
      mail.nudge();
      const row = await users.findById(db, id);
      security('user_invited', client, actor, { targetUserId: id });
      return {
        row: row!,
        invitation: {
          url: `${origin}${INVITATION_PATH}#${token}`,
          token,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    /**
     * Changes a person's name, roles or disabled state (owners only). Disabling ends their
     * sessions and tokens at once. No change may leave the site without an enabled owner.
     */
    async update(
      actor: Actor,
      client: Client,
      id: number,
      input: UserUpdateInput,
    ): Promise<users.UserRow> {
      await db.transaction(async (trx) => {
        const row = await users.findById(trx, id);
        if (!row) throw notFound('user_not_found');
        const wasOwner = users.rolesOf(row.roles).includes('owner') && !row.disabled_at;
        const staysOwner =
          (input.roles ?? users.rolesOf(row.roles)).includes('owner') &&
          !(input.disabled ?? Boolean(row.disabled_at));
        if (wasOwner && !staysOwner) {
          const owners = await users.enabledOwnerIds(trx);
          if (owners.filter((ownerId) => ownerId !== id).length === 0) throw lastOwner();
        }
        const disabledAt =
          input.disabled === undefined
            ? undefined
            : input.disabled
              ? row.disabled_at
                ? new Date(toIso(row.disabled_at))
                : new Date()
              : null;
        await users.update(trx, id, { name: input.name, roles: input.roles as Role[], disabledAt });
        if (input.disabled) {
          await users.removeSessions(trx, id);
          // Their links die with the access: enabling them again never revives an old one (an
          // owner sends a new invitation).
          await users.removeTokens(trx, id, 'invitation');
          await users.removeTokens(trx, id, 'password_reset');
        }
        await recordAudit(trx, auditWho(actor), {
          action: 'person_changed',
          itemKind: 'person',
          itemId: id,
          detail: [
            input.name !== undefined ? 'name' : '',
            input.roles ? `roles: ${normaliseRoles(input.roles).join(', ')}` : '',
            input.disabled === undefined ? '' : input.disabled ? 'disabled' : 'enabled',
          ]
            .filter(Boolean)
            .join('; '),
        });
      });
      security('user_changed', client, actor, { targetUserId: id });
      return (await users.findById(db, id))!;
    },
  };
}
