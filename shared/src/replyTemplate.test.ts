import { describe, expect, it } from 'vitest';
import { fillTemplate, templateValues, unknownPlaceholders } from './replyTemplate';
import { replyTemplateInputSchema } from './schemas/replyTemplates';
import { SITE } from './site-config';

describe('fillTemplate', () => {
  const values = { name: 'Huda Hassan', position: 'Analyst', company: 'Ruwad Ventures' };

  it('fills every placeholder, each time it appears, with the raw value', () => {
    expect(
      fillTemplate(
        'Dear {name},\nthank you for applying as {position} at {company}. {name}',
        values,
      ),
    ).toBe('Dear Huda Hassan,\nthank you for applying as Analyst at Ruwad Ventures. Huda Hassan');
    // No bidi marks: the text is edited as typed.
    expect(fillTemplate('{name}', { ...values, name: 'هدى' })).toBe('هدى');
  });

  it('fills Arabic text around the placeholders', () => {
    expect(fillTemplate('عزيزتي {name}، شكرًا لتواصلك مع {company}.', values)).toBe(
      'عزيزتي Huda Hassan، شكرًا لتواصلك مع Ruwad Ventures.',
    );
  });

  it('does not fill a value a second time, and leaves unknown placeholders as written', () => {
    expect(fillTemplate('{name} / {company}', { ...values, name: '{company}' })).toBe(
      '{company} / Ruwad Ventures',
    );
    expect(fillTemplate('{Name} {nom} {}', values)).toBe('{Name} {nom} {}');
    expect(fillTemplate('The {position} role', { ...values, position: '' })).toBe('The  role');
  });
});

describe('unknownPlaceholders', () => {
  it('names each misspelt placeholder once, as written', () => {
    expect(unknownPlaceholders('Hello {name} at {company}')).toEqual([]);
    expect(unknownPlaceholders('Hello {Name}, {nom}, { name } and {nom} again {}')).toEqual([
      '{Name}',
      '{nom}',
      '{ name }',
      '{}',
    ]);
    // A lone brace is text.
    expect(unknownPlaceholders('a { b } c')).toEqual(['{ b }']);
    expect(unknownPlaceholders('a { b')).toEqual([]);
  });
});

describe('templateValues', () => {
  it('takes the company in the reply language and the position where there is one', () => {
    expect(templateValues('ar', { name: ' Omar ', position: 'Analyst' })).toEqual({
      name: 'Omar',
      position: 'Analyst',
      company: SITE.brandName.ar,
    });
    expect(templateValues('en', { name: 'Omar', position: null })).toEqual({
      name: 'Omar',
      position: '',
      company: SITE.brandName.en,
    });
  });
});

describe('the template schema', () => {
  const base = {
    kind: 'applications',
    name: 'Thanks',
    bodyAr: 'شكرًا {name}',
    bodyEn: 'Thanks {name}',
  };

  it('trims and accepts the known placeholders', () => {
    expect(
      replyTemplateInputSchema.parse({ ...base, bodyEn: '  Hi {name} of {company}  ' }),
    ).toEqual({
      ...base,
      bodyEn: 'Hi {name} of {company}',
    });
  });

  it('refuses an unknown placeholder, naming it', () => {
    const result = replyTemplateInputSchema.safeParse({ ...base, bodyEn: 'Hi {firstName}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['bodyEn'],
        message: 'Unknown placeholder {firstName}: use {name}, {position} or {company}',
      }),
    ]);
  });

  it('refuses empty texts, a long name and an unknown kind', () => {
    for (const bad of [
      { ...base, bodyAr: '   ' },
      { ...base, name: 'x'.repeat(121) },
      { ...base, kind: 'news' },
      { ...base, extra: 1 },
    ])
      expect(replyTemplateInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
