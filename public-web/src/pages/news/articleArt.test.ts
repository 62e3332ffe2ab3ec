import { describe, expect, it } from 'vitest';
import { articleArt } from './articleArt';

describe('articleArt', () => {
  it('is the same for the same article', () => {
    expect(articleArt(17)).toEqual(articleArt(17));
  });
  it('differs between neighbouring articles', () => {
    for (let id = 1; id < 200; id += 1) {
      expect(articleArt(id).pattern).not.toBe(articleArt(id + 1).pattern);
    }
  });
});
