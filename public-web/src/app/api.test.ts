import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { INITIAL_READS_ELEMENT_ID } from '@vb/shared/constants';

const schema = z.object({ n: z.number() });

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_READS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('getJson with reads answered in the page', () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ n: 2 }), { headers: { 'content-type': 'application/json' } }),
  );
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = '';
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the embedded answer once, then asks the network', async () => {
    embed(JSON.stringify({ '/api/a': { n: 1 } }));
    const { getJson } = await import('./api');
    expect(await getJson('/api/a', schema)).toEqual({ n: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await getJson('/api/a', schema)).toEqual({ n: 2 });
    expect(await getJson('/api/b', async () => schema)).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the embedded answer with the schema like a fetched one', async () => {
    embed(JSON.stringify({ '/api/a': { n: 'not a number' } }));
    const { getJson } = await import('./api');
    await expect(getJson('/api/a', schema)).rejects.toThrow();
  });

  it('goes to the network when the embedding is missing or unreadable', async () => {
    embed('{not json');
    const { getJson } = await import('./api');
    expect(await getJson('/api/a', schema)).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
