/**
 * The site's content run by staff: the team (three groups), the ventures and the
 * partners, each an ordered list; their pictures, uploaded once (normalised: upright, no metadata,
 * portraits cropped) and served at CONTENT_IMAGE.widths in the format the browser accepts.
 * Every action is the `content` area's (editors and owners), audited in its transaction, and
 * forgets the public reads and rendered pages (the home page shows the lists).
 */
import { randomBytes } from 'node:crypto';
import { CONTENT_IMAGE, CONTENT_LIMITS } from '@vb/shared/constants';
import type { AuditItemKind } from '@vb/shared/audit';
import type {
  ContentImageInput,
  ContentImageKind,
  ContentOrder,
  PartnerInput,
  TeamMember,
  TeamMemberInput,
  VentureInput,
} from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { toBuffer } from '../db/values';
import type { Actor } from '../domain/actor';
import { invalid, notFound } from '../domain/errors';
import type { PublicReads } from '../readModel/publicReads';
import * as repo from '../repos/content';
import type { ContentColumns, ContentImageRow, ContentList, ContentRows } from '../repos/content';
import {
  type VariantFormat,
  decodeContentImage,
  makeVariant,
  normaliseContentImage,
  variantFormat,
  variantMimeType,
} from '../uploads/contentImage';
import { auditWho, recordAudit } from './audit';

/** How long an uploaded picture no item shows is kept (the admin's form may still be open). */
export const UNUSED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

const ITEM_KIND: Record<ContentList, AuditItemKind> = {
  team: 'team-member',
  ventures: 'venture',
  partners: 'partner',
};

/** The inputs of each list. */
interface ListTypes {
  team: { input: TeamMemberInput };
  ventures: { input: VentureInput };
  partners: { input: PartnerInput };
}

/** An item as it now is, with the pictures it shows. */
export interface ContentItem<L extends ContentList> {
  row: ContentRows[L];
  images: ReadonlyMap<string, ContentImageRow>;
}

/** An input's pictures: the field each comes from and its reference (null: none). */
function picturesOf<L extends ContentList>(
  list: L,
  input: ListTypes[L]['input'],
): { path: string; picture: ContentImageInput | null }[] {
  if (list === 'team') return [{ path: 'photo', picture: (input as TeamMemberInput).photo }];
  if (list === 'ventures') return [{ path: 'logo', picture: (input as VentureInput).logo }];
  const partner = input as PartnerInput;
  return [
    { path: 'logo', picture: partner.logo },
    { path: 'logoDark', picture: partner.logoDark },
  ];
}

/** The columns an input sets. */
function columnsOf<L extends ContentList>(
  list: L,
  input: ListTypes[L]['input'],
): ContentColumns<L> {
  if (list === 'team') {
    const m = input as TeamMemberInput;
    return {
      team_group: m.group,
      name_ar: m.name.ar,
      name_en: m.name.en,
      role_ar: m.role.ar,
      role_en: m.role.en,
      bio_ar: m.bio.ar,
      bio_en: m.bio.en,
      photo_id: m.photo?.id ?? null,
      linkedin: m.linkedin,
    } satisfies ContentColumns<'team'> as unknown as ContentColumns<L>;
  }
  if (list === 'ventures') {
    const v = input as VentureInput;
    return {
      name_ar: v.name.ar,
      name_en: v.name.en,
      description_ar: v.description.ar,
      description_en: v.description.en,
      logo_id: v.logo?.id ?? null,
      url: v.url,
    } satisfies ContentColumns<'ventures'> as unknown as ContentColumns<L>;
  }
  const p = input as PartnerInput;
  return {
    name_ar: p.name.ar,
    name_en: p.name.en,
    logo_id: p.logo?.id ?? null,
    logo_dark_id: p.logoDark?.id ?? null,
    url: p.url,
  } satisfies ContentColumns<'partners'> as unknown as ContentColumns<L>;
}

/** The picture ids a row shows. */
function pictureIdsOf(list: ContentList, row: object): string[] {
  return repo.PICTURE_COLUMNS[list]
    .map((column) => (row as Record<string, string | null>)[column])
    .filter((id): id is string => typeof id === 'string');
}

const groupOf = (list: ContentList, row: object) =>
  list === 'team' ? (row as repo.TeamMemberRow).team_group : undefined;

const newId = () => randomBytes(12).toString('base64url');

export function contentService({ db, reads }: { db: Db; reads: PublicReads }) {
  /** An item and its pictures, read in `trx`. */
  async function itemIn<L extends ContentList>(
    trx: Db,
    list: L,
    id: string,
  ): Promise<ContentItem<L>> {
    const row = await repo.findItem(trx, list, id);
    if (!row) throw notFound('content_not_found');
    const images = new Map(
      (await repo.imagesByIds(trx, pictureIdsOf(list, row))).map((image) => [image.id, image]),
    );
    return { row, images };
  }

  /** Checks an input's pictures exist and keeps their alt text with them. */
  async function attachPictures<L extends ContentList>(
    trx: Db,
    list: L,
    input: ListTypes[L]['input'],
  ) {
    for (const { path, picture } of picturesOf(list, input)) {
      if (!picture) continue;
      if (!(await repo.findImage(trx, picture.id))) {
        throw invalid(
          'content_image_unknown',
          'This picture is no longer stored; upload it again',
          [{ path: `${path}.id`, message: 'Unknown image' }],
        );
      }
      if (picture.alt) await repo.setImageAlt(trx, picture.id, picture.alt);
    }
  }

  /** Deletes those of `ids` no item shows any more (a picture replaced or its item removed). */
  async function dropUnused(trx: Db, ids: readonly string[]) {
    for (const id of new Set(ids))
      if (!(await repo.imageInUse(trx, id))) await repo.removeImage(trx, id);
  }

  async function assertRoom(trx: Db, list: ContentList, group?: string) {
    const count = await repo.countItems(trx, list, group as TeamMember['group'] | undefined);
    if (count >= CONTENT_LIMITS.items) {
      const message = `This list holds at most ${CONTENT_LIMITS.items} items`;
      throw invalid('validation_failed', message, [{ path: 'group', message }]);
    }
  }

  /** Variants being made in this process (one making per picture, width and format). */
  const making = new Map<string, Promise<Buffer>>();

  async function makeAndKeep(id: string, width: number, format: VariantFormat): Promise<Buffer> {
    const source = await repo.imageData(db, id);
    if (source === undefined) throw notFound('content_image_not_found');
    const data = await makeVariant(toBuffer(source), width, format);
    try {
      await repo.insertVariant(db, { image_id: id, width, format, data });
    } catch {
      // The picture was deleted meanwhile: the bytes still answer this request.
    }
    return data;
  }

  return {
    /** GET /api/admin/content: every list, in order. */
    list() {
      return repo.loadAll(db);
    },

    /** Adds an item at the end of its list (the team: of its group). */
    async create<L extends ContentList>(
      actor: Actor,
      list: L,
      input: ListTypes[L]['input'],
    ): Promise<ContentItem<L>> {
      return reads.writing(() =>
        db.transaction(async (trx) => {
          const columns = columnsOf(list, input);
          const group = groupOf(list, columns);
          await assertRoom(trx, list, group);
          await attachPictures(trx, list, input);
          const id = newId();
          const position = await repo.nextPosition(trx, list, group);
          await repo.insertItem(trx, list, { ...columns, id, position }, new Date());
          await recordAudit(trx, auditWho(actor), {
            action: 'content_created',
            itemKind: ITEM_KIND[list],
            itemId: id,
            detail: columns.name_en,
          });
          return itemIn(trx, list, id);
        }),
      );
    },

    /** Edits an item; a team member moved to another group goes to its end. */
    async update<L extends ContentList>(
      actor: Actor,
      list: L,
      id: string,
      input: ListTypes[L]['input'],
    ): Promise<ContentItem<L>> {
      return reads.writing(() =>
        db.transaction(async (trx) => {
          const before = await repo.findItem(trx, list, id);
          if (!before) throw notFound('content_not_found');
          const columns = columnsOf(list, input);
          await attachPictures(trx, list, input);
          const group = groupOf(list, columns);
          const moved = group !== undefined && group !== groupOf(list, before);
          if (moved) await assertRoom(trx, list, group);
          const position = moved ? await repo.nextPosition(trx, list, group) : undefined;
          await repo.updateItem(
            trx,
            list,
            id,
            position === undefined ? columns : { ...columns, position },
            new Date(),
          );
          await dropUnused(trx, pictureIdsOf(list, before));
          await recordAudit(trx, auditWho(actor), {
            action: 'content_updated',
            itemKind: ITEM_KIND[list],
            itemId: id,
            detail: columns.name_en,
          });
          return itemIn(trx, list, id);
        }),
      );
    },

    /** Removes an item, and the pictures no other item shows. */
    async remove(actor: Actor, list: ContentList, id: string): Promise<void> {
      await reads.writing(() =>
        db.transaction(async (trx) => {
          const before = await repo.findItem(trx, list, id);
          if (!before) throw notFound('content_not_found');
          await repo.deleteItem(trx, list, id);
          await dropUnused(trx, pictureIdsOf(list, before));
          await recordAudit(trx, auditWho(actor), {
            action: 'content_deleted',
            itemKind: ITEM_KIND[list],
            itemId: id,
            detail: (before as { name_en: string }).name_en,
          });
        }),
      );
    },

    /** Puts a list (the team: one group) in a new order: every id of it exactly once. */
    async reorder(actor: Actor, list: ContentList, order: ContentOrder) {
      if (list === 'team' && !order.group) {
        throw invalid('validation_failed', 'Name the team group to order', [
          { path: 'group', message: 'Required' },
        ]);
      }
      const group = list === 'team' ? order.group : undefined;
      return reads.writing(() =>
        db.transaction(async (trx) => {
          const current = await repo.itemIds(trx, list, group);
          const given = new Set(order.ids);
          if (
            given.size !== order.ids.length ||
            given.size !== current.length ||
            current.some((id) => !given.has(id))
          ) {
            throw invalid(
              'content_order_invalid',
              'Give every item of the list exactly once; the list may have changed meanwhile',
              [{ path: 'ids', message: 'Every item of the list exactly once' }],
            );
          }
          await repo.setPositions(trx, list, order.ids, new Date());
          await recordAudit(trx, auditWho(actor), {
            action: 'content_reordered',
            itemKind: ITEM_KIND[list],
            detail: group ?? list,
          });
          return repo.loadAll(trx);
        }),
      );
    },

    /**
     * Stores an uploaded picture, normalised; answers its id and size. Uploads no item came to
     * show within UNUSED_IMAGE_TTL_MS are pruned here, at the next upload.
     */
    async uploadImage(upload: {
      kind: ContentImageKind;
      dataUrl: string;
    }): Promise<{ id: string; width: number; height: number }> {
      const image = await normaliseContentImage(
        await decodeContentImage(upload.dataUrl),
        upload.kind,
      );
      const id = newId();
      const now = new Date();
      await db.transaction(async (trx) => {
        await repo.insertImage(trx, {
          id,
          kind: upload.kind,
          mime_type: image.mimeType,
          width: image.width,
          height: image.height,
          sha256: image.sha256,
          data: image.bytes,
          created_at: now,
        });
        const stale = await repo.unusedImagesBefore(
          trx,
          new Date(now.getTime() - UNUSED_IMAGE_TTL_MS),
        );
        for (const staleId of stale) await repo.removeImage(trx, staleId);
      });
      return { id, width: image.width, height: image.height };
    },

    /**
     * GET /api/images/:id/:width — a picture at one of CONTENT_IMAGE.widths in the format `accept`
     * names: kept once made (across instances: the first insert wins), made once at a time here.
     */
    async variant(id: string, width: number, accept: string | undefined) {
      if (!(CONTENT_IMAGE.widths as readonly number[]).includes(width))
        throw notFound('content_image_not_found');
      const image = await repo.findImage(db, id);
      if (!image) throw notFound('content_image_not_found');
      const format = variantFormat(accept, image.mime_type);
      return {
        mimeType: variantMimeType(format),
        etag: `"${image.sha256.slice(0, 24)}-${width}-${format}"`,
        /** The bytes (asked only when the client's copy is not the same). */
        async data(): Promise<Buffer> {
          const kept = await repo.findVariant(db, id, width, format);
          if (kept !== undefined) return toBuffer(kept);
          const key = `${id}/${width}/${format}`;
          let pending = making.get(key);
          if (!pending) {
            pending = makeAndKeep(id, width, format).finally(() => making.delete(key));
            making.set(key, pending);
          }
          return pending;
        },
      };
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
