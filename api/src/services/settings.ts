/**
 * The site's settings that owners change in the admin: for now, whether everyone must
 * sign in with a second factor. Read on every staff request, so kept in memory for a few seconds
 * (another instance's change shows within SETTINGS_CACHE_MS).
 */
import type { Settings } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import * as repo from '../repos/settings';
import { auditWho, recordAudit } from './audit';

const REQUIRE_TWO_FACTOR = 'require_two_factor';
export const SETTINGS_CACHE_MS = 5000;

export function settingsService({ db }: { db: Db }) {
  let cached: { value: Settings; until: number } | undefined;

  async function read(): Promise<Settings> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.value;
    const value = { requireTwoFactor: (await repo.read(db, REQUIRE_TWO_FACTOR)) === '1' };
    cached = { value, until: now + SETTINGS_CACHE_MS };
    return value;
  }

  return {
    /** The settings as they stand (any part of the server may ask). */
    current: read,

    /** The settings screen (owners). */
    async get(): Promise<Settings> {
      cached = undefined;
      return read();
    },

    /** Changes the settings (owners), recorded in the audit trail. */
    async update(actor: Actor, input: Partial<Settings>): Promise<Settings> {
      await db.transaction(async (trx) => {
        if (input.requireTwoFactor !== undefined) {
          await repo.write(trx, REQUIRE_TWO_FACTOR, input.requireTwoFactor ? '1' : '0');
          await recordAudit(trx, auditWho(actor), {
            action: 'setting_changed',
            detail: `requireTwoFactor: ${input.requireTwoFactor ? 'on' : 'off'}`,
          });
        }
      });
      cached = undefined;
      return read();
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
