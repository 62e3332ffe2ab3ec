/** What the staff publish: job listings, articles with their revisions and previews, the site's content lists, and translation. */
import {
  imageUploadResponseSchema,
  adminArticlePageSchema,
  adminListingPageSchema,
  slugCheckSchema,
  type SlugCheck,
  revisionsResponseSchema,
  translateBatchResponseSchema,
  type ArticleInput,
  type JobListingInput,
  type TranslateBatchRequest,
  previewLinkSchema,
  siteContentSchema,
  contentImageUploadResponseSchema,
  type ContentImageKind,
  type ContentOrder,
  jobListingAnswerSchema,
  articleAnswerSchema,
} from '@vb/shared/schemas';
import type { Transport } from './transport';

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

export function contentCalls({ send, json }: Transport) {
  return {
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
      return (await json('GET', `/api/admin/job-listings/${id}`, jobListingAnswerSchema))
        .jobListing;
    },
    async saveJobListing(input: JobListingInput, id?: number) {
      const schema = jobListingAnswerSchema;
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
      return (await json('GET', `/api/admin/news/${id}`, articleAnswerSchema)).article;
    },
    async saveArticle(input: ArticleInput, id?: number) {
      const schema = articleAnswerSchema;
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
    /** A private preview link of an article: its token, site path and expiry. */
    async createPreviewLink(id: number) {
      return json('POST', `/api/admin/news/${id}/preview-link`, previewLinkSchema);
    },
    /** Ends every preview link made for an article. */
    async revokePreviewLinks(id: number) {
      await send('DELETE', `/api/admin/news/${id}/preview-link`);
    },
    // ── revisions ──
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
      const schema = articleAnswerSchema;
      return (await json('POST', `/api/admin/news/${id}/revisions/${revisionId}/restore`, schema))
        .article;
    },
    /** Stores a picture for the article text; answers the URL that serves it. */
    async uploadImage(dataUrl: string): Promise<string> {
      return (await json('POST', '/api/admin/media', imageUploadResponseSchema, { dataUrl })).url;
    },
    // ── site content ──
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
    /**
     * Texts translated together, in one call to the translation service (a click on Translate is
     * one call, whatever it fills): theirs in their order.
     */
    async translateTexts(request: TranslateBatchRequest): Promise<string[]> {
      return (await json('POST', '/api/translate/batch', translateBatchResponseSchema, request))
        .translatedTexts;
    },
  };
}
