import { describe, expect, it } from 'vitest';
import { parseViewState, serialiseViewState } from './viewState';

describe('the view state of assignee and archive', () => {
  it('reads and writes assignee=me|none and archived=1', () => {
    const state = parseViewState('?tab=contact&assignee=me&archived=1');
    expect(state.list).toMatchObject({ assignee: 'me', archived: true });
    expect(serialiseViewState(state)).toBe('?tab=contact&assignee=me&archived=1');
    expect(parseViewState('?assignee=none').list.assignee).toBe('none');
  });

  it('leaves out what does not parse, and the defaults', () => {
    expect(parseViewState('?assignee=42&archived=yes').list).toEqual({});
    expect(serialiseViewState({ tab: 'contact', list: { archived: false } })).toBe('?tab=contact');
  });
});
