import { z } from 'zod';
import {
  adminSummarySchema,
  overviewSchema,
  adminUserSchema,
  auditResponseSchema,
  outboxResponseSchema,
  settingsSchema,
  type Settings,
  recoveryCodesSchema,
  sessionsResponseSchema,
  twoFactorSetupSchema,
  imageUploadResponseSchema,
  contactMessageSchema,
  investorRequestSchema,
  jobApplicationSchema,
  adminArticlePageSchema,
  adminListingPageSchema,
  jobListingSchema,
  newsArticleSchema,
  slugCheckSchema,
  type SlugCheck,
  revisionsResponseSchema,
  translateResponseSchema,
  userCreatedSchema,
  usersResponseSchema,
  privacyErasureResultSchema,
  staffMemberSchema,
  type AdminUser,
  type UserCreateInput,
  type UserUpdateInput,
  type ArticleInput,
  type JobListingInput,
  type TranslateRequest,
  type SubmissionSort,
  type SubmissionBulkBody,
  type SubmissionBulkResult,
  submissionBulkResultSchema,
  type Preferences,
  preferencesResponseSchema,
  type NotificationSettings,
  type NotificationSettingsBody,
  notificationSettingsResponseSchema,
  submissionAssigneesResponseSchema,
  type ContactMessage,
  type InvestorRequest,
  type JobApplication,
  submissionDetailSchema,
  submissionNoteResponseSchema,
  type SubmissionNote,
  applicantCountsResponseSchema,
  type ApplicantCountsResponse,
  previewLinkSchema,
  siteContentSchema,
  contentImageUploadResponseSchema,
  type ContentImageKind,
  type ContentOrder,
} from '@vb/shared/schemas';
import { ApiError, request, requestJson, type RequestOptions } from '../app/http';
import { SUBMISSION_RESPONSE_KEYS, type SubmissionKind } from '@vb/shared/status';
import type { AuditAction } from '@vb/shared/audit';
import { CSV_MIME_TYPE, csvFilename } from '@vb/shared/csv';
import type { Language } from '@vb/shared/options';
import type { AdminHost } from './host';

export type { SubmissionKind };

/** A page of the audit trail and its filters. */
export interface AuditPageQuery {
  limit: number;
  offset: number;
  actor?: number;
  action?: AuditAction;
  /** A date (YYYY-MM-DD) or an ISO time: events at or after it. */
  since?: string;
}

/** A page of the admin's articles or job listings (GET …?limit&offset&q). */
export interface ContentPageQuery {
  limit: number;
  offset: number;
  q: string;
}

const contentPageParams = ({ limit, offset, q }: ContentPageQuery) => {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q.trim()) params.set('q', q.trim());
  return params.toString();
};

const lists = {
  applications: z.object({
    [SUBMISSION_RESPONSE_KEYS.applications.list]: z.array(jobApplicationSchema),
  }),
  'contact-messages': z.object({
    [SUBMISSION_RESPONSE_KEYS['contact-messages'].list]: z.array(contactMessageSchema),
  }),
  'investor-requests': z.object({
    [SUBMISSION_RESPONSE_KEYS['investor-requests'].list]: z.array(investorRequestSchema),
  }),
} satisfies Record<SubmissionKind, z.ZodType>;

/** GET /api/admin/<kind>/:id of each kind: the item, its notes and its history (issue 15). */
const details = {
  applications: submissionDetailSchema(jobApplicationSchema),
  'contact-messages': submissionDetailSchema(contactMessageSchema),
  'investor-requests': submissionDetailSchema(investorRequestSchema),
} satisfies Record<SubmissionKind, z.ZodType>;

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
  /** Issue 15 (applications): the applicants of one job listing (the job board). */
  jobId?: number;
}

/** What an export is narrowed by: the list's filters, or a selection of ids (at most 500). */
export type SubmissionExportParams = Omit<SubmissionListParams, 'limit' | 'offset'> & {
  ids?: readonly number[];
};

/**
 * The admin's API client: every call goes through the host's session mechanism; a 401 (the
 * session ended) is reported through `onUnauthorized` so the UI can ask to sign in again
 * without throwing away what is on screen. When `onUnauthorized` answers a promise, the call
 * waits for it: `true` (signed in again) sends the call once more with the new session, so a
 * save made as the session ended completes after the sign-in instead of failing. A 403
 * `forbidden` (the person's roles changed while signed in) goes to `onForbidden`, so the UI can
 * read the person's roles again.
 */
export function createAdminClient(
  host: AdminHost,
  onUnauthorized: () => Promise<boolean> | void,
  onForbidden: () => void = () => undefined,
) {
  /** The host's API base and session on a request. */
  async function withSession(options: RequestOptions): Promise<RequestOptions> {
    if (host.session.kind === 'cookie') return { ...options, base: host.apiBase };
    // The host's relay adds the session's token; the page has none to send.
    return { ...options, base: host.apiBase, credentials: 'omit' };
  }

  const endedSession = (path: string, error: unknown) =>
    error instanceof ApiError && error.status === 401 && !path.startsWith('/api/auth/');

  /** A 401 outside the sign-in calls means the session ended. */
  function watchSession(path: string) {
    return (error: unknown): never => {
      if (endedSession(path, error)) void onUnauthorized();
      if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') {
        onForbidden();
      }
      throw error;
    };
  }

  /**
   * Runs a call; if the session ended meanwhile, waits for the person to sign in again and runs
   * it once more with the new session (a second refusal is reported as it is).
   */
  async function withRenewal<T>(path: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!endedSession(path, error)) return watchSession(path)(error);
      const renewed = await onUnauthorized();
      if (renewed !== true) throw error;
      return call().catch(watchSession(path));
    }
  }

  function send(method: string, path: string, body?: unknown): Promise<Response> {
    return withRenewal(path, async () => request(path, await withSession({ method, body })));
  }

  function json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    return withRenewal(path, async () =>
      requestJson(path, schema, await withSession({ method, body, signal })),
    );
  }

  return {
    /** The signed-in admin, or null when there is no live session. */
    async me(): Promise<AdminUser | null> {
      try {
        return (await json('GET', '/api/auth/me', z.object({ user: adminUserSchema }))).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    /** Signs in; `otp` is the second factor of an account with two-factor sign-in on. */
    async signIn(email: string, password: string, otp?: string): Promise<AdminUser> {
      const credentials = { email, password, ...(otp ? { otp } : {}) };
      if (host.session.kind === 'relay') {
        // The relay keeps the token this answers and passes on the rest.
        return (
          await json('POST', '/api/auth/token', z.object({ user: adminUserSchema }), credentials)
        ).user;
      }
      return (
        await json('POST', '/api/auth/login', z.object({ user: adminUserSchema }), credentials)
      ).user;
    },
    /** The signed-in person and whether they must set up two-factor sign-in before anything else. */
    async account() {
      return json(
        'GET',
        '/api/auth/me',
        z.object({ user: adminUserSchema, mustSetUpTwoFactor: z.boolean() }),
      );
    },
    /** The person's own live sessions (web sign-ins and desktop tokens). */
    async sessions() {
      return (await json('GET', '/api/auth/sessions', sessionsResponseSchema)).sessions;
    },
    async endSession(sessionId: string): Promise<void> {
      await send('DELETE', `/api/auth/sessions/${encodeURIComponent(sessionId)}`);
    },
    /** A person's live sessions (owners). */
    async sessionsOf(userId: number) {
      return (await json('GET', `/api/admin/users/${userId}/sessions`, sessionsResponseSchema))
        .sessions;
    },
    /** Ends one of a person's sessions or tokens (owners). */
    async endSessionOf(userId: number, sessionId: string): Promise<void> {
      await send('DELETE', `/api/admin/users/${userId}/sessions/${encodeURIComponent(sessionId)}`);
    },
    /** Starts setting up two-factor sign-in: a new secret for an authenticator app. */
    async startTwoFactor() {
      return json('POST', '/api/auth/2fa', twoFactorSetupSchema);
    },
    /** A code from the app turns two-factor sign-in on; answers the ten recovery codes. */
    async confirmTwoFactor(otp: string) {
      return (await json('POST', '/api/auth/2fa/confirm', recoveryCodesSchema, { otp }))
        .recoveryCodes;
    },
    async disableTwoFactor(password: string, otp: string): Promise<void> {
      await send('DELETE', '/api/auth/2fa', { password, otp });
    },
    async signOut(): Promise<void> {
      try {
        await send('POST', '/api/auth/logout');
      } finally {
        if (host.session.kind === 'relay') await host.session.signOut();
      }
    },
    /** The signed-in person's password typed again: the session counts as just signed in. */
    async reauthenticate(password: string): Promise<void> {
      await send('POST', '/api/auth/reauthenticate', { password });
    },
    /** Changes the signed-in admin's password; the server ends every other session and token. */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      await send('POST', '/api/auth/password', { currentPassword, newPassword });
    },
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
        lists[kind].extend({ total: z.number() }),
        undefined,
        signal,
      )) as unknown as Record<string, SubmissionItems[K][]> & { total: number };
      return { items: body[SUBMISSION_RESPONSE_KEYS[kind].list]!, total: body.total };
    },
    /**
     * Saves the CSV file of every item of a kind the filters keep (or of the selected `ids`), in the
     * list's order, with the
     * headers and status labels of `language` (issue 14): the server streams it. On the web the
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
    /** The counts behind the dashboard's tab badges (of the person's own areas). */
    /**
     * Opens the live feed (GET /api/admin/events, Server-Sent Events): the stream's answer, its
     * body to be read until `signal` aborts. `lastEventId` asks for what was missed since.
     */
    async events(lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
      const path = '/api/admin/events';
      const options = await withSession({ signal });
      return request(path, {
        ...options,
        headers: {
          ...options.headers,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      }).catch(watchSession(path));
    },
    /** The signed-in person's admin preferences (layouts, columns, page sizes, saved views). */
    async preferences(): Promise<Preferences> {
      return (await json('GET', '/api/admin/account/preferences', preferencesResponseSchema))
        .preferences;
    },
    /** Replaces the signed-in person's admin preferences; answers what the server kept. */
    async savePreferences(preferences: Preferences): Promise<Preferences> {
      return (
        await json('PUT', '/api/admin/account/preferences', preferencesResponseSchema, preferences)
      ).preferences;
    },
    /** How the signed-in person hears of new submissions (issue 15). */
    async notificationSettings(): Promise<NotificationSettings> {
      return (
        await json('GET', '/api/admin/account/notifications', notificationSettingsResponseSchema)
      ).notifications;
    },
    /** Changes some of those choices; answers what the server keeps. */
    async saveNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
      return (
        await json(
          'PUT',
          '/api/admin/account/notifications',
          notificationSettingsResponseSchema,
          body,
        )
      ).notifications;
    },
    /** Issue 15: the people a kind's items may be given to (active, working on its list). */
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
    async summary() {
      return json('GET', '/api/admin/summary', adminSummarySchema);
    },
    /** The overview's figures (issue 15), of the kinds the person reaches. */
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
    /** The applicants of job listings per status (issue 15), of `ids` or of every listing. */
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
     * Sets one status on, or deletes, up to 500 items of a kind at once (issue 14): how many it
     * changed, their ids, and the ids already gone.
     */
    async bulk(kind: SubmissionKind, body: SubmissionBulkBody): Promise<SubmissionBulkResult> {
      return json('POST', `/api/admin/${kind}/bulk`, submissionBulkResultSchema, body);
    },
    /** An item with its notes (oldest first) and history (oldest first) (issue 15). */
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
     * A PDF résumé's bytes for the admin's preview (issue 15; audited as viewed by the server),
     * drawn by the admin, never opened as a document.
     */
    async resumeForPreview(id: number): Promise<ArrayBuffer> {
      const res = await send('GET', `/api/admin/applications/${id}/resume?preview=1`);
      return res.arrayBuffer();
    },
    /** The résumé's bytes, saved through the host under the stored file name. */
    async downloadResume(id: number, filename: string) {
      const res = await send('GET', `/api/admin/applications/${id}/resume`);
      const mimeType = res.headers.get('content-type') ?? 'application/octet-stream';
      return host.saveFile({ filename, mimeType, bytes: await res.arrayBuffer() });
    },
    /** One page of the job listings, newest first, narrowed to the search (API contract 2). */
    async jobListings(query: ContentPageQuery, signal?: AbortSignal) {
      return json(
        'GET',
        `/api/admin/job-listings?${contentPageParams(query)}`,
        adminListingPageSchema,
        undefined,
        signal,
      );
    },
    /** One job listing as the server has it now. */
    async jobListing(id: number) {
      return (
        await json(
          'GET',
          `/api/admin/job-listings/${id}`,
          z.object({ jobListing: jobListingSchema }),
        )
      ).jobListing;
    },
    async saveJobListing(input: JobListingInput, id?: number) {
      const schema = z.object({ jobListing: jobListingSchema });
      return (
        await json(
          id ? 'PUT' : 'POST',
          id ? `/api/admin/job-listings/${id}` : '/api/admin/job-listings',
          schema,
          input,
        )
      ).jobListing;
    },
    /** One page of the articles (previews, not texts), newest first, narrowed to the search. */
    async articles(query: ContentPageQuery, signal?: AbortSignal) {
      return json(
        'GET',
        `/api/admin/news?${contentPageParams(query)}`,
        adminArticlePageSchema,
        undefined,
        signal,
      );
    },
    /** One article whole (its texts too), to be edited. */
    async article(id: number) {
      return (await json('GET', `/api/admin/news/${id}`, z.object({ article: newsArticleSchema })))
        .article;
    },
    async saveArticle(input: ArticleInput, id?: number) {
      const schema = z.object({ article: newsArticleSchema });
      return (
        await json(
          id ? 'PUT' : 'POST',
          id ? `/api/admin/news/${id}` : '/api/admin/news',
          schema,
          input,
        )
      ).article;
    },
    /** Whether an address is free for an article, with a free numbered one when not. */
    async checkSlug(slug: string, except?: number, signal?: AbortSignal): Promise<SlugCheck> {
      const query = new URLSearchParams({ slug, ...(except ? { except: String(except) } : {}) });
      return json('GET', `/api/admin/news/slug-check?${query}`, slugCheckSchema, undefined, signal);
    },
    /** A private preview link of an article (issue 16): its token, site path and expiry. */
    async createPreviewLink(id: number) {
      return json('POST', `/api/admin/news/${id}/preview-link`, previewLinkSchema);
    },
    /** Ends every preview link made for an article. */
    async revokePreviewLinks(id: number) {
      await send('DELETE', `/api/admin/news/${id}/preview-link`);
    },
    // ── revisions (issue 16) ──
    /** One page of an article's revisions, newest first. */
    async articleRevisions(id: number, offset: number, limit: number) {
      return json(
        'GET',
        `/api/admin/news/${id}/revisions?limit=${limit}&offset=${offset}`,
        revisionsResponseSchema,
      );
    },
    /** Brings an article's text back to a revision; answers the article as restored. */
    async restoreRevision(id: number, revisionId: number) {
      const schema = z.object({ article: newsArticleSchema });
      return (await json('POST', `/api/admin/news/${id}/revisions/${revisionId}/restore`, schema))
        .article;
    },
    /** Stores a picture for the article text; answers the URL that serves it. */
    async uploadImage(dataUrl: string): Promise<string> {
      return (await json('POST', '/api/admin/media', imageUploadResponseSchema, { dataUrl })).url;
    },
    // ── site content (issue 16) ──
    /** The team, ventures and partners, each list in its order. */
    async siteContent(signal?: AbortSignal) {
      return json('GET', '/api/admin/content', siteContentSchema, undefined, signal);
    },
    /** Adds (no id) or changes an item of a list; the list is read again afterwards. */
    async saveContentItem(
      kind: 'team' | 'ventures' | 'partners',
      input: unknown,
      id?: string,
    ): Promise<void> {
      await send(
        id ? 'PUT' : 'POST',
        id ? `/api/admin/content/${kind}/${encodeURIComponent(id)}` : `/api/admin/content/${kind}`,
        input,
      );
    },
    async deleteContentItem(kind: 'team' | 'ventures' | 'partners', id: string): Promise<void> {
      await send('DELETE', `/api/admin/content/${kind}/${encodeURIComponent(id)}`);
    },
    /** Puts a list (for the team, one group) in a new order. */
    async orderContent(kind: 'team' | 'ventures' | 'partners', order: ContentOrder): Promise<void> {
      await send('PUT', `/api/admin/content/${kind}/order`, order);
    },
    /** Stores a content picture (a portrait is cropped by the server): its id and size. */
    async uploadContentImage(kind: ContentImageKind, dataUrl: string) {
      return json('POST', '/api/admin/content/images', contentImageUploadResponseSchema, {
        kind,
        dataUrl,
      });
    },
    /** The staff accounts (owners only). */
    async users() {
      return (await json('GET', '/api/admin/users', usersResponseSchema)).users;
    },
    /** Invites a person: their account, and the single-use link that lets them choose a password. */
    async createUser(input: UserCreateInput) {
      return json('POST', '/api/admin/users', userCreatedSchema, input);
    },
    async updateUser(id: number, input: UserUpdateInput) {
      return (
        await json('PUT', `/api/admin/users/${id}`, z.object({ user: staffMemberSchema }), input)
      ).user;
    },
    /** A page of the audit trail, newest first (owners only). */
    async audit(query: AuditPageQuery) {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
      });
      if (query.actor !== undefined) params.set('actor', String(query.actor));
      if (query.action) params.set('action', query.action);
      if (query.since) params.set('since', query.since);
      return json('GET', `/api/admin/audit?${params.toString()}`, auditResponseSchema);
    },
    /** Asks for a password reset link by e-mail (public; answers the same whether or not the
     * account exists). */
    async requestPasswordReset(email: string, language: Language): Promise<void> {
      await send('POST', '/api/auth/password-reset', { email, language });
    },
    /** Sets a new password with a reset link's token (public: the token is the proof). */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      await send('POST', '/api/auth/password-reset/confirm', { token, password });
    },
    /** A page of the e-mail outbox, newest first, and whether e-mail is set up (owners only). */
    async outbox(query: { limit: number; offset: number }) {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
      });
      return json('GET', `/api/admin/outbox?${params.toString()}`, outboxResponseSchema);
    },
    /** Erases a person (owners, issue 15): answers how many of each kind were removed. */
    async erasePerson(email: string) {
      return json('POST', '/api/admin/privacy/erasure', privacyErasureResultSchema, { email });
    },
    async settings() {
      return (await json('GET', '/api/admin/settings', z.object({ settings: settingsSchema })))
        .settings;
    },
    async updateSettings(input: Partial<Settings>) {
      return (
        await json('PUT', '/api/admin/settings', z.object({ settings: settingsSchema }), input)
      ).settings;
    },
    /** Sets the password of an invited person (public: the token is the proof). */
    async acceptInvitation(token: string, password: string): Promise<void> {
      await send('POST', '/api/auth/invitation', { token, password });
    },
    async translate(request: TranslateRequest): Promise<string> {
      return (await json('POST', '/api/translate', translateResponseSchema, request))
        .translatedText;
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
