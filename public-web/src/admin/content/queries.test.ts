import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { SiteContent, TeamMember } from '@vb/shared/schemas';
import { contentKey, reorderList } from './queries';

const member = (id: string): TeamMember => ({
  id,
  group: 'leadership',
  name: { ar: id, en: id },
  role: { ar: 'r', en: 'r' },
  bio: { ar: 'b', en: 'b' },
  photo: null,
  linkedin: null,
});
const content = (): SiteContent => ({
  team: { leadership: [member('a'), member('b'), member('c')], islamic: [], advisory: [] },
  ventures: [],
  partners: [],
});
const leadership = (queryClient: QueryClient) =>
  queryClient.getQueryData<SiteContent>(contentKey)?.team.leadership.map((m) => m.id);

describe('reordering a list', () => {
  it('shows the new order while it is stored, and keeps it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(contentKey, content());
    let release = () => {};
    const sent: unknown[] = [];
    const stored = reorderList(
      queryClient,
      (list, ids) => {
        sent.push({ list, ids });
        return new Promise<void>((resolve) => (release = resolve));
      },
      { kind: 'team', group: 'leadership' },
      ['c', 'a', 'b'],
    );
    // Shown before the server has answered.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(leadership(queryClient)).toEqual(['c', 'a', 'b']);
    release();
    expect(await stored).toEqual({ ok: true });
    expect(sent).toEqual([{ list: { kind: 'team', group: 'leadership' }, ids: ['c', 'a', 'b'] }]);
    expect(leadership(queryClient)).toEqual(['c', 'a', 'b']);
  });

  it('puts the order back when the server refuses it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(contentKey, content());
    const refused = new Error('400');
    const result = await reorderList(
      queryClient,
      () => Promise.reject(refused),
      { kind: 'team', group: 'leadership' },
      ['b', 'c', 'a'],
    );
    expect(result).toEqual({ ok: false, error: refused });
    expect(leadership(queryClient)).toEqual(['a', 'b', 'c']);
  });
});
