import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_READS_ELEMENT_ID, PUBLIC_READ_PATHS } from '@vb/shared/constants';
import { createQueryClient, embeddedReads, seedReads } from './queries';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_READS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('the reads the server answered inside the page', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('are read from the page, and nothing when missing, unreadable or not an object', () => {
    expect(embeddedReads()).toEqual({});
    embed('{not json');
    expect(embeddedReads()).toEqual({});
    document.body.innerHTML = '';
    embed('[1,2]');
    expect(embeddedReads()).toEqual({});
    document.body.innerHTML = '';
    embed(JSON.stringify({ '/api/job-listings': { jobListings: [] } }));
    expect(embeddedReads()).toEqual({ '/api/job-listings': { jobListings: [] } });
  });

  it('fill the queries of the pages, so nothing is fetched for them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const articles = [{ id: 1 }];
    const article = { id: 2, slug: 'خبر عربي' };
    seedReads(client, {
      [PUBLIC_READ_PATHS.newsList]: { articles },
      [PUBLIC_READ_PATHS.article(article.slug)]: { article },
      [PUBLIC_READ_PATHS.jobListings]: { jobListings: [] },
      // Unknown paths and answers without their field are left out.
      '/api/other': { articles },
      [PUBLIC_READ_PATHS.homeNews]: { wrong: true },
    });
    expect(client.getQueryData([PUBLIC_READ_PATHS.newsList])).toBe(articles);
    expect(client.getQueryData([PUBLIC_READ_PATHS.article(article.slug)])).toBe(article);
    expect(client.getQueryData([PUBLIC_READ_PATHS.jobListings])).toEqual({ jobListings: [] });
    expect(client.getQueryData(['/api/other'])).toBeUndefined();
    expect(client.getQueryData([PUBLIC_READ_PATHS.homeNews])).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
