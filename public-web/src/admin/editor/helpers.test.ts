import { describe, expect, it, vi } from 'vitest';
import {
  articleInputSchema,
  type NewsArticle,
  type TranslateBatchRequest,
} from '@vb/shared/schemas';
import {
  draftFromArticle,
  draftToInput,
  draftsDiffer,
  imageSrc,
  missingRequired,
  saveLabel,
  saveToasts,
  withTitle,
} from './articleDraft';
import { altFromFileName, dataUrlBytes, fitWithin } from './images';
import { protectImages, restoreImages, translateFields } from './translation';

const article: NewsArticle = {
  id: 7,
  slug: 'old-slug',
  title: 'Old title',
  titleAr: null,
  content: 'Body',
  contentAr: 'نص',
  excerpt: null,
  excerptAr: null,
  imageUrl: '/api/media/abc',
  isPublished: true,
  publishedAt: '2024-01-01T00:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('article draft', () => {
  it('starts empty and unpublished for a new article', () => {
    expect(draftFromArticle()).toEqual({
      title: '',
      titleAr: '',
      content: '',
      contentAr: '',
      excerpt: '',
      excerptAr: '',
      slug: '',
      imageUrl: null,
      isPublished: false,
      publishAt: null,
    });
  });

  it('sends a schedule only with a draft', () => {
    const at = '2030-01-02T07:00:00.000Z';
    const scheduled = { ...draftFromArticle(article), isPublished: false, publishAt: at };
    expect(draftToInput(scheduled).publishAt).toBe(at);
    expect(draftToInput({ ...scheduled, isPublished: true }).publishAt).toBeNull();
    expect(draftFromArticle({ ...article, publishAt: at }).publishAt).toBe(at);
  });

  it('takes the fields of an edited article (nulls as empty text)', () => {
    const draft = draftFromArticle(article);
    expect(draft).toMatchObject({ title: 'Old title', titleAr: '', slug: 'old-slug' });
    expect(draft.imageUrl).toBe('/api/media/abc');
  });

  it('generates the slug from the title only while it follows the title', () => {
    const draft = draftFromArticle();
    expect(withTitle(draft, 'Hello, World!  Again', true).slug).toBe('hello-world-again');
    expect(withTitle({ ...draft, slug: 'kept' }, 'New title', false).slug).toBe('kept');
  });

  it('sends a valid body, leaving the slug out when empty and the stored image URL as it is', () => {
    const input = draftToInput(draftFromArticle(article));
    expect(articleInputSchema.safeParse(input).success).toBe(true);
    expect(input.imageUrl).toBe('/api/media/abc');
    expect(input.slug).toBe('old-slug');
    expect('slug' in draftToInput({ ...draftFromArticle(article), slug: '  ' })).toBe(false);
  });

  it('requires the English title and content after trimming', () => {
    expect(missingRequired({ ...draftFromArticle(), title: ' ', content: '\n' })).toEqual([
      'title',
      'content',
    ]);
    expect(missingRequired({ ...draftFromArticle(), title: 'T', content: 'C' })).toEqual([]);
  });

  it('tells whether there are changes', () => {
    const draft = draftFromArticle(article);
    expect(draftsDiffer(draft, { ...draft })).toBe(false);
    expect(draftsDiffer(draft, { ...draft, isPublished: false })).toBe(true);
  });

  it('prefixes API image paths with the API base only', () => {
    expect(imageSrc('https://api.test', '/api/media/x')).toBe('https://api.test/api/media/x');
    expect(imageSrc('https://api.test', 'data:image/png;base64,AA')).toBe(
      'data:image/png;base64,AA',
    );
  });
});

describe('save toasts: what happened, not only that it was saved', () => {
  it.each([
    [undefined, true, 'editor.toast.publishedTitle', 'editor.toast.publishErrorTitle'],
    [undefined, false, 'editor.toast.draftSavedTitle', 'editor.toast.draftErrorTitle'],
    [false, true, 'editor.toast.publishedTitle', 'editor.toast.updateErrorTitle'],
    [false, false, 'editor.toast.draftSavedTitle', 'editor.toast.updateErrorTitle'],
    [true, true, 'editor.toast.updatedTitle', 'editor.toast.updateErrorTitle'],
    [true, false, 'editor.toast.unpublishedTitle', 'editor.toast.updateErrorTitle'],
  ] as const)('was published: %s, publish: %s', (was, publish, success, failure) => {
    const said = saveToasts(was, publish);
    expect(said.success.title).toBe(success);
    expect(said.failure.title).toBe(failure);
    expect(said.success.text.replace(/Text$/, '')).toBe(said.success.title.replace(/Title$/, ''));
  });

  it('says a draft with a publication time was scheduled', () => {
    expect(saveToasts(undefined, false, true).success.title).toBe('editor.toast.scheduledTitle');
    expect(saveToasts(false, false, true).success.text).toBe('editor.toast.scheduledText');
    // Published now, the time does not matter.
    expect(saveToasts(false, true, true).success.title).toBe('editor.toast.publishedTitle');
  });
});

describe('the save button: what the save will do', () => {
  it.each([
    [false, false, false, 'editor.save.saveDraft'],
    [false, false, true, 'editor.save.schedule'],
    [false, true, false, 'editor.save.publish'],
    [false, true, true, 'editor.save.publish'],
    [true, true, false, 'editor.save.saveChanges'],
    [true, false, false, 'editor.save.unpublish'],
  ] as const)('was published: %s, publish: %s, scheduled: %s', (was, publish, at, label) => {
    expect(saveLabel(was, publish, at)).toBe(label);
  });
});

describe('translation', () => {
  it('translates the title and the content in one request, in the requested direction', async () => {
    const translate = vi.fn(async (r: TranslateBatchRequest) => r.texts.map((t) => `[AR] ${t}`));
    await expect(translateFields(translate, { title: 'T', content: 'C' }, 'en')).resolves.toEqual({
      title: '[AR] T',
      content: '[AR] C',
    });
    expect(translate.mock.calls.map(([r]) => r)).toEqual([
      { texts: ['T', 'C'], fromLanguage: 'english', toLanguage: 'arabic' },
    ]);
  });

  it('rejects when the request fails', async () => {
    const failing = vi.fn(async (): Promise<string[]> => {
      throw new Error('502');
    });
    await expect(translateFields(failing, { title: 'T', content: 'C' }, 'ar')).rejects.toThrow(
      '502',
    );
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('keeps inline image data away from the translator and puts it back', async () => {
    const data = 'data:image/webp;base64,UklGRg==';
    const content = `Intro\n![photo](${data})\nEnd ![b](https://x.test/a.png)`;
    const { text, images } = protectImages(content);
    expect(text).toBe('Intro\n![photo](vb-image-1)\nEnd ![b](https://x.test/a.png)');
    expect(images).toEqual([data]);
    expect(restoreImages(`[EN] ${text}`, images)).toBe(`[EN] ${content}`);
    expect(restoreImages('![صورة](VB-IMAGE-١)', images)).toBe(`![صورة](${data})`);
    expect(restoreImages('(vb-image-9)', images)).toBe('(vb-image-9)');
    const translate = vi.fn(async (r: TranslateBatchRequest) =>
      r.texts.map((t) => t.toUpperCase()),
    );
    const result = await translateFields(translate, { title: 't', content }, 'en');
    expect(result.content).toContain(data);
    expect(translate.mock.calls[0]?.[0].texts.join('')).not.toContain('base64');
  });
});

describe('images', () => {
  it('scales to fit the longest side, never enlarging', () => {
    expect(fitWithin(3200, 1600, 1600)).toEqual({ width: 1600, height: 800 });
    expect(fitWithin(1000, 4000, 1600)).toEqual({ width: 400, height: 1600 });
    expect(fitWithin(20, 10, 1600)).toEqual({ width: 20, height: 10 });
  });

  it('measures data URLs', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });

  it('makes alt text from a file name', () => {
    expect(altFromFileName('team_photo-2024.final.jpg')).toBe('team photo 2024.final');
  });
});
