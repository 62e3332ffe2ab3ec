/** The submissions: lists, exports, the live feed, statuses, assignment, notes and résumés. */
import type { z } from 'zod';
import {
  adminSummarySchema,
  overviewSchema,
  type SubmissionSort,
  type SubmissionBulkBody,
  type SubmissionBulkResult,
  submissionBulkResultSchema,
  submissionAssigneesResponseSchema,
  type ContactMessage,
  type InvestorRequest,
  type JobApplication,
  submissionPageSchemas,
  submissionNoteResponseSchema,
  type SubmissionNote,
  replyResponseSchema,
  type ReplyBulkBody,
  type ReplyBulkResult,
  replyBulkResultSchema,
  type AnswerFile,
  type ThreadMessage,
  applicantCountsResponseSchema,
  type ApplicantCountsResponse,
  submissionDetailSchemas,
} from '@vb/shared/schemas';
import { SUBMISSION_RESPONSE_KEYS, type SubmissionKind } from '@vb/shared/status';
import { CSV_MIME_TYPE, csvFilename } from '@vb/shared/csv';
import type { Language } from '@vb/shared/options';
import type { Transport } from './transport';

const details = submissionDetailSchemas;

/** An item with its notes and history. */
export type SubmissionDetail<K extends SubmissionKind = SubmissionKind> = z.output<
  (typeof details)[K]
>;

/** The item type of each submission kind. */
export interface SubmissionItems {
  applications: JobApplication;
  'contact-messages': ContactMessage;
  'investor-requests': InvestorRequest;
}

/** What a submissions list is narrowed, ordered and paged by (GET /api/admin/<kind>). */
export interface SubmissionListParams {
  limit?: number;
  offset?: number;
  q?: string;
  status?: string | null;
  from?: string | null;
  to?: string | null;
  sort?: SubmissionSort;
  assignee?: string | null;
  archived?: '0' | '1';
  /** Applications: the applicants of one job listing (the job board). */
  jobId?: number;
}

/** What an export is narrowed by: the list's filters, or a selection of ids (at most 500). */
export type SubmissionExportParams = Omit<SubmissionListParams, 'limit' | 'offset'> & {
  ids?: readonly number[];
};

export function submissionCalls({ send, json, stream, host }: Transport) {
  return {
    /**
     * A kind's items as the server narrows, orders and pages them (every matching item without a
     * limit), with how many match in all. `signal` cancels a read that was superseded.
     */
    async list<K extends SubmissionKind>(
      kind: K,
      query: SubmissionListParams = {},
      signal?: AbortSignal,
    ): Promise<{ items: SubmissionItems[K][]; total: number }> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      const search = params.size > 0 ? `?${params}` : '';
      const body = (await json(
        'GET',
        `/api/admin/${kind}${search}`,
        submissionPageSchemas[kind],
        undefined,
        signal,
      )) as unknown as Record<string, SubmissionItems[K][]> & { total: number };
      return { items: body[SUBMISSION_RESPONSE_KEYS[kind].list]!, total: body.total };
    },
    /**
     * Saves the CSV file of every item of a kind the filters keep (or of the selected `ids`), in the
     * list's order, with the
     * headers and status labels of `language`: the server streams it. On the web the
     * browser downloads the address itself (the cookie session goes with it); on the desktop it is
     * read through the API relay (with the bearer token) and saved with the native dialog.
     */
    async exportCsv(
      kind: SubmissionKind,
      query: SubmissionExportParams,
      language: Language,
    ): Promise<'saved' | 'cancelled'> {
      const { ids, ...filters } = query;
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters))
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      // A selection: only these items (the server also applies any filter sent with it).
      if (ids !== undefined) params.set('ids', ids.join(','));
      params.set('lang', language);
      const path = `/api/admin/${kind}/export.csv?${params}`;
      const filename = csvFilename(kind, new Date());
      if (host.saveUrl && host.session.kind === 'cookie')
        return host.saveUrl({ url: `${host.apiBase}${path}`, filename });
      const res = await send('GET', path);
      return host.saveFile({ filename, mimeType: CSV_MIME_TYPE, bytes: await res.arrayBuffer() });
    },
    /**
     * Opens the live feed (GET /api/admin/events, Server-Sent Events): the stream's answer, its
     * body to be read until `signal` aborts. `lastEventId` asks for what was missed since.
     */
    async events(lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
      return stream('/api/admin/events', {
        signal,
        headers: {
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      });
    },
    /** The people a kind's items may be given to (active, working on its list). */
    async assignees(kind: SubmissionKind) {
      return (await json('GET', `/api/admin/${kind}/assignees`, submissionAssigneesResponseSchema))
        .assignees;
    },
    /** Gives an item to a person, or (null) to nobody. */
    async assign(kind: SubmissionKind, id: number, userId: number | null): Promise<void> {
      await send('PUT', `/api/admin/${kind}/${id}/assignee`, { userId });
    },
    /** Archives an item, or brings it back. */
    async setArchived(kind: SubmissionKind, id: number, archived: boolean): Promise<void> {
      await send('PUT', `/api/admin/${kind}/${id}/archived`, { archived });
    },
    /** The counts behind the dashboard's tab badges (of the person's own areas). */
    async summary() {
      return json('GET', '/api/admin/summary', adminSummarySchema);
    },
    /** The overview's figures, of the kinds the person reaches. */
    async overview() {
      return json('GET', '/api/admin/overview', overviewSchema);
    },
    /**
     * Sets an item's status; with `from` (a board's move) only if the item still has that status
     * and the kind's menu offers the move from it (else the server refuses with its reason).
     */
    async setStatus(
      kind: SubmissionKind,
      id: number,
      status: string,
      from?: string,
    ): Promise<void> {
      await send(
        'PUT',
        `/api/admin/${kind}/${id}/status`,
        from === undefined ? { status } : { status, from },
      );
    },
    /** The applicants of job listings per status, of `ids` or of every listing. */
    async applicantCounts(ids?: readonly number[]): Promise<ApplicantCountsResponse> {
      const search = ids && ids.length > 0 ? `?ids=${ids.join(',')}` : '';
      return json(
        'GET',
        `/api/admin/job-listings/applicant-counts${search}`,
        applicantCountsResponseSchema,
      );
    },
    async remove(kind: SubmissionKind | 'job-listings' | 'news', id: number): Promise<void> {
      await send('DELETE', `/api/admin/${kind}/${id}`);
    },
    /**
     * Sets one status on, or deletes, up to 500 items of a kind at once: how many it
     * changed, their ids, and the ids already gone.
     */
    async bulk(kind: SubmissionKind, body: SubmissionBulkBody): Promise<SubmissionBulkResult> {
      return json('POST', `/api/admin/${kind}/bulk`, submissionBulkResultSchema, body);
    },
    /** An item with its notes (oldest first) and history (oldest first). */
    async itemDetail<K extends SubmissionKind>(
      kind: K,
      id: number,
      signal?: AbortSignal,
    ): Promise<SubmissionDetail<K>> {
      const schema: z.ZodType = details[kind];
      return (await json(
        'GET',
        `/api/admin/${kind}/${id}`,
        schema,
        undefined,
        signal,
      )) as SubmissionDetail<K>;
    },
    /** Adds an internal note to an item; answers it as stored. */
    async addNote(kind: SubmissionKind, id: number, body: string): Promise<SubmissionNote> {
      return (
        await json('POST', `/api/admin/${kind}/${id}/notes`, submissionNoteResponseSchema, {
          body,
        })
      ).note;
    },
    /**
     * E-mails a reply to the person who sent the item, in `language` (else the language they
     * used on the form); answers the message as the thread now shows it.
     */
    async reply(
      kind: SubmissionKind,
      id: number,
      body: string,
      language?: Language,
    ): Promise<ThreadMessage> {
      return (
        await json(
          'POST',
          `/api/admin/${kind}/${id}/replies`,
          replyResponseSchema,
          language === undefined ? { body } : { body, language },
        )
      ).reply;
    },
    /**
     * Sends one of the kind's templates to each item of `ids`, each in its person's language:
     * which were sent, which were already gone, which had no address left.
     */
    async sendTemplate(kind: SubmissionKind, body: ReplyBulkBody): Promise<ReplyBulkResult> {
      return json('POST', `/api/admin/${kind}/replies`, replyBulkResultSchema, body);
    },
    /** Marks the person's answers on the item read (they were shown): no longer flagged new. */
    async markAnswersRead(kind: SubmissionKind, id: number): Promise<void> {
      await send('POST', `/api/admin/${kind}/${id}/answers/read`);
    },
    /** Replaces the text of one's own note (within the edit window). */
    async editNote(
      kind: SubmissionKind,
      id: number,
      noteId: number,
      body: string,
    ): Promise<SubmissionNote> {
      return (
        await json(
          'PUT',
          `/api/admin/${kind}/${id}/notes/${noteId}`,
          submissionNoteResponseSchema,
          { body },
        )
      ).note;
    },
    /**
     * A PDF résumé's bytes for the admin's preview (audited as viewed by the server),
     * drawn by the admin, never opened as a document.
     */
    async resumeForPreview(id: number): Promise<ArrayBuffer> {
      const res = await send('GET', `/api/admin/applications/${id}/resume?preview=1`);
      return res.arrayBuffer();
    },
    /** An answer's kept attachment, saved through the host under its name. */
    async downloadAnswerFile(kind: SubmissionKind, id: number, file: AnswerFile) {
      const res = await send('GET', `/api/admin/${kind}/${id}/files/${file.id}`);
      const mimeType = res.headers.get('content-type') ?? 'application/octet-stream';
      return host.saveFile({
        filename: file.filename,
        mimeType,
        bytes: await res.arrayBuffer(),
      });
    },
    /** The résumé's bytes, saved through the host under the stored file name. */
    async downloadResume(id: number, filename: string) {
      const res = await send('GET', `/api/admin/applications/${id}/resume`);
      const mimeType = res.headers.get('content-type') ?? 'application/octet-stream';
      return host.saveFile({ filename, mimeType, bytes: await res.arrayBuffer() });
    },
  };
}
