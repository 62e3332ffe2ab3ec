import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { ArticleInput, NewsArticle } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import {
  answer,
  article,
  field,
  questionText,
  setupEditor,
  showTab,
  stubResizeObserver,
  typeIn,
} from './articleEditorKit';

const { en } = messages;
const text = (id: string) => screen.getByTestId(id).textContent;
const save = () => act(async () => void fireEvent.click(screen.getByTestId('editor-save')));

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(stubResizeObserver);
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('the article editor', { timeout: 60_000 }, () => {
  for (const language of ['en', 'ar'] as const) {
    it(`(${language}) names a new article and refuses to save it without an English title and content`, async () => {
      usePreferences.setState({ language });
      const catalog = messages[language];
      const saveArticle = vi.fn();
      setupEditor({ saveArticle });
      expect(text('editor-heading')).toBe(catalog['editor.createTitle']);
      expect(text('editor-save')).toContain(catalog['editor.save.saveDraft']);
      await save();
      await screen.findAllByText(catalog['editor.toast.validationTitle']);
      expect(screen.getAllByText(catalog['editor.toast.validationText']).length).toBeGreaterThan(0);

      typeIn('editor-title-en', 'Only a title');
      typeIn('editor-content-en', '   \n  ');
      await save();
      await waitFor(() =>
        expect(screen.getAllByText(catalog['editor.toast.validationText'])).toHaveLength(1),
      );
      expect(screen.getByTestId('article-editor')).toBeTruthy();
      expect(saveArticle).not.toHaveBeenCalled();
    });

    it(`(${language}) names an edited article and keeps its slug when the title changes`, () => {
      usePreferences.setState({ language });
      const catalog = messages[language];
      setupEditor({}, article);
      expect(text('editor-heading')).toBe(catalog['editor.editTitle']);
      expect(text('editor-save')).toContain(catalog['editor.save.saveChanges']);
      expect(screen.getByTestId('article-editor').textContent).toContain(
        catalog['editor.editingSubtitle'].replace('{title}', 'Old news'),
      );
      expect(field('editor-slug').value).toBe('old-news');
      typeIn('editor-title-en', 'Old news updated');
      expect(field('editor-slug').value).toBe('old-news');
    });
  }

  it('the slug follows the title of a new article until it is edited', () => {
    setupEditor({});
    typeIn('editor-title-en', 'Our New Office, Riyadh!');
    expect(field('editor-slug').value).toBe('our-new-office-riyadh');
    typeIn('editor-title-en', 'Our  New -- Office');
    expect(field('editor-slug').value).toBe('our-new-office');
    typeIn('editor-slug', 'My Custom Slug');
    fireEvent.blur(field('editor-slug'));
    expect(field('editor-slug').value).toBe('my-custom-slug');
    typeIn('editor-title-en', 'Something else');
    expect(field('editor-slug').value).toBe('my-custom-slug');
  });

  it('saving a draft says a draft was saved, not that it was published', async () => {
    const saveArticle = vi.fn(
      async (input: ArticleInput) => ({ ...article, ...input }) as NewsArticle,
    );
    const { onClose } = setupEditor({ saveArticle: saveArticle as AdminClient['saveArticle'] });
    typeIn('editor-title-en', 'Not yet');
    typeIn('editor-content-en', 'Not yet public.');
    expect(text('editor-publish-state')).toBe(en['editor.settings.draft']);
    await save();
    await screen.findAllByText(en['editor.toast.draftSavedTitle']);
    expect(screen.getAllByText(en['editor.toast.draftSavedText']).length).toBeGreaterThan(0);
    expect(screen.queryByText(en['editor.toast.publishedTitle'])).toBeNull();
    expect(saveArticle.mock.calls[0]?.[0]).toMatchObject({ title: 'Not yet', isPublished: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('a taken slug refused by the save is said at the slug and in the toast; the editor stays', async () => {
    const saveArticle = vi.fn(async () => {
      throw new ApiError(409, 'Slug taken', 'slug_taken');
    });
    const { onClose } = setupEditor({
      saveArticle: saveArticle as unknown as AdminClient['saveArticle'],
    });
    typeIn('editor-title-en', 'Clash');
    typeIn('editor-content-en', 'Body.');
    typeIn('editor-slug', 'taken-slug');
    await save();
    await screen.findAllByText(en['editor.toast.draftErrorTitle']);
    // (Radix may announce the toast a second time, for screen readers.)
    expect(
      screen.getAllByText(new RegExp(en['editor.toast.draftErrorText'])).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(text('editor-slug-error')).toContain(en['error.slug_taken']));
    expect(screen.getByTestId('article-editor')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes at once when nothing changed, else asks before throwing the changes away', async () => {
    const first = setupEditor({});
    fireEvent.click(screen.getByTestId('editor-cancel'));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(questionText()).toBe('');
    cleanup();

    const { onClose } = setupEditor({});
    typeIn('editor-title-en', 'Unsaved work');
    fireEvent.click(screen.getByTestId('editor-cancel'));
    await waitFor(() => expect(questionText()).toContain(en['editor.unsavedChanges']));
    await answer(en['editor.keepEditing']);
    await waitFor(() => expect(questionText()).toBe(''));
    expect(field('editor-title-en').value).toBe('Unsaved work');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('editor-cancel'));
    await answer(en['editor.discardChanges']);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('the preview renders the markup', async () => {
    setupEditor({});
    typeIn('editor-content-en', '**strong** and [a link](https://example.com)');
    fireEvent.click(screen.getByTestId('editor-preview-toggle'));
    const preview = await screen.findByTestId('editor-preview-en');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('strong'));
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('the preview shows the numbers as the public page does: Arabic-Indic in Arabic only', async () => {
    setupEditor({});
    typeIn('editor-title-en', 'Plan 2026');
    typeIn('editor-content-en', 'We launched **3 ventures** in 2026');
    showTab('ar');
    typeIn('editor-title-ar', 'خطة 2026');
    typeIn('editor-content-ar', 'أطلقنا **3 مشاريع** في [2026](https://example.com/2026)');
    fireEvent.click(screen.getByTestId('editor-preview-toggle'));
    const arabic = await screen.findByTestId('editor-preview-ar');
    await waitFor(() => expect(arabic.querySelector('a')?.textContent).toBe('٢٠٢٦'));
    expect(arabic.querySelector('h1')?.textContent).toBe('خطة ٢٠٢٦');
    expect(arabic.querySelector('strong')?.textContent).toBe('٣ مشاريع');
    expect(arabic.querySelector('a')?.getAttribute('href')).toBe('https://example.com/2026');
    showTab('en');
    const english = await screen.findByTestId('editor-preview-en');
    await waitFor(() => expect(english.querySelector('strong')?.textContent).toBe('3 ventures'));
    expect(english.querySelector('h1')?.textContent).toBe('Plan 2026');
  });
});
