import { describe, expect, it } from 'vitest';
import { contactPayloadSchema, investorPayloadSchema, isStorableText } from './index';

describe('text the database can store byte for byte', () => {
  it('refuses NUL and lone surrogates, keeps emoji, right-to-left text and marks', () => {
    for (const ok of ['مرحبا 👋🏽', '👨‍👩‍👧‍👦 🇸🇦', 'a\u202Eb\u2066c\u2069', 'tab\tnew\nline', '\uFEFF']) {
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    }
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFF', 'low \uDE00 then high \uD83D']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('is enforced by the public forms, field by field', () => {
    const contact = { name: 'Sara', email: 'sara@example.com', subject: 'Hi', message: 'Hello' };
    for (const field of ['name', 'subject', 'message'] as const) {
      const result = contactPayloadSchema.safeParse({ ...contact, [field]: 'a\u0000b\uD800' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    const investor = { name: 'Omar', email: 'o@example.com', organization: 'Fund', message: 'Hi!' };
    expect(investorPayloadSchema.safeParse({ ...investor, position: '\uDBFF' }).success).toBe(
      false,
    );
    expect(investorPayloadSchema.safeParse({ ...investor, position: '🧑🏿‍💻' }).success).toBe(true);
  });

  it('takes the honeypot as bounded, optional text', () => {
    const contact = { name: 'Sara', email: 'sara@example.com', subject: 'Hi', message: 'Hello' };
    expect(contactPayloadSchema.safeParse({ ...contact, website: '' }).success).toBe(true);
    expect(contactPayloadSchema.safeParse({ ...contact, website: 'x'.repeat(200) }).success).toBe(
      true,
    );
    expect(contactPayloadSchema.safeParse({ ...contact, website: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(contactPayloadSchema.safeParse({ ...contact, website: 1 }).success).toBe(false);
  });
});
