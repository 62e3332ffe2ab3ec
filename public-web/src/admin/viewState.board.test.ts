import { describe, expect, it } from 'vitest';
import { parseViewState, serialiseViewState } from './viewState';

describe('the view state of the job board', () => {
  it('reads and writes the open board of the listings tab', () => {
    const state = parseViewState('?tab=listings&board=12');
    expect(state).toEqual({ tab: 'listings', list: { board: 12 } });
    expect(serialiseViewState(state)).toBe('?tab=listings&board=12');
  });

  it('leaves out a board that is not a listing id', () => {
    for (const board of ['0', '-3', 'abc', '1.5', '1234567890123456'])
      expect(parseViewState(`?tab=listings&board=${board}`).list).toEqual({});
    expect(serialiseViewState({ tab: 'listings', list: {} })).toBe('?tab=listings');
  });
});
