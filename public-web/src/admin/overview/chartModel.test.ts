import { describe, expect, it } from 'vitest';
import { anchor, clampCentre, niceTicks, truncate } from './chartModel';

describe('the charts’ arithmetic', () => {
  it('ticks a value axis in whole steps of 1, 2 or 5 × 10ⁿ, ending at or just past the top', () => {
    expect(niceTicks(0, 5)).toEqual([0, 1]);
    expect(niceTicks(1, 5)).toEqual([0, 1]);
    expect(niceTicks(9, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(23, 3)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(3, 0)).toEqual([0, 5]);
  });

  it('cuts a long label with an ellipsis, and leaves a short one', () => {
    expect(truncate('Intern', 100, 12)).toBe('Intern');
    const cut = truncate('Senior backend engineer (payments)', 80, 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(Math.floor(80 / (12 * 0.62)));
  });

  it('anchors a text on a physical side in either direction', () => {
    expect([anchor('left', false), anchor('right', false)]).toEqual(['start', 'end']);
    expect([anchor('left', true), anchor('right', true)]).toEqual(['end', 'start']);
    expect(anchor('middle', true)).toBe('middle');
  });

  it('keeps a centred label inside the drawing', () => {
    expect(clampCentre(5, 40, 300)).toBe(20);
    expect(clampCentre(295, 40, 300)).toBe(280);
    expect(clampCentre(150, 40, 300)).toBe(150);
  });
});
