/** Reply templates in the shape of the shared schema. */
import type { ReplyTemplate } from '@vb/shared/schemas';
import { toIso, toNumber } from '../db/values';
import type { TemplateRow } from '../repos/replyTemplates';

export const presentReplyTemplate = (row: TemplateRow): ReplyTemplate => ({
  id: toNumber(row.id),
  kind: row.kind,
  name: row.name,
  bodyAr: row.body_ar,
  bodyEn: row.body_en,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});
