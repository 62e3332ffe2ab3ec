/**
 * An audit event's detail, read for display. The API keeps each detail as a short text in its own
 * fixed words ("replied (bulk of 3)", "erased 2 applications, …"): what the trail has always held,
 * rows of every past version included. Staff read the trail in their own language, so the admin
 * does not show that text but what it says, as phrases of the catalogs with their values (counts,
 * statuses, roles, dates, and the data typed by people: addresses, names, searches). A detail in
 * words this version does not know reads as null (the admin then shows it as it is).
 */
import type { AuditItemKind } from './audit';
import type { MessageKey } from './i18n';
import { ROLES, type Role } from './roles';
import { SUBMISSION_KINDS, type SubmissionKind } from './status';
import { submissionStatusLabelKey } from './submissionCsv';

/** What the trail holds in place of an erased person's name, address or search. */
export const AUDIT_ERASED = '[erased]';

/** A value in a phrase. */
export type DetailValue =
  /** A count or an id: written in the reader's digits. */
  | { count: number }
  /** Text as people typed it (an address, a name, a search): shown as it is, isolated. */
  | { text: string }
  /** A catalog text (a status, a list's name). */
  | { key: MessageKey }
  /** Catalog texts as a list ("Owner and Editor"). */
  | { keys: MessageKey[] }
  /** Phrases as a list ("2 applications, 1 note and 3 e-mails"). */
  | { phrases: DetailPhrase[] }
  /** A moment (ISO) or a calendar day (YYYY-MM-DD). */
  | { date: string };

/** One phrase of a detail: its catalog text and the values it names. */
export interface DetailPhrase {
  key: MessageKey;
  values?: Record<string, DetailValue>;
}

export interface AuditDetailSource {
  action: string;
  itemKind: AuditItemKind | null;
  detail: string | null;
}

const SUBMISSION_OF: Partial<Record<AuditItemKind, SubmissionKind>> = {
  application: 'applications',
  'contact-message': 'contact-messages',
  'investor-request': 'investor-requests',
};

const LIST_NAMES: Record<SubmissionKind, MessageKey> = {
  applications: 'admin.tabs.applications',
  'contact-messages': 'admin.tabs.contact',
  'investor-requests': 'admin.tabs.investors',
};

const CONTENT_GROUPS: Record<string, MessageKey> = {
  leadership: 'admin.content.group.leadership',
  islamic: 'admin.content.group.islamic',
  advisory: 'admin.content.group.advisory',
  team: 'admin.audit.detail.list.team',
  ventures: 'admin.audit.detail.list.ventures',
  partners: 'admin.audit.detail.list.partners',
};

/** The actions whose detail is one of a few fixed texts. */
const FIXED: Partial<Record<string, Record<string, MessageKey>>> = {
  sign_in_failed: {
    'too many attempts': 'admin.audit.detail.tooManyAttempts',
    'account disabled': 'admin.audit.detail.accountDisabled',
    'second factor': 'admin.audit.detail.secondFactor',
  },
  sign_in: { desktop: 'admin.audit.detail.desktop', web: 'admin.audit.detail.web' },
  setting_changed: {
    'requireTwoFactor: on': 'admin.audit.detail.twoFactorRequired',
    'requireTwoFactor: off': 'admin.audit.detail.twoFactorNotRequired',
  },
};

/** What a person's erasure removed, in the order the detail counts them. */
const ERASED_COUNTS = [
  'admin.audit.detail.count.applications',
  'admin.audit.detail.count.messages',
  'admin.audit.detail.count.investorRequests',
  'admin.audit.detail.count.notes',
  'admin.audit.detail.count.emails',
] as const satisfies readonly MessageKey[];

const phrase = (key: MessageKey, values?: Record<string, DetailValue>): DetailPhrase =>
  values ? { key, values } : { key };
const count = (n: string): DetailValue => ({ count: Number(n) });
/** Typed text, the erased marker in the reader's words. */
const typed = (text: string): DetailValue =>
  text === AUDIT_ERASED ? { key: 'admin.audit.detail.erased' } : { text };
const bulk = (n: string) => phrase('admin.audit.detail.bulk', { count: count(n) });

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** "owner, editor" as the roles' names; undefined when one is not a role. */
function roles(list: string): DetailValue | undefined {
  const names = list.split(', ');
  if (!names.every(isRole)) return undefined;
  return { keys: names.map((role): MessageKey => `admin.people.role.${role}`) };
}

function status(kind: SubmissionKind | undefined, value: string): DetailValue {
  const key = kind && submissionStatusLabelKey(kind, value);
  return key ? { key } : { text: value };
}

/** "k="v", k2="v2"": an export's filters, each a JSON value; undefined when not so written. */
function exportFilters(text: string): [string, string][] | undefined {
  const found: [string, string][] = [];
  const filter = /(\w+)=("(?:[^"\\]|\\.)*"|[^,\s]+)(?:, |$)/y;
  while (filter.lastIndex < text.length) {
    const match = filter.exec(text);
    if (!match) return undefined;
    try {
      found.push([match[1]!, String(JSON.parse(match[2]!))]);
    } catch {
      return undefined;
    }
  }
  return found;
}

function exportFilter(
  kind: SubmissionKind | undefined,
  [name, value]: [string, string],
): DetailPhrase | undefined {
  switch (name) {
    case 'q':
      return phrase('admin.audit.detail.search', { text: typed(value) });
    case 'status':
      return phrase('admin.audit.detail.status', { status: status(kind, value) });
    case 'from':
      return phrase('admin.audit.detail.from', { date: { date: value } });
    case 'to':
      return phrase('admin.audit.detail.to', { date: { date: value } });
    case 'ids':
      return phrase('admin.audit.detail.chosen', { count: { count: value.split(',').length } });
    case 'assignee':
      if (value === 'me') return phrase('admin.audit.detail.assigneeMe');
      if (value === 'none') return phrase('admin.audit.detail.assigneeNone');
      return /^\d+$/.test(value)
        ? phrase('admin.audit.detail.assigneePerson', { id: count(value) })
        : undefined;
    case 'archived':
      return phrase('admin.audit.detail.archivedOnly');
    case 'jobId':
      return /^\d+$/.test(value)
        ? phrase('admin.audit.detail.listing', { id: count(value) })
        : undefined;
    default:
      return undefined;
  }
}

/** A person's changes ("name; roles: owner; disabled"), each part as a phrase. */
function personChanges(detail: string): DetailPhrase[] | null {
  const phrases: DetailPhrase[] = [];
  for (const part of detail.split('; ')) {
    if (part === 'name') phrases.push(phrase('admin.audit.detail.nameChanged'));
    else if (part === 'disabled') phrases.push(phrase('admin.audit.detail.personDisabled'));
    else if (part === 'enabled') phrases.push(phrase('admin.audit.detail.personEnabled'));
    else if (part.startsWith('roles: ') && roles(part.slice(7)))
      phrases.push(phrase('admin.audit.detail.roles', { roles: roles(part.slice(7))! }));
    else return null;
  }
  return phrases;
}

/** The phrases of a detail that may end in " (bulk of N)" (a status or an assignment). */
function withBulk(detail: string, read: (head: string) => DetailPhrase | null) {
  const match = /^(.*) \(bulk of (\d+)\)$/.exec(detail);
  const head = read(match ? match[1]! : detail);
  if (!head) return null;
  return match ? [head, bulk(match[2]!)] : [head];
}

/**
 * What an event's detail says, as phrases (none when it has no detail); null when the detail is
 * in words this version does not know.
 */
export function readAuditDetail({
  action,
  itemKind,
  detail,
}: AuditDetailSource): DetailPhrase[] | null {
  if (!detail) return [];
  const kind = itemKind ? SUBMISSION_OF[itemKind] : undefined;
  const fixed = FIXED[action];
  if (fixed) return Object.hasOwn(fixed, detail) ? [phrase(fixed[detail]!)] : null;
  /** The phrases `build` makes of the detail's parts, when it is written as `pattern`. */
  const parts = (pattern: RegExp, build: (part: string[]) => DetailPhrase[]) => {
    const found = pattern.exec(detail);
    const read = found ? build(found.slice(1)) : [];
    return read.length > 0 ? read : null;
  };
  const bulkOnly = () => parts(/^bulk of (\d+)$/, ([n]) => [bulk(n!)]);
  switch (action) {
    case 'submission_deleted':
      if (detail === 'erasure of a person') return [phrase('admin.audit.detail.erasure')];
      return bulkOnly();
    case 'archived':
    case 'unarchived':
      return bulkOnly();
    case 'status_changed':
      return withBulk(detail, (head) =>
        /^[a-z_]+$/.test(head)
          ? phrase('admin.audit.detail.statusTo', { status: status(kind, head) })
          : null,
      );
    case 'assigned':
      return withBulk(detail, (head) => {
        if (head === 'unassigned') return phrase('admin.audit.detail.assignedNobody');
        const person = /^\d+ (\S+)$/.exec(head);
        return person
          ? phrase('admin.audit.detail.assignedTo', { person: typed(person[1]!) })
          : null;
      });
    case 'person_invited': {
      const at = detail.lastIndexOf(': ');
      const list = at > 0 ? roles(detail.slice(at + 2)) : undefined;
      return list
        ? [phrase('admin.audit.detail.invited', { email: typed(detail.slice(0, at)), roles: list })]
        : null;
    }
    case 'person_changed':
      return personChanges(detail);
    case 'submissions_exported':
      return parts(/^exported (\d+) rows(?: \((.*)\))?$/, ([rows, given]) => {
        const read = (given === undefined ? [] : exportFilters(given))?.map((f) =>
          exportFilter(kind, f),
        );
        if (!read || read.some((p) => p === undefined)) return [];
        return [
          phrase('admin.audit.detail.count.rows', { count: count(rows!) }),
          ...read.map((p) => p!),
        ];
      });
    case 'note_added':
    case 'note_edited':
      return parts(/^note (\d+)$/, ([id]) => [
        phrase('admin.audit.detail.note', { id: count(id!) }),
      ]);
    case 'reply_received':
      return parts(/^message (\d+)$/, ([id]) => [
        phrase('admin.audit.detail.message', { id: count(id!) }),
      ]);
    case 'reply_sent':
      return parts(/^message (\d+) \((ar|en)\)$/, ([id, language]) => [
        phrase('admin.audit.detail.messageIn', {
          id: count(id!),
          language: { key: `admin.content.language.${language as 'ar' | 'en'}` },
        }),
      ]);
    case 'answer_file_downloaded':
      return parts(/^file (\d+)$/, ([id]) => [
        phrase('admin.audit.detail.file', { id: count(id!) }),
      ]);
    case 'article_created':
      if (detail === 'published') return [phrase('admin.audit.detail.publishedAtOnce')];
      if (detail === 'draft') return [phrase('admin.audit.detail.draft')];
      return scheduled(detail);
    case 'article_published':
      if (detail === 'scheduled') return [phrase('admin.audit.detail.onSchedule')];
      return scheduled(detail);
    case 'article_updated':
    case 'article_scheduled':
    case 'article_unpublished':
      return scheduled(detail);
    case 'article_deleted':
      return [phrase('admin.audit.detail.address', { text: typed(detail) })];
    case 'article_restored':
      return parts(/^revision \d+ \(version (\d+)\)$/, ([version]) => [
        phrase('admin.audit.detail.version', { version: count(version!) }),
      ]);
    case 'content_created':
    case 'content_updated':
    case 'content_deleted':
      return [phrase('admin.audit.detail.name', { text: typed(detail) })];
    case 'content_reordered': {
      const group = CONTENT_GROUPS[detail];
      return group ? [phrase('admin.audit.detail.inList', { list: { key: group } })] : null;
    }
    case 'reply_template_created':
    case 'reply_template_updated':
    case 'reply_template_deleted':
      return parts(/^([a-z-]+): (.*)$/s, ([list, name]) =>
        (SUBMISSION_KINDS as readonly string[]).includes(list!)
          ? [
              phrase('admin.audit.detail.template', {
                list: { key: LIST_NAMES[list as SubmissionKind] },
                name: typed(name!),
              }),
            ]
          : [],
      );
    case 'applications_anonymised':
      return parts(
        /^anonymised (\d+) applications \(rejected (\d+), past retention (\d+)\)$/,
        ([all, rejected, expired]) => [
          phrase('admin.audit.detail.count.applications', { count: count(all!) }),
          phrase('admin.audit.detail.rejected', { count: count(rejected!) }),
          phrase('admin.audit.detail.pastRetention', { count: count(expired!) }),
        ],
      );
    case 'person_erased':
      return parts(
        /^erased (\d+) applications, (\d+) messages, (\d+) investor requests, (\d+) notes, (\d+) e-mails$/,
        (counts) => [
          phrase('admin.audit.detail.removed', {
            what: {
              phrases: ERASED_COUNTS.map((key, i) => phrase(key, { count: count(counts[i]!) })),
            },
          }),
        ],
      );
    default:
      return null;
  }
}

/** "scheduled for <ISO>": when the article is to be published. */
function scheduled(detail: string): DetailPhrase[] | null {
  const m = /^scheduled for (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(detail);
  return m ? [phrase('admin.audit.detail.scheduledFor', { date: { date: m[1]! } })] : null;
}
