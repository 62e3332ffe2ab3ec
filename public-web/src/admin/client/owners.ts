/** The owners' screens: people, the audit trail, the e-mail outbox, erasure and settings. */
import {
  auditResponseSchema,
  outboxResponseSchema,
  type Settings,
  userCreatedSchema,
  usersResponseSchema,
  privacyErasureResultSchema,
  type UserCreateInput,
  type UserUpdateInput,
  staffMemberAnswerSchema,
  settingsAnswerSchema,
} from '@vb/shared/schemas';
import type { AuditAction } from '@vb/shared/audit';
import type { Transport } from './transport';

/** A page of the audit trail and its filters. */
export interface AuditPageQuery {
  limit: number;
  offset: number;
  actor?: number;
  action?: AuditAction;
  /** A date (YYYY-MM-DD) or an ISO time: events at or after it. */
  since?: string;
}

export function ownerCalls({ json }: Transport) {
  return {
    /** The staff accounts (owners only). */
    async users() {
      return (await json('GET', '/api/admin/users', usersResponseSchema)).users;
    },
    /** Invites a person: their account, and the single-use link that lets them choose a password. */
    async createUser(input: UserCreateInput) {
      return json('POST', '/api/admin/users', userCreatedSchema, input);
    },
    async updateUser(id: number, input: UserUpdateInput) {
      return (await json('PUT', `/api/admin/users/${id}`, staffMemberAnswerSchema, input)).user;
    },
    /** A page of the audit trail, newest first (owners only). */
    async audit(query: AuditPageQuery) {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
      });
      if (query.actor !== undefined) params.set('actor', String(query.actor));
      if (query.action) params.set('action', query.action);
      if (query.since) params.set('since', query.since);
      return json('GET', `/api/admin/audit?${params.toString()}`, auditResponseSchema);
    },
    /** A page of the e-mail outbox, newest first, and whether e-mail is set up (owners only). */
    async outbox(query: { limit: number; offset: number }) {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
      });
      return json('GET', `/api/admin/outbox?${params.toString()}`, outboxResponseSchema);
    },
    /** Erases a person (owners): answers how many of each kind were removed. */
    async erasePerson(email: string) {
      return json('POST', '/api/admin/privacy/erasure', privacyErasureResultSchema, { email });
    },
    async settings() {
      return (await json('GET', '/api/admin/settings', settingsAnswerSchema)).settings;
    },
    async updateSettings(input: Partial<Settings>) {
      return (await json('PUT', '/api/admin/settings', settingsAnswerSchema, input)).settings;
    },
  };
}
