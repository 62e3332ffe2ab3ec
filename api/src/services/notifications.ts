/**
 * Who hears of new submissions, and how.
 *
 * Each person chooses per kind they may see: an e-mail for every new item, a daily digest at an
 * hour of the day (company time), or nothing (`notificationsService`: GET/PUT of one's own).
 *
 * The notifier (`SubmissionNotifier`) follows each kind's table from where it last stopped (a
 * cursor row per kind). For each new item, in one transaction with moving the cursor, it queues
 * the sender's confirmation (in the language of the site they used) and an e-mail to each person
 * who follows the kind item by item; the outbox then sends them (services/mail.ts). The cursor is
 * taken with a write before it is read, so two instances never both act on an item, and a crash
 * before the commit leaves the cursor where it was: no e-mail is lost or queued twice. Items are
 * told of after they are committed, so the public forms never wait for it. Digests are claimed
 * the same way (compare and set on the end of the last one sent).
 */
import { SITE_UTC_OFFSET_HOURS } from '@vb/shared/constants';
import { formatLongDate, localDigits } from '@vb/shared/dates';
import { isLanguage, type Language } from '@vb/shared/options';
import { adminItemPath, adminListPath } from '@vb/shared/paths';
import { mayUse } from '@vb/shared/roles';
import {
  DEFAULT_DIGEST_HOUR,
  DIGEST_ITEMS_PER_KIND,
  type NotificationMode,
  type NotificationSettings,
  type NotificationSettingsBody,
  effectiveNotificationModes,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import type { Logger } from '../logger';
import {
  type DigestSection,
  renderDigest,
  renderSubmissionNew,
  renderSubmissionReceived,
} from '../mail/templates';
import * as notifications from '../repos/notifications';
import * as outbox from '../repos/outbox';
import { languageIn } from '../repos/preferences';
import { rolesOf } from '../repos/users';
import { toNumber } from '../db/values';
import { enqueueRendered } from './mail';
import { SinglePass } from './singlePass';

/** Active staff who chose an e-mail for each new item of `kind`, and whose roles reach it. */
export async function followersOf(db: Db, kind: SubmissionKind) {
  return (await notifications.recipients(db)).filter(
    (person) =>
      effectiveNotificationModes(rolesOf(person.roles), storedModes(person.modes))[kind] === 'each',
  );
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The stored choices of a row (whatever does not parse is left out: the default applies). */
function storedModes(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : new Date(typeof value === 'number' || typeof value === 'string' ? value : (value as Date));

/**
 * The latest moment a digest at `hour` (company time) was due at or before `now`.
 */
export function latestDigestDue(now: Date, hour: number): Date {
  const offset = SITE_UTC_OFFSET_HOURS * HOUR_MS;
  const local = new Date(now.getTime() + offset);
  const due =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - offset;
  return new Date(due <= now.getTime() ? due : due - DAY_MS);
}

/** A moment as the digest names it: '26 November 2026, 08:00' in the reader's language. */
function sinceText(moment: Date, language: Language): string {
  const local = new Date(moment.getTime() + SITE_UTC_OFFSET_HOURS * HOUR_MS);
  const clock = `${localDigits(local.getUTCHours(), language, 2)}:${localDigits(local.getUTCMinutes(), language, 2)}`;
  const date = formatLongDate(moment.toISOString(), language);
  return language === 'ar' ? `${date}، ${clock}` : `${date}, ${clock}`;
}

/** One's own notification choices. */
export function notificationsService({ db }: { db: Db }) {
  const settingsOf = async (actor: Actor): Promise<NotificationSettings> => {
    const row = await notifications.find(db, actor.user.id);
    return {
      modes: effectiveNotificationModes(actor.user.roles, storedModes(row?.modes)),
      digestHour: row ? toNumber(row.digest_hour) : DEFAULT_DIGEST_HOUR,
    };
  };
  return {
    async get(actor: Actor): Promise<NotificationSettings> {
      return settingsOf(actor);
    },

    /**
     * Changes some kinds' choices and the digest's hour. A kind the person may not see cannot be
     * chosen. The first digest tells of what arrives from now on (never a day's backlog at once).
     */
    async put(actor: Actor, body: NotificationSettingsBody): Promise<NotificationSettings> {
      const current = await settingsOf(actor);
      const modes: Partial<Record<SubmissionKind, NotificationMode>> = { ...current.modes };
      for (const [kind, mode] of Object.entries(body.modes ?? {}) as [
        SubmissionKind,
        NotificationMode,
      ][])
        if (mayUse(actor.user.roles, kind)) modes[kind] = mode;
      const digestHour = body.digestHour ?? current.digestHour;
      const now = new Date();
      await db.transaction(async (trx) => {
        await notifications.write(
          trx,
          actor.user.id,
          { modes: JSON.stringify(modes), digestHour },
          now,
        );
        await notifications.startDigestAt(trx, actor.user.id, now);
      });
      return { modes: effectiveNotificationModes(actor.user.roles, modes), digestHour };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

export interface NotifierOptions {
  /** How often the tables are looked at (besides `nudge()` after a submission here). */
  pollMs: number;
  /**
   * Confirmations one mailbox gets in a day; past it, items are told to staff but not confirmed.
   * Not switched off with the forms' rate limits: it protects strangers, not the server.
   */
  confirmationsPerRecipientPerDay: number;
  /** The site's public origin (PUBLIC_URL), for the links; else the last one a request named. */
  publicUrl: string | undefined;
  /**
   * Whether e-mail is set up. Without it nothing is queued: the notifier only keeps its place
   * (turning e-mail on later does not send a backlog of old confirmations) and digests pass.
   */
  mailEnabled: boolean;
  /** The clock (tests move it to a digest's hour). */
  now?: () => Date;
  logger: Logger;
}

/** Items told of per transaction. */
const BATCH = 50;

export class SubmissionNotifier {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly passes = new SinglePass({
    pass: () => this.run(),
    mayRun: () => !this.stopped && Boolean(this.timer),
    failed: (error) => this.options.logger.error('notifications failed', { error }),
  });
  private origin: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: NotifierOptions,
  ) {
    this.origin = options.publicUrl;
  }

  /** The origin of a request (used for links while PUBLIC_URL is not set). */
  seenOrigin(origin: string): void {
    if (!this.options.publicUrl) this.origin = origin;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Looks for new items and due digests now (after a submission was stored here). */
  nudge(): void {
    this.passes.request();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.passes.current;
  }

  /** One pass: every kind's new items, then the digests that are due. */
  async run(): Promise<void> {
    for (const kind of SUBMISSION_KINDS)
      while (!this.stopped && (await this.tellNew(kind)) === BATCH);
    if (!this.stopped) await this.sendDigests();
  }

  /** The site's origin for links in staff e-mails (PUBLIC_URL, else the last request's). */
  linkOrigin(): string {
    return this.origin ?? 'http://localhost';
  }

  private link(path: string): string {
    return `${this.linkOrigin()}${path}`;
  }

  /** Tells of up to BATCH new items of a kind; answers how many. */
  private async tellNew(kind: SubmissionKind): Promise<number> {
    const horizon = await notifications.committedHorizon(this.db, kind);
    return this.db.transaction(async (trx) => {
      const after = await notifications.lockCursor(trx, kind);
      if (!this.options.mailEnabled) {
        if (horizon > after) await notifications.moveCursor(trx, kind, horizon);
        return 0;
      }
      const items = await notifications.itemsAfter(trx, kind, after, horizon, BATCH);
      if (items.length === 0) return 0;
      const followers = await followersOf(trx, kind);
      for (const item of items) {
        const id = toNumber(item.id);
        const values = { name: item.name, about: item.about ?? '' };
        const language = isLanguage(item.language) ? item.language : 'ar';
        // Counted in this transaction: the batch's own confirmations count too.
        const confirmed = await outbox.countToSince(
          trx,
          'submission_received',
          item.email,
          new Date(Date.now() - DAY_MS),
        );
        if (confirmed < this.options.confirmationsPerRecipientPerDay)
          await enqueueRendered(trx, {
            kind: 'submission_received',
            to: item.email,
            language,
            mail: renderSubmissionReceived(language, kind, { name: item.name }),
            item: { kind, id },
          });
        for (const person of followers) {
          const theirs = languageIn(person.preferences);
          await enqueueRendered(trx, {
            kind: 'submission_new',
            to: person.email,
            language: theirs,
            mail: renderSubmissionNew(theirs, kind, {
              ...values,
              link: this.link(adminItemPath(kind, id)),
            }),
            item: { kind, id },
          });
        }
      }
      await notifications.moveCursor(trx, kind, toNumber(items[items.length - 1]!.id));
      return items.length;
    });
  }

  /** Sends each digest that is due, once (claimed with the e-mail in one transaction). */
  private async sendDigests(): Promise<void> {
    const now = (this.options.now ?? (() => new Date()))();
    const people = await notifications.recipients(this.db);
    for (const person of people) {
      if (person.digest_hour === null || person.digest_hour === undefined) continue;
      const roles = rolesOf(person.roles);
      const modes = effectiveNotificationModes(roles, storedModes(person.modes));
      const kinds = SUBMISSION_KINDS.filter((kind) => modes[kind] === 'digest');
      if (kinds.length === 0) continue;
      const due = latestDigestDue(now, toNumber(person.digest_hour));
      const through = dateOf(person.digest_through);
      if (through && through.getTime() >= due.getTime()) continue;
      const since = through ?? new Date(due.getTime() - DAY_MS);
      await this.db.transaction(async (trx) => {
        if (!(await notifications.claimDigest(trx, toNumber(person.id), through, due))) return;
        if (!this.options.mailEnabled) return;
        const language = languageIn(person.preferences);
        const sections: DigestSection[] = [];
        for (const kind of kinds) {
          const { rows, total } = await notifications.itemsBetween(
            trx,
            kind,
            since,
            due,
            DIGEST_ITEMS_PER_KIND,
          );
          if (total === 0) continue;
          sections.push({
            kind,
            total,
            items: rows.map((row) => ({ name: row.name, about: row.about ?? '' })),
            link: this.link(adminListPath(kind)),
          });
        }
        // Nothing new: the day is marked done, and no e-mail says so.
        if (sections.length === 0) return;
        await enqueueRendered(trx, {
          kind: 'digest',
          to: person.email,
          language,
          mail: renderDigest(language, {
            name: person.name ?? person.email,
            since: sinceText(since, language),
            sections,
          }),
        });
      });
    }
  }
}
