import { describe, expect, it } from 'vitest';
import { translatedMarks } from './translatedMarks';

describe('translatedMarks', () => {
  it('sends the translated language once, the last direction only', () => {
    const marks = translatedMarks();
    expect(marks.pending().languages).toEqual([]);
    marks.mark('ar');
    marks.mark('en');
    const first = marks.pending();
    expect(first.languages).toEqual(['en']);
    first.saved();
    expect(marks.pending().languages).toEqual([]);
  });

  it('keeps a mark made while a save was in flight', () => {
    const marks = translatedMarks();
    marks.mark('ar');
    const inFlight = marks.pending();
    marks.mark('ar');
    inFlight.saved();
    expect(marks.pending().languages).toEqual(['ar']);
    marks.clear();
    expect(marks.pending().languages).toEqual([]);
  });
});
