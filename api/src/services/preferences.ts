/**
 * Each person's admin preferences: how their submissions lists are shown and their
 * saved views, kept on the server so they follow the person across browsers and the desktop
 * console. A person reads and writes only their own (the actor's id); no audit event: nothing
 * here changes anyone else's data.
 */
import { type Preferences, preferencesSchema } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import * as repo from '../repos/preferences';

export function preferencesService({ db }: { db: Db }) {
  return {
    /** The actor's preferences: empty before they saved any (or if what is stored no longer fits). */
    async get(actor: Actor): Promise<Preferences> {
      const stored = await repo.read(db, actor.user.id);
      if (stored === undefined) return {};
      try {
        const parsed = preferencesSchema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : {};
      } catch {
        return {};
      }
    },

    /** Replaces the actor's preferences with a checked document; answers what is stored. */
    async put(actor: Actor, input: Preferences): Promise<Preferences> {
      await repo.write(db, actor.user.id, JSON.stringify(input), new Date());
      return input;
    },
  };
}

export type PreferencesService = ReturnType<typeof preferencesService>;
