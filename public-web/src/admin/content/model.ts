/**
 * The Site content tab's logic, apart from React: which list an item belongs to, the
 * new order after a move, the form's values ↔ the API's inputs, and where a problem is shown.
 */
import { CONTENT_IMAGE } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import {
  partnerInputSchema,
  teamMemberInputSchema,
  ventureInputSchema,
  type ContentImage,
  type ContentImageInput,
  type Localized,
  type Partner,
  type PartnerInput,
  type SiteContent,
  type TeamGroup,
  type TeamMember,
  type TeamMemberInput,
  type Venture,
  type VentureInput,
} from '@vb/shared/schemas';

/** The three lists of the tab, as the API names them (`/api/admin/content/<kind>`). */
export const CONTENT_KINDS = ['team', 'ventures', 'partners'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One item of any list. */
export type ContentItem = TeamMember | Venture | Partner;

/** One list: a team group, the ventures or the partners. */
export interface ListRef {
  kind: ContentKind;
  /** The team's group (team only). */
  group?: TeamGroup;
}

/** The items of one list, in their order. */
export function listItems(content: SiteContent, list: ListRef): ContentItem[] {
  if (list.kind === 'team') return content.team[list.group ?? 'leadership'];
  return content[list.kind];
}

/**
 * The ids of a list after moving `activeId` to the place of `overId` (dnd-kit's sortable move):
 * null when nothing moves.
 */
export function movedIds(
  ids: readonly string[],
  activeId: string,
  overId: string,
): string[] | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The content with one list put in the order of `ids` (ids it does not hold are left out). */
export function withOrder(
  content: SiteContent,
  list: ListRef,
  ids: readonly string[],
): SiteContent {
  const items = listItems(content, list);
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  // Items the order does not name (added meanwhile) keep their place at the end.
  const rest = items.filter((item) => !ids.includes(item.id));
  const next = [...ordered, ...rest];
  if (list.kind === 'team') {
    const group = list.group ?? 'leadership';
    return { ...content, team: { ...content.team, [group]: next as TeamMember[] } };
  }
  return { ...content, [list.kind]: next };
}

// ── the form ──

/** A picture in the form: the stored picture (its size for the preview) and its alt text. */
export interface PictureValue {
  id: string;
  width: number;
  height: number;
}

/** The picture fields of each kind and the kind of picture each takes. */
export const PICTURE_FIELDS = {
  // A portrait is decoration beside the member's name: no alt text to ask for.
  team: [{ name: 'photo', kind: 'portrait', described: false }],
  ventures: [{ name: 'logo', kind: 'logo', described: true }],
  partners: [
    { name: 'logo', kind: 'logo', described: true },
    { name: 'logoDark', kind: 'logo', described: true },
  ],
} as const;
export type PictureFieldName = 'photo' | 'logo' | 'logoDark';

/** The form's values: text in both languages by field, each picture and its alt text apart. */
export interface ContentFormValues {
  group?: TeamGroup;
  name: Localized;
  role?: Localized;
  bio?: Localized;
  description?: Localized;
  linkedin?: string;
  url?: string;
  photo?: PictureValue | null;
  logo?: PictureValue | null;
  logoAlt?: Localized;
  logoDark?: PictureValue | null;
  logoDarkAlt?: Localized;
}

const blank = (): Localized => ({ ar: '', en: '' });

const picture = (image: ContentImage | null): PictureValue | null =>
  image && { id: image.id, width: image.width, height: image.height };

/** The form's values for an item (or a new one of the kind; a new member in `group`). */
export function itemToValues(
  kind: ContentKind,
  item: ContentItem | null,
  group: TeamGroup = 'leadership',
): ContentFormValues {
  if (kind === 'team') {
    const member = item as TeamMember | null;
    return {
      group: member?.group ?? group,
      name: member ? { ...member.name } : blank(),
      role: member ? { ...member.role } : blank(),
      bio: member ? { ...member.bio } : blank(),
      linkedin: member?.linkedin ?? '',
      photo: picture(member?.photo ?? null),
    };
  }
  if (kind === 'ventures') {
    const venture = item as Venture | null;
    return {
      name: venture ? { ...venture.name } : blank(),
      description: venture ? { ...venture.description } : blank(),
      url: venture?.url ?? 'https://',
      logo: picture(venture?.logo ?? null),
      logoAlt: venture?.logo ? { ...venture.logo.alt } : blank(),
    };
  }
  const partner = item as Partner | null;
  return {
    name: partner ? { ...partner.name } : blank(),
    url: partner?.url ?? 'https://',
    logo: picture(partner?.logo ?? null),
    logoAlt: partner?.logo ? { ...partner.logo.alt } : blank(),
    logoDark: picture(partner?.logoDark ?? null),
    logoDarkAlt: partner?.logoDark ? { ...partner.logoDark.alt } : blank(),
  };
}

const text = (value: Localized | undefined): Localized => ({
  ar: value?.ar ?? '',
  en: value?.en ?? '',
});

const pictureInput = (
  value: PictureValue | null | undefined,
  alt: Localized | undefined,
): ContentImageInput | null => (value ? { id: value.id, alt: text(alt) } : null);

/**
 * A LinkedIn handle from what was typed: the handle itself, or a whole profile address
 * (`https://www.linkedin.com/in/<handle>/`) reduced to it; empty is none.
 */
export function linkedinHandle(typed: string | undefined): string | null {
  const value = (typed ?? '').trim();
  if (!value) return null;
  const match = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(value);
  return match ? decodeURIComponent(match[1]!) : value.replace(/^@/, '');
}

export type ContentInput = TeamMemberInput | VentureInput | PartnerInput;

/** The API's input for the form's values (checked by `parseInput`). */
export function valuesToInput(kind: ContentKind, values: ContentFormValues): unknown {
  if (kind === 'team') {
    return {
      group: values.group ?? 'leadership',
      name: text(values.name),
      role: text(values.role),
      bio: text(values.bio),
      photo: values.photo ? { id: values.photo.id } : null,
      linkedin: linkedinHandle(values.linkedin),
    };
  }
  if (kind === 'ventures') {
    return {
      name: text(values.name),
      description: text(values.description),
      logo: pictureInput(values.logo, values.logoAlt),
      url: (values.url ?? '').trim(),
    };
  }
  return {
    name: text(values.name),
    logo: pictureInput(values.logo, values.logoAlt),
    logoDark: pictureInput(values.logoDark, values.logoDarkAlt),
    url: (values.url ?? '').trim(),
  };
}

/** Whether the form's values would save something else than what it opened with. */
export function contentValuesDiffer(
  kind: ContentKind,
  initial: ContentFormValues,
  current: Partial<ContentFormValues>,
): boolean {
  const before = JSON.stringify(valuesToInput(kind, initial));
  return JSON.stringify(valuesToInput(kind, { ...initial, ...current })) !== before;
}

const SCHEMAS = {
  team: teamMemberInputSchema,
  ventures: ventureInputSchema,
  partners: partnerInputSchema,
} as const;

export interface FieldIssue {
  path: string;
  message: string;
}

/** The form's values checked with the shared schema: the input, or the problems found. */
export function parseInput(
  kind: ContentKind,
  values: ContentFormValues,
): { ok: true; input: ContentInput } | { ok: false; issues: FieldIssue[] } {
  const result = SCHEMAS[kind].safeParse(valuesToInput(kind, values));
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/**
 * The form field a problem (the schema's path, as the API's `issues` name it too) is shown on:
 * `name.ar` → ['name', 'ar']; a logo's alt text `logo.alt.en` → ['logoAlt', 'en']; the
 * picture itself → ['logo'].
 */
export function issueField(path: string): (string | number)[] {
  const parts = path.split('.').filter(Boolean);
  const [first, second, third] = parts;
  if (first === 'photo' || first === 'logo' || first === 'logoDark') {
    if (second === 'alt' && third) return [`${first}Alt`, third];
    return [first];
  }
  if (first && (second === 'ar' || second === 'en')) return [first, second];
  return first ? [first] : [];
}

/** The catalog's text for a problem's message (the shared schemas' English messages). */
export function issueMessage(message: string): { key: MessageKey; values?: { max: number } } {
  if (message === 'Required') return { key: 'admin.content.form.required' };
  const max = /^At most (\d+) characters$/.exec(message)?.[1];
  if (max) return { key: 'validation.maxLength', values: { max: Number(max) } };
  if (message.startsWith('Use an address starting with https://'))
    return { key: 'admin.content.form.https' };
  if (message.startsWith('The part after linkedin.com/in/'))
    return { key: 'admin.content.form.linkedinInvalid' };
  if (message === 'Unknown image') return { key: 'admin.content.picture.unknown' };
  return { key: 'error.validation_failed' };
}

// ── pictures ──

/** Why a chosen file is refused before it is sent: not one of the types, or too large. */
export function pictureProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(CONTENT_IMAGE.mimeTypes as readonly string[]).includes(file.type))
    return 'admin.content.picture.badType';
  if (file.size > CONTENT_IMAGE.maxBytes) return 'admin.content.picture.tooLarge';
  return null;
}
