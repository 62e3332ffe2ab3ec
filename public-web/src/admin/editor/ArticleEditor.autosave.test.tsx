import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import type { ArticleInput, NewsArticle } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { article, setupEditor, stubResizeObserver, typeIn } from './articleEditorKit';

const { en } = messages;
const text = (id: string) => screen.getByTestId(id).textContent;
/** The autosave's wait after the last change, passed. */
const autosaveWait = () => act(async () => void vi.advanceTimersByTime(AUTOSAVE_DELAY_MS + 10));

/** A save the test answers when it chooses (a create still under way). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const created = (input: ArticleInput, id: number, version: number): NewsArticle => ({
  ...article,
  ...draftFields(input),
  id,
  version,
  isPublished: false,
  publishedAt: null,
});
const draftFields = (input: ArticleInput) => ({
  title: input.title,
  content: input.content,
  slug: input.slug ?? 'x',
});

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(stubResizeObserver);
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The autosave waits a few seconds after the last change: the test moves the clock instead.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  errors.mockRestore();
});

describe('a new article’s autosave', { timeout: 60_000 }, () => {
  it('is saved as a draft once it has content, once, and the editor carries on with it', async () => {
    const first = deferred<NewsArticle>();
    const calls: { input: ArticleInput; id: number | undefined }[] = [];
    const saveArticle = vi.fn((input: ArticleInput, id?: number) => {
      calls.push({ input, id });
      if (calls.length === 1) return first.promise;
      return Promise.resolve(created(input, 41, calls.length));
    });
    const { onCreated, onClose } = setupEditor({
      saveArticle: saveArticle as AdminClient['saveArticle'],
    });
    expect(screen.queryByTestId('editor-history')).toBeNull();

    // A title alone cannot be saved yet; with its content it is, on its own, as a draft.
    typeIn('editor-title-en', 'Fresh news');
    await autosaveWait();
    expect(saveArticle).not.toHaveBeenCalled();
    typeIn('editor-content-en', 'First words.');
    await autosaveWait();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.id).toBeUndefined();
    expect(calls[0]?.input).toMatchObject({
      title: 'Fresh news',
      content: 'First words.',
      isPublished: false,
    });
    expect(calls[0]?.input.baseVersion).toBeUndefined();
    await waitFor(() => expect(text('editor-save-status')).toBe(en['editor.autosave.saving']));

    // Typing on while the create is under way starts no second create.
    typeIn('editor-content-en', 'First words, more.');
    await autosaveWait();
    expect(calls).toHaveLength(1);

    await act(async () => first.resolve(created(calls[0]!.input, 41, 1)));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: 41 });
    // The created article has a history now; the heading still says it is being created.
    expect(await screen.findByTestId('editor-history')).toBeTruthy();
    expect(text('editor-heading')).toBe(en['editor.createTitle']);

    // The change typed meanwhile goes to the created article, from its version.
    await autosaveWait();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      id: 41,
      input: { content: 'First words, more.', baseVersion: 1 },
    });

    // The person's Save updates it too: never a second article.
    typeIn('editor-title-en', 'Fresh news, final');
    await act(async () => void fireEvent.click(screen.getByTestId('editor-save')));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.slice(2)).toEqual([
      { id: 41, input: expect.objectContaining({ title: 'Fresh news, final', baseVersion: 2 }) },
    ]);
    expect(calls.filter((call) => call.id === undefined)).toHaveLength(1);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('a Save while the first autosave is creating the article updates that article', async () => {
    const first = deferred<NewsArticle>();
    const calls: (number | undefined)[] = [];
    const saveArticle = vi.fn((input: ArticleInput, id?: number) => {
      calls.push(id);
      return calls.length === 1 ? first.promise : Promise.resolve(created(input, 7, 2));
    });
    const { onClose } = setupEditor({ saveArticle: saveArticle as AdminClient['saveArticle'] });
    typeIn('editor-title-en', 'Quick');
    typeIn('editor-content-en', 'Saved twice?');
    await autosaveWait();
    expect(calls).toEqual([undefined]);
    await act(async () => void fireEvent.click(screen.getByTestId('editor-save')));
    expect(calls).toEqual([undefined]);
    await act(async () =>
      first.resolve(created({ title: 'Quick', content: 'Saved twice?' }, 7, 1)),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([undefined, 7]);
  });
});

describe('the save button says what it will do', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`(${language}) a draft is saved as a draft, published only with the switch on`, () => {
      usePreferences.setState({ language });
      const catalog = messages[language];
      setupEditor({});
      expect(text('editor-save')).toContain(catalog['editor.save.saveDraft']);
      expect(text('editor-save')).not.toContain(catalog['editor.save.publish']);
      fireEvent.click(screen.getByTestId('editor-publish'));
      expect(text('editor-save')).toContain(catalog['editor.save.publish']);
      cleanup();

      // A published article: its changes, or taken off the site with the switch off.
      setupEditor({}, article);
      expect(text('editor-save')).toContain(catalog['editor.save.saveChanges']);
      fireEvent.click(screen.getByTestId('editor-publish'));
      expect(text('editor-save')).toContain(catalog['editor.save.unpublish']);
    });
  }
});
