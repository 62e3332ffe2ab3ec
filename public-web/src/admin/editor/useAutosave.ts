/**
 * The editor's saves of an article with optimistic concurrency. Each save sends the version
 * the edits were based on (`baseVersion`); another person's save meanwhile comes back as a
 * conflict (never overwritten). A draft is saved on its own a few seconds after the last change;
 * a published article only when the person asks (no live edits). A new article is created by its
 * first autosave, and every later save (autosave or the person's) goes to the created one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS } from '@vb/shared/constants';
import { articleInputSchema, type EditConflict, type NewsArticle } from '@vb/shared/schemas';
import { conflictOf } from '../conflicts';
import { logFailure, useAdmin } from '../context';
import type { TranslatedMarks } from '../translationStatus/translatedMarks';
import { draftsDiffer, draftToInput, missingRequired, type ArticleDraft } from './articleDraft';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'conflict' }
  | { kind: 'failed' }
  /** The server could not be reached; kept on this computer (desktop offline drafts). */
  | { kind: 'local' };

/** The article as another person saved it, and the text of this editor that was not saved. */
export interface EditorConflict extends Omit<EditConflict['current'], 'savedBy'> {
  savedBy: string | null;
  mine: ArticleDraft;
  /** Their version is in the editor; `mine` stays in the side panel. */
  loaded: boolean;
}

/** Whether a draft could be saved as it is (required fields, the schema's limits). */
const saveable = (draft: ArticleDraft) =>
  missingRequired(draft).length === 0 && articleInputSchema.safeParse(draftToInput(draft)).success;

interface AutosaveOptions {
  /** The article being edited; none while it was never saved. */
  article: NewsArticle | undefined;
  /** Whether a change is saved on its own (a draft, with nothing else in the way). */
  enabled: boolean;
  draft: ArticleDraft;
  /** What was last saved (or loaded): the draft differs from it when there are unsaved changes. */
  baseline: ArticleDraft;
  onSaved(article: NewsArticle, sent: ArticleDraft): void;
  onConflict(conflict: EditorConflict): void;
  /** The languages auto-translate filled since the last save, sent with each save. */
  translated?: TranslatedMarks;
  /** The version a kept offline draft was edited from (else the article's). */
  baseVersion?: number;
  /** A failed save (not a conflict); true when it was kept on this computer. */
  onFailed?(error: unknown, sent: ArticleDraft): Promise<boolean>;
}

export function useAutosave({
  article,
  enabled,
  draft,
  baseline,
  onSaved,
  onConflict,
  translated,
  baseVersion,
  onFailed,
}: AutosaveOptions) {
  const { client } = useAdmin();
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const version = useRef(baseVersion ?? article?.version);
  // The created article's id the moment its create answers, before any re-render carries it:
  // a save started in between must update that article, not create a second one.
  const created = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const latest = useRef({ draft, onSaved, onConflict, onFailed });
  useEffect(() => {
    latest.current = { draft, onSaved, onConflict, onFailed };
  });
  const articleId = article?.id;

  /** Saves the editor's draft now (based on the last version it knows); creates a new one. */
  const saveNow = useCallback((): Promise<void> => {
    // One save at a time: above all, never a second create while the first is under way.
    if (inFlight.current) return inFlight.current;
    const id = articleId ?? created.current;
    const sent = latest.current.draft;
    const marks = translated?.pending();
    setStatus({ kind: 'saving' });
    const run = (async () => {
      try {
        const saved = await client.saveArticle(
          {
            ...draftToInput(sent),
            ...(id === undefined ? {} : { baseVersion: version.current }),
            ...(marks?.languages.length ? { translated: marks.languages } : {}),
          },
          id,
        );
        created.current = saved.id;
        marks?.saved();
        version.current = saved.version;
        setStatus({ kind: 'saved', at: new Date() });
        latest.current.onSaved(saved, sent);
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          setStatus({ kind: 'conflict' });
          latest.current.onConflict({
            ...current,
            savedBy: current.savedBy.name,
            mine: latest.current.draft,
            loaded: false,
          });
        } else if (await latest.current.onFailed?.(error, sent)) {
          setStatus({ kind: 'local' });
        } else {
          logFailure('Autosave failed', error);
          setStatus({ kind: 'failed' });
        }
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [client, articleId, translated]);

  const dirty = draftsDiffer(baseline, draft);
  const due = enabled && dirty && saveable(draft);
  useEffect(() => {
    if (!due) return;
    // A few seconds after the last change (each change starts the wait again).
    const timer = window.setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, draft, baseline, saveNow]);

  return {
    status,
    saveNow,
    /** The version the next save is based on. */
    version: () => version.current,
    /** The article saves go to: the edited one, or the one the first autosave created. */
    id: () => articleId ?? created.current,
    /** Bases the next save on another version (their version loaded, or a deliberate overwrite). */
    rebase(next: number | undefined) {
      version.current = next;
      setStatus({ kind: 'idle' });
    },
    /** Resolves once no autosave is under way (a manual save waits for it). */
    settled: () => inFlight.current ?? Promise.resolve(),
  };
}
