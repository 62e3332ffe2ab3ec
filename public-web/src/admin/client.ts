import { z } from 'zod';
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@vb/shared/errors';
import {
  adminUserSchema,
  imageUploadResponseSchema,
  contactMessageSchema,
  investorRequestSchema,
  jobApplicationSchema,
  jobListingSchema,
  newsArticleSchema,
  tokenResponseSchema,
  type AdminUser,
  type ArticleInput,
  type JobListingInput,
  type TranslateRequest,
} from '@vb/shared/schemas';
import type { AdminHost } from './host';

/** A failed admin API call, with the API's error code (for the catalog) and field issues. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export type SubmissionKind = 'applications' | 'contact-messages' | 'investor-requests';

const lists = {
  applications: z.object({ applications: z.array(jobApplicationSchema) }),
  'contact-messages': z.object({ messages: z.array(contactMessageSchema) }),
  'investor-requests': z.object({ requests: z.array(investorRequestSchema) }),
};

/**
 * The admin's API client: every call goes through the host's session mechanism; a 401 (the
 * session ended) is reported through `onUnauthorized` so the UI can ask to sign in again
 * without throwing away what is on screen.
 */
export function createAdminClient(host: AdminHost, onUnauthorized: () => void) {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (host.session.kind === 'bearer') {
      const token = await host.session.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    let res: Response;
    try {
      res = await fetch(`${host.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: host.session.kind === 'cookie' ? 'include' : 'omit',
      });
    } catch {
      throw new AdminApiError(0, 'Network error');
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const error = isApiErrorBody(parsed) ? parsed : undefined;
      const retry = Number(res.headers.get('retry-after'));
      if (res.status === 401 && !path.startsWith('/api/auth/')) onUnauthorized();
      throw new AdminApiError(
        res.status,
        `${res.status}: ${text || res.statusText}`,
        error?.code,
        error?.issues ?? [],
        Number.isFinite(retry) && retry > 0 ? retry : undefined,
      );
    }
    return res;
  }

  async function json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
  ) {
    const res = await send(method, path, body);
    return schema.parse(await res.json()) as z.output<S>;
  }

  return {
    /** The signed-in admin, or null when there is no live session. */
    async me(): Promise<AdminUser | null> {
      try {
        return (await json('GET', '/api/auth/me', z.object({ user: adminUserSchema }))).user;
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) return null;
        throw error;
      }
    },
    async signIn(email: string, password: string): Promise<AdminUser> {
      if (host.session.kind === 'bearer') {
        const { token, user } = await json('POST', '/api/auth/token', tokenResponseSchema, {
          email,
          password,
        });
        await host.session.setToken(token);
        return user;
      }
      return (
        await json('POST', '/api/auth/login', z.object({ user: adminUserSchema }), {
          email,
          password,
        })
      ).user;
    },
    async signOut(): Promise<void> {
      try {
        await send('POST', '/api/auth/logout');
      } finally {
        if (host.session.kind === 'bearer') await host.session.setToken(null);
      }
    },
    /** Changes the signed-in admin's password; the server ends every other session and token. */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      await send('POST', '/api/auth/password', { currentPassword, newPassword });
    },
    async list<K extends SubmissionKind>(kind: K): Promise<z.output<(typeof lists)[K]>> {
      return json('GET', `/api/admin/${kind}`, lists[kind]) as Promise<z.output<(typeof lists)[K]>>;
    },
    async setStatus(kind: SubmissionKind, id: number, status: string): Promise<void> {
      await send('PUT', `/api/admin/${kind}/${id}/status`, { status });
    },
    async remove(kind: SubmissionKind | 'job-listings' | 'news', id: number): Promise<void> {
      await send('DELETE', `/api/admin/${kind}/${id}`);
    },
    /** The résumé's bytes, saved through the host under the stored file name. */
    async downloadResume(id: number, filename: string) {
      const res = await send('GET', `/api/admin/applications/${id}/resume`);
      const mimeType = res.headers.get('content-type') ?? 'application/octet-stream';
      return host.saveFile({ filename, mimeType, bytes: await res.arrayBuffer() });
    },
    async jobListings() {
      return (
        await json(
          'GET',
          '/api/admin/job-listings',
          z.object({ jobListings: z.array(jobListingSchema) }),
        )
      ).jobListings;
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
    async articles() {
      return (
        await json('GET', '/api/admin/news', z.object({ articles: z.array(newsArticleSchema) }))
      ).articles;
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
    /** Stores a picture for the article text; answers the URL that serves it. */
    async uploadImage(dataUrl: string): Promise<string> {
      return (await json('POST', '/api/admin/media', imageUploadResponseSchema, { dataUrl })).url;
    },
    async translate(request: TranslateRequest): Promise<string> {
      return (
        await json('POST', '/api/translate', z.object({ translatedText: z.string() }), request)
      ).translatedText;
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
