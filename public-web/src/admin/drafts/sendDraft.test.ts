import { describe, expect, it, vi } from 'vitest';
import type { JobListing, NewsArticle } from '@vb/shared/schemas';
import { ApiError, NetworkError } from '../../app/http';
import type { AdminClient } from '../client';
import type { OfflineDraft } from '@vb/shared/drafts';
import { sendDraft } from './sendDraft';

const article = {
  id: 4,
  slug: 'results',
  title: 'Their title',
  titleAr: null,
  content: 'Their text',
  contentAr: null,
  excerpt: null,
  excerptAr: null,
  imageUrl: null,
  isPublished: false,
  publishedAt: null,
  publishAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-27T11:00:00.000Z',
  version: 6,
} as unknown as NewsArticle;

const mine: OfflineDraft = {
  kind: 'article',
  itemId: '4',
  fields: { title: 'My title', content: 'My text' },
  base: { version: 5 },
  title: 'My title',
  savedAt: '2026-11-27T10:00:00Z',
};

describe('sending one offline draft', () => {
  it('saves an article on the version it was edited from', async () => {
    const saveArticle = vi.fn(async () => article);
    const client = { saveArticle } as unknown as AdminClient;
    expect(await sendDraft(client, mine)).toEqual({ kind: 'sent' });
    expect(saveArticle).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My title', content: 'My text', baseVersion: 5 }),
      4,
    );
  });

  it('reports a 409 edit_conflict with their article, and no answer as unreachable', async () => {
    const body = {
      code: 'edit_conflict',
      message: 'conflict',
      current: { article, savedBy: { id: 2, name: 'Huda' }, savedAt: article.updatedAt },
    };
    const conflicting = {
      saveArticle: async () => {
        throw new ApiError(409, '409', 'edit_conflict', [], undefined, body);
      },
    } as unknown as AdminClient;
    expect(await sendDraft(conflicting, mine)).toEqual({
      kind: 'conflict',
      theirs: article,
      theirsBase: { version: 6 },
      savedBy: 'Huda',
      savedAt: article.updatedAt,
    });
    const offline = {
      saveArticle: async () => {
        throw new NetworkError();
      },
    } as unknown as AdminClient;
    expect(await sendDraft(offline, mine)).toEqual({ kind: 'unreachable' });
  });

  it('creates a new item without a base, and finds a deleted listing refused', async () => {
    const saveArticle = vi.fn(async () => article);
    await sendDraft({ saveArticle } as unknown as AdminClient, { ...mine, itemId: 'new-a1' });
    expect(saveArticle).toHaveBeenCalledWith(
      expect.not.objectContaining({ baseVersion: expect.anything() }),
      undefined,
    );
    const gone = {
      saveJobListing: async () => {
        throw new ApiError(404, '404', 'job_listing_not_found');
      },
    };
    expect(await sendDraft(gone as unknown as AdminClient, { ...mine, kind: 'listing' })).toEqual({
      kind: 'failed',
      code: 'job_listing_not_found',
    });
  });

  it('saves a listing on the updatedAt it was edited from; a 409 shows their version', async () => {
    const draft: OfflineDraft = {
      ...mine,
      kind: 'listing',
      fields: { title: 'My listing' },
      base: { updatedAt: '2026-11-27T09:00:00.000Z' },
    };
    const saveJobListing = vi.fn(async () => ({}));
    expect(await sendDraft({ saveJobListing } as unknown as AdminClient, draft)).toEqual({
      kind: 'sent',
    });
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My listing', baseUpdatedAt: '2026-11-27T09:00:00.000Z' }),
      4,
    );
    const theirs: JobListing = {
      id: 4,
      title: 'Their listing',
      titleAr: null,
      department: 'technology',
      location: 'Remote',
      locationAr: null,
      description: 'Theirs',
      descriptionAr: null,
      requirements: 'Skills',
      requirementsAr: null,
      employmentType: 'full-time',
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-27T11:00:00.000Z',
    };
    // The API's 409 carries their version, who saved it and when.
    const refusal = (body?: unknown) => ({
      saveJobListing: async () => {
        throw new ApiError(409, '409', 'listing_changed', [], undefined, body);
      },
    });
    const current = {
      jobListing: theirs,
      savedBy: { id: 3, name: 'Huda' },
      savedAt: theirs.updatedAt,
    };
    expect(await sendDraft(refusal({ current }) as unknown as AdminClient, draft)).toEqual({
      kind: 'conflict',
      theirs,
      theirsBase: { updatedAt: theirs.updatedAt },
      savedBy: 'Huda',
      savedAt: theirs.updatedAt,
    });
    // An answer without their version: refused, kept, not called a conflict it cannot show.
    expect(await sendDraft(refusal() as unknown as AdminClient, draft)).toEqual({
      kind: 'failed',
      code: 'listing_changed',
    });
  });
});
