import type { AdminUser, StaffMember } from '@vb/shared/schemas';
import { toIso, toIsoOrNull, toNumber } from '../db/values';
import { type UserListRow, type UserRow, rolesOf } from '../repos/users';

/** The signed-in person: who they are and their roles. */
export const presentUser = (row: Pick<UserRow, 'id' | 'email' | 'name' | 'roles'>): AdminUser => ({
  id: toNumber(row.id),
  email: row.email,
  name: row.name ?? null,
  roles: rolesOf(row.roles),
});

/** An account as the people screen shows it (never its password hash). */
export const presentStaffMember = (row: UserListRow | UserRow): StaffMember => ({
  ...presentUser(row),
  disabled: row.disabled_at !== null && row.disabled_at !== undefined,
  invited: row.password_hash === '',
  createdAt: toIso(row.created_at),
  lastSeenAt: 'last_seen_at' in row ? toIsoOrNull(row.last_seen_at) : null,
});
