import type { AdminUser } from '@vb/shared/schemas';
import { toNumber } from '../db/values';
import type { UserRow } from '../repos/users';

export const presentUser = (row: Pick<UserRow, 'id' | 'email' | 'name'>): AdminUser => ({
  id: toNumber(row.id),
  email: row.email,
  name: row.name ?? null,
});
