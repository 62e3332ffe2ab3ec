/**
 * Reply templates: texts staff keep for the replies they write often, one per submission kind,
 * each in both languages, with the placeholders `{name}`, `{position}` and `{company}` that the
 * reply box fills in for the item being answered (shared/src/replyTemplate.ts, re-exported here
 * for the admin: the shared package's exports name this module, not that one).
 */
import { z } from 'zod';
import { REPLY_MAX } from '../constants';
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../replyTemplate';
import { SUBMISSION_KINDS } from '../status';
import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from './common';

export {
  TEMPLATE_PLACEHOLDERS,
  fillTemplate,
  templateValues,
  type TemplatePlaceholder,
  type TemplateValues,
} from '../replyTemplate';

/** The longest label staff give a template. */
export const REPLY_TEMPLATE_NAME_MAX = 120;
/** The most templates a list answers (a kind has a handful; the cap bounds a runaway). */
export const REPLY_TEMPLATES_MAX = 200;

const PLACEHOLDER_NAMES = TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`);
const USE_INSTEAD = `${PLACEHOLDER_NAMES.slice(0, -1).join(', ')} or ${PLACEHOLDER_NAMES.at(-1)}`;

/** A template's text in one language: like a reply's, with only the known placeholders. */
const templateText = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(REPLY_MAX, `At most ${REPLY_MAX} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE)
    .superRefine((value, ctx) => {
      for (const placeholder of unknownPlaceholders(value))
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder ${placeholder}: use ${USE_INSTEAD}`,
        });
    });

/** PUT /api/admin/reply-templates/:id: a template's label and texts (its kind stays). */
export const replyTemplateUpdateSchema = z.strictObject({
  name: z
    .string('Name the template')
    .trim()
    .min(1, 'Name the template')
    .max(REPLY_TEMPLATE_NAME_MAX, `At most ${REPLY_TEMPLATE_NAME_MAX} characters`)
    .refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE),
  bodyAr: templateText('Write the Arabic text'),
  bodyEn: templateText('Write the English text'),
});
export type ReplyTemplateUpdate = z.infer<typeof replyTemplateUpdateSchema>;

/** POST /api/admin/reply-templates: a new template of a kind. */
export const replyTemplateInputSchema = replyTemplateUpdateSchema.extend({
  kind: z.enum(SUBMISSION_KINDS, 'Choose the kind of submission the template answers'),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

/** GET /api/admin/reply-templates: the templates of one kind, or of every kind one may use. */
export const replyTemplateQuerySchema = z.strictObject({
  kind: z.enum(SUBMISSION_KINDS, `kind must be one of ${SUBMISSION_KINDS.join(', ')}`).optional(),
});
export type ReplyTemplateQuery = z.infer<typeof replyTemplateQuerySchema>;

export const replyTemplateSchema = z.object({
  id: z.number(),
  kind: z.enum(SUBMISSION_KINDS),
  name: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** The answer of GET: ordered by name. */
export const replyTemplateListSchema = z.object({ templates: z.array(replyTemplateSchema) });

/** The answer of POST and PUT: the template as stored. */
export const replyTemplateResponseSchema = z.object({ template: replyTemplateSchema });
