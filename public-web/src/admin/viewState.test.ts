import { adminItemPath } from '@vb/shared/paths';
import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseViewState, serialiseViewState } from './viewState';

describe('the view in the address', () => {
  it('reads every part of a shared link', () => {
    expect(
      parseViewState(
        '?tab=contact&q=%D9%86%D9%88%D8%B1+ali&status=read&from=2026-01-02&to=2026-02-03&sort=-name&page=3&size=50',
      ),
    ).toEqual({
      tab: 'contact',
      list: {
        q: 'نور ali',
        status: 'read',
        from: '2026-01-02',
        to: '2026-02-03',
        sort: '-name',
        page: 3,
        pageSize: 50,
      },
    });
  });

  it('leaves out what does not parse, as if absent', () => {
    expect(
      parseViewState(
        '?tab=<script>&q=' +
          'x'.repeat(201) +
          '&status=NEW!&from=2026-02-30&to=yesterday&sort=phone&page=0&size=30',
      ),
    ).toEqual({ list: {} });
    expect(parseViewState('?page=-2&size=abc&sort=').list).toEqual({});
    expect(parseViewState('?page=1.5').list).toEqual({});
    // A range that ends before it starts keeps its start only.
    expect(parseViewState('?from=2026-03-01&to=2026-02-01').list).toEqual({ from: '2026-03-01' });
    expect(parseViewState('').list).toEqual({});
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(serialiseViewState({ list: {} })).toBe('');
    expect(serialiseViewState({ tab: 'news', list: { sort: '-createdAt', page: 1 } })).toBe(
      '?tab=news',
    );
    const state = {
      tab: 'applications',
      list: {
        q: 'محمد & co',
        status: 'reviewed',
        from: '2026-01-01',
        to: '2026-12-31',
        sort: 'email' as const,
        page: 4,
        pageSize: 100 as const,
      },
    };
    const query = serialiseViewState(state);
    expect(query).toMatch(/^\?tab=applications&q=/);
    expect(parseViewState(query)).toEqual(state);
  });

  it('keeps the open item, the path adminItemPath gives included', () => {
    expect(parseViewState(adminItemPath('contact-messages', 42).split('?')[1] ?? '')).toEqual({
      tab: 'contact',
      list: { item: 42 },
    });
    expect(serialiseViewState({ tab: 'investors', list: { item: 7 } })).toBe(
      '?tab=investors&item=7',
    );
    for (const bad of ['0', '-1', '1.5', 'x', '01', '1'.repeat(16)])
      expect(parseViewState(`?item=${bad}`).list.item).toBeUndefined();
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
  });
});
