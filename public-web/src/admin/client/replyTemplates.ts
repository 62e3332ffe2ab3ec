/** The texts staff start their replies from: a kind's templates, and changing them. */
import {
  type ReplyTemplate,
  type ReplyTemplateInput,
  type ReplyTemplateUpdate,
  replyTemplateListSchema,
  replyTemplateResponseSchema,
} from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import type { Transport } from './transport';

const BASE = '/api/admin/reply-templates';

export function replyTemplateCalls({ send, json }: Transport) {
  return {
    /** The templates of `kind` (else of every kind one's roles reach), by name. */
    async replyTemplates(kind?: SubmissionKind, signal?: AbortSignal): Promise<ReplyTemplate[]> {
      const path = kind ? `${BASE}?kind=${encodeURIComponent(kind)}` : BASE;
      return (await json('GET', path, replyTemplateListSchema, undefined, signal)).templates;
    },
    async createReplyTemplate(input: ReplyTemplateInput): Promise<ReplyTemplate> {
      return (await json('POST', BASE, replyTemplateResponseSchema, input)).template;
    },
    /** Replaces a template's label and texts (its kind stays). */
    async updateReplyTemplate(id: number, input: ReplyTemplateUpdate): Promise<ReplyTemplate> {
      return (await json('PUT', `${BASE}/${id}`, replyTemplateResponseSchema, input)).template;
    },
    async deleteReplyTemplate(id: number): Promise<void> {
      await send('DELETE', `${BASE}/${id}`);
    },
  };
}
