import { describe, expect, it } from 'vitest';
import { RESUME } from '../constants';
import {
  applicationPayloadSchema,
  articleInputSchema,
  contactPayloadSchema,
  contactStatusBodySchema,
  investorStatusBodySchema,
  jobListingInputSchema,
  newsQuerySchema,
  translateRequestSchema,
} from './index';

describe('shared schemas', () => {
  it('trims contact fields, turns an empty phone into null and refuses unknown fields', () => {
    const parsed = contactPayloadSchema.parse({
      name: '  Sara ',
      email: ' sara@example.com ',
      subject: 'Hi',
      message: 'Hello there',
      phone: '',
    });
    expect(parsed).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Hi',
      message: 'Hello there',
      phone: null,
    });
    expect(contactPayloadSchema.safeParse({ ...parsed, extra: 1 }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...parsed, message: ' ab ' }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...parsed, email: 'not-an-email' }).success).toBe(
      false,
    );
  });

  it('accepts only the résumé extensions of section 5 and bounds the data', () => {
    const base = {
      name: 'Ali',
      email: 'ali@example.com',
      phone: '+966 50 123 4567',
      position: 'Engineer',
      message: '',
      resumeData: 'JVBERi0=',
    };
    for (const ext of RESUME.extensions) {
      expect(
        applicationPayloadSchema.safeParse({ ...base, resumeFilename: `cv${ext.toUpperCase()}` })
          .success,
      ).toBe(true);
    }
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt']) {
      expect(applicationPayloadSchema.safeParse({ ...base, resumeFilename: name }).success).toBe(
        false,
      );
    }
    expect(
      applicationPayloadSchema.safeParse({ ...base, resumeFilename: 'cv.pdf', phone: 'call me' })
        .success,
    ).toBe(false);
    expect(
      applicationPayloadSchema.parse({ ...base, resumeFilename: 'cv.pdf' }).message,
    ).toBeNull();
  });

  it('accepts only the statuses of each set', () => {
    expect(contactStatusBodySchema.safeParse({ status: 'replied' }).success).toBe(true);
    expect(contactStatusBodySchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(investorStatusBodySchema.safeParse({ status: 'in_discussion' }).success).toBe(true);
    expect(investorStatusBodySchema.safeParse({ status: 'IN_DISCUSSION' }).success).toBe(false);
  });

  it('bounds the news limit (default 20, 1 to 50)', () => {
    expect(newsQuerySchema.parse({}).limit).toBe(20);
    expect(newsQuerySchema.parse({ limit: '4' }).limit).toBe(4);
    for (const limit of ['0', '51', 'x', '1.5']) {
      expect(newsQuerySchema.safeParse({ limit }).success).toBe(false);
    }
  });

  it('requires different translation languages', () => {
    expect(
      translateRequestSchema.safeParse({ text: 'a', fromLanguage: 'english', toLanguage: 'arabic' })
        .success,
    ).toBe(true);
    expect(
      translateRequestSchema.safeParse({ text: 'a', fromLanguage: 'arabic', toLanguage: 'arabic' })
        .success,
    ).toBe(false);
  });

  it('takes a featured image as a data URL, a stored media URL or nothing', () => {
    const base = { title: 'T', content: 'C' };
    expect(articleInputSchema.parse(base)).toMatchObject({ imageUrl: null, isPublished: false });
    expect(
      articleInputSchema.parse({ ...base, imageUrl: 'data:image/png;base64,AAAA' }).imageUrl,
    ).toMatch(/^data:/);
    expect(articleInputSchema.parse({ ...base, imageUrl: '/api/media/abc_DEF-1' }).imageUrl).toBe(
      '/api/media/abc_DEF-1',
    );
    for (const imageUrl of [
      'https://evil.example/a.png',
      'javascript:alert(1)',
      '/api/media/../x',
    ]) {
      expect(articleInputSchema.safeParse({ ...base, imageUrl }).success).toBe(false);
    }
  });

  it('requires the English listing fields and known options', () => {
    const listing = {
      title: 'Engineer',
      department: 'technology',
      location: 'Remote',
      description: 'D',
      requirements: 'R',
      employmentType: 'internship',
    };
    expect(jobListingInputSchema.parse(listing)).toMatchObject({ isActive: true, titleAr: null });
    expect(jobListingInputSchema.safeParse({ ...listing, department: 'Technology' }).success).toBe(
      false,
    );
    expect(jobListingInputSchema.safeParse({ ...listing, requirements: ' ' }).success).toBe(false);
  });
});
