import { describe, expect, it } from 'vitest';
import { emailKey } from './emailKey';

describe('emailKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(emailKey('  Sara@Example.COM ')).toBe('sara@example.com');
  });
  it('keeps dots and tags of other providers', () => {
    expect(emailKey('j.smith+x@example.com')).toBe('j.smith+x@example.com');
  });
  it('ignores dots and +tags on gmail and googlemail', () => {
    expect(emailKey('John.Smith+jobs@GoogleMail.com')).toBe('johnsmith@gmail.com');
    expect(emailKey('johnsmith@gmail.com')).toBe('johnsmith@gmail.com');
    expect(emailKey('j.o.h.n.smith@gmail.com')).toBe(emailKey('JohnSmith+a+b@gmail.com'));
  });
  it('leaves something without an @ as it is, lowercased', () => {
    expect(emailKey('Nobody')).toBe('nobody');
  });
});
