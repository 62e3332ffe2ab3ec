import { describe, expect, it } from 'vitest';
import { emailKey, mailboxKey } from './emailKey';

describe('emailKey', () => {
  it('trims and lower-cases any address', () => {
    expect(emailKey('  Sara.Ali@Example.COM ')).toBe('sara.ali@example.com');
  });

  it('ignores dots, a +tag and googlemail.com for Gmail', () => {
    const key = 'saraali@gmail.com';
    expect(emailKey('sara.ali@gmail.com')).toBe(key);
    expect(emailKey('S.A.R.A.ALI@GMAIL.COM')).toBe(key);
    expect(emailKey('sara.ali+jobs@gmail.com')).toBe(key);
    expect(emailKey('Sara.Ali+x+y@GoogleMail.com')).toBe(key);
  });

  it('keeps dots and tags of other domains (they may be other mailboxes)', () => {
    expect(emailKey('sara.ali+jobs@example.com')).toBe('sara.ali+jobs@example.com');
    expect(emailKey('sara.ali@example.com')).not.toBe(emailKey('saraali@example.com'));
    expect(emailKey('sara@gmail.com.evil.test')).toBe('sara@gmail.com.evil.test');
  });

  it('leaves what is not an address as it is, lower-cased', () => {
    expect(emailKey('no-at-sign')).toBe('no-at-sign');
    expect(emailKey('@gmail.com')).toBe('@gmail.com');
  });
});

describe('mailboxKey', () => {
  it('is one key for the ways one mailbox can be written', () => {
    const key = mailboxKey('victim@corp.example');
    for (const written of [
      'Victim@Corp.Example',
      ' victim+1@corp.example',
      'victim+news@CORP.example',
    ])
      expect(mailboxKey(written)).toBe(key);
    expect(mailboxKey('v.i.c.t.i.m+x@googlemail.com')).toBe(mailboxKey('victim@gmail.com'));
  });

  it('keeps other mailboxes apart', () => {
    expect(mailboxKey('victim@corp.example')).not.toBe(mailboxKey('vic.tim@corp.example'));
    expect(mailboxKey('victim@corp.example')).not.toBe(mailboxKey('victim@other.example'));
    expect(mailboxKey('+only@corp.example')).toBe('+only@corp.example');
  });
});
