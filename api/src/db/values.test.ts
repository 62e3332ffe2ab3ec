/** Row values read the same whichever driver answered (SQLite numbers, PostgreSQL Dates and text). */
import { describe, expect, it } from 'vitest';
import { toBool, toBuffer, toIso, toIsoOrNull, toNumber } from './values';

const AT = '2026-03-01T09:30:00.000Z';
const MS = Date.parse(AT);

describe('row values', () => {
  it('read a timestamp from a Date, milliseconds, digits or an ISO text alike', () => {
    for (const value of [new Date(AT), MS, String(MS), AT, '2026-03-01 09:30:00Z'])
      expect(toIso(value), String(value)).toBe(AT);
    expect(toIsoOrNull(null)).toBeNull();
    expect(toIsoOrNull(undefined)).toBeNull();
    expect(toIsoOrNull(MS)).toBe(AT);
    expect(() => toIso(true)).toThrow('Not a timestamp');
  });

  it('read booleans and numbers as either driver writes them', () => {
    expect([true, 1, '1', 't'].map(toBool)).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'f', null].map(toBool)).toEqual([false, false, false, false, false]);
    expect([7, '7', '12345678901'].map(toNumber)).toEqual([7, 7, 12345678901]);
  });

  it('read binary columns as a Buffer, and nothing else', () => {
    expect(toBuffer(Buffer.from('ab')).toString()).toBe('ab');
    expect(toBuffer(new Uint8Array([97, 98])).toString()).toBe('ab');
    expect(() => toBuffer('ab')).toThrow('Not binary data');
  });
});
