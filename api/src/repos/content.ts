/**
 * The SQL of the site's content: team_members, ventures, partners (each list in its
 * `position` order; the team per `team_group`), their pictures (content_images) and the pictures'
 * served variants (content_image_variants). Each list is bounded by CONTENT_LIMITS.items.
 */
import { CONTENT_LIMITS } from '@vb/shared/constants';
import type { TeamGroup } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { countRows } from '../db/values';

/** The three lists staff edit. */
export const CONTENT_LISTS = ['team', 'ventures', 'partners'] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

const TABLE: Record<ContentList, string> = {
  team: 'team_members',
  ventures: 'ventures',
  partners: 'partners',
};

/** The columns of each list that hold a picture's id. */
export const PICTURE_COLUMNS: Record<ContentList, readonly string[]> = {
  team: ['photo_id'],
  ventures: ['logo_id'],
  partners: ['logo_id', 'logo_dark_id'],
};

export interface TeamMemberRow {
  id: string;
  team_group: TeamGroup;
  name_ar: string;
  name_en: string;
  role_ar: string;
  role_en: string;
  bio_ar: string;
  bio_en: string;
  photo_id: string | null;
  linkedin: string | null;
  position: number;
}
export interface VentureRow {
  id: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  logo_id: string | null;
  url: string;
  position: number;
}
export interface PartnerRow {
  id: string;
  name_ar: string;
  name_en: string;
  logo_id: string | null;
  logo_dark_id: string | null;
  url: string;
  position: number;
}
export interface ContentRows {
  team: TeamMemberRow;
  ventures: VentureRow;
  partners: PartnerRow;
}
/** The edited columns of an item of a list. */
export type ContentColumns<L extends ContentList> = Omit<ContentRows[L], 'id' | 'position'>;

/** A picture as the lists show it (its bytes left out). */
export interface ContentImageRow {
  id: string;
  kind: string;
  mime_type: string;
  width: number;
  height: number;
  sha256: string;
  alt_ar: string | null;
  alt_en: string | null;
}

const IMAGE_COLUMNS = ['id', 'kind', 'mime_type', 'width', 'height', 'sha256', 'alt_ar', 'alt_en'];

/** The team's groups are lists of their own; the other lists are one each. */
function ofList(db: Db, list: ContentList, group?: TeamGroup) {
  const query = db(TABLE[list]);
  if (list === 'team' && group) query.where({ team_group: group });
  return query;
}

/** A list's items in order (the team: every group, each in order). */
export async function listItems<L extends ContentList>(db: Db, list: L): Promise<ContentRows[L][]> {
  const query = db(TABLE[list]).select('*');
  if (list === 'team') query.orderBy('team_group');
  return (await query
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .limit(CONTENT_LIMITS.items * 3)) as ContentRows[L][];
}

export async function findItem<L extends ContentList>(
  db: Db,
  list: L,
  id: string,
): Promise<ContentRows[L] | undefined> {
  return (await db(TABLE[list]).where({ id }).first()) as ContentRows[L] | undefined;
}

export function countItems(db: Db, list: ContentList, group?: TeamGroup): Promise<number> {
  return countRows(ofList(db, list, group));
}

/** The position after the last item of a list (or group). */
export async function nextPosition(db: Db, list: ContentList, group?: TeamGroup): Promise<number> {
  const row = (await ofList(db, list, group).max({ top: 'position' }).first()) as
    { top: number | string | null } | undefined;
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

/** The ids of a list (or group), in order. */
export async function itemIds(db: Db, list: ContentList, group?: TeamGroup): Promise<string[]> {
  const rows = (await ofList(db, list, group)
    .select('id')
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .limit(CONTENT_LIMITS.items * 3)) as { id: string }[];
  return rows.map((row) => row.id);
}

export async function insertItem<L extends ContentList>(
  db: Db,
  list: L,
  row: ContentColumns<L> & { id: string; position: number },
  at: Date,
): Promise<void> {
  await db(TABLE[list]).insert({ ...row, created_at: at, updated_at: at });
}

/** Answers whether the item was there. */
export async function updateItem<L extends ContentList>(
  db: Db,
  list: L,
  id: string,
  columns: Partial<ContentColumns<L>> & { position?: number },
  at: Date,
): Promise<boolean> {
  return (
    (await db(TABLE[list])
      .where({ id })
      .update({ ...columns, updated_at: at })) > 0
  );
}

/** Answers whether the item was there. */
export async function deleteItem(db: Db, list: ContentList, id: string): Promise<boolean> {
  return (await db(TABLE[list]).where({ id }).delete()) > 0;
}

/** Puts a list's items in the order of `ids` (0, 1, …). */
export async function setPositions(db: Db, list: ContentList, ids: string[], at: Date) {
  for (const [position, id] of ids.entries())
    await db(TABLE[list]).where({ id }).update({ position, updated_at: at });
}

// ── pictures ──

export async function insertImage(
  db: Db,
  row: Omit<ContentImageRow, 'alt_ar' | 'alt_en'> & { data: Buffer; created_at: Date },
): Promise<void> {
  await db('content_images').insert({ ...row, alt_ar: null, alt_en: null });
}

/** The pictures of some ids (bytes left out). */
export async function imagesByIds(db: Db, ids: readonly string[]): Promise<ContentImageRow[]> {
  if (ids.length === 0) return [];
  return (await db('content_images')
    .whereIn('id', [...new Set(ids)])
    .select(IMAGE_COLUMNS)) as ContentImageRow[];
}

export async function findImage(db: Db, id: string): Promise<ContentImageRow | undefined> {
  return (await db('content_images').where({ id }).first(IMAGE_COLUMNS)) as
    ContentImageRow | undefined;
}

/** The stored picture's bytes (the source of its variants). */
export async function imageData(db: Db, id: string): Promise<unknown> {
  const row = (await db('content_images').where({ id }).first('data')) as
    { data: unknown } | undefined;
  return row?.data;
}

export async function setImageAlt(db: Db, id: string, alt: { ar: string; en: string }) {
  await db('content_images').where({ id }).update({ alt_ar: alt.ar, alt_en: alt.en });
}

/** Whether any item of any list shows the picture. */
export async function imageInUse(db: Db, id: string): Promise<boolean> {
  for (const list of Object.keys(PICTURE_COLUMNS) as ContentList[]) {
    for (const column of PICTURE_COLUMNS[list]) {
      if (await db(TABLE[list]).where(column, id).first('id')) return true;
    }
  }
  return false;
}

/** Deletes a picture and its variants. */
export async function removeImage(db: Db, id: string): Promise<void> {
  await db('content_image_variants').where({ image_id: id }).delete();
  await db('content_images').where({ id }).delete();
}

/** Pictures uploaded before `before` that no item shows (uploads never used): their ids. */
export async function unusedImagesBefore(db: Db, before: Date, limit = 100): Promise<string[]> {
  const query = db('content_images').where('created_at', '<', before).select('id').limit(limit);
  for (const list of Object.keys(PICTURE_COLUMNS) as ContentList[]) {
    for (const column of PICTURE_COLUMNS[list]) {
      query.whereNotIn('id', db(TABLE[list]).whereNotNull(column).select(column));
    }
  }
  return ((await query) as { id: string }[]).map((row) => row.id);
}

// ── served variants ──

export async function findVariant(
  db: Db,
  imageId: string,
  width: number,
  format: string,
): Promise<unknown> {
  const row = (await db('content_image_variants')
    .where({ image_id: imageId, width, format })
    .first('data')) as { data: unknown } | undefined;
  return row?.data;
}

/** Keeps a variant; another instance having made it first is fine (the same bytes' worth). */
export async function insertVariant(
  db: Db,
  row: { image_id: string; width: number; format: string; data: Buffer },
): Promise<void> {
  await db('content_image_variants')
    .insert(row)
    .onConflict(['image_id', 'width', 'format'])
    .ignore();
}

/** Every list and the pictures they show (bounded: CONTENT_LIMITS.items a list). */
export async function loadAll(db: Db) {
  const [team, ventures, partners] = await Promise.all([
    listItems(db, 'team'),
    listItems(db, 'ventures'),
    listItems(db, 'partners'),
  ]);
  const ids = [
    ...team.map((row) => row.photo_id),
    ...ventures.map((row) => row.logo_id),
    ...partners.flatMap((row) => [row.logo_id, row.logo_dark_id]),
  ].filter((id): id is string => id !== null);
  const images = new Map((await imagesByIds(db, ids)).map((row) => [row.id, row]));
  return { team, ventures, partners, images };
}
