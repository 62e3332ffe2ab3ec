/**
 * A public form's state after its plain HTML post (see `usePublicForm`): the server render is
 * given it (`FormPostContext`), and the page carries it for the browser, which hydrates the same
 * form (`embeddedFormPost`).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { FieldIssue } from '@vb/shared/errors';
import {
  FORM_POST_ELEMENT_ID,
  PUBLIC_FORM_IDS,
  type FormPostOutcome,
  type FormPostState,
  type PublicFormId,
} from '@vb/shared/render';

/** The form state the server render was given (entry-server.tsx provides it). */
export const FormPostContext = createContext<FormPostState | undefined>(undefined);

const OUTCOMES: readonly FormPostOutcome[] = [
  'sent',
  'invalid',
  'rateLimited',
  'tooLarge',
  'failed',
];

/**
 * The form state the server embedded in the page it answered a plain post (or its confirmation)
 * with, in the browser; undefined without one (or once a form has taken it).
 */
export function embeddedFormPost(): FormPostState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(FORM_POST_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof FormPostState, unknown>> | null;
    if (
      !parsed ||
      !PUBLIC_FORM_IDS.includes(parsed.form as PublicFormId) ||
      !OUTCOMES.includes(parsed.outcome as FormPostOutcome)
    ) {
      return undefined;
    }
    const values = Object.fromEntries(
      Object.entries(parsed.values ?? {}).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    const issues = (Array.isArray(parsed.issues) ? parsed.issues : []).filter(
      (issue: Partial<FieldIssue> | null): issue is FieldIssue =>
        typeof issue?.path === 'string' && typeof issue.message === 'string',
    );
    return {
      form: parsed.form as PublicFormId,
      outcome: parsed.outcome as FormPostOutcome,
      values,
      issues,
    };
  } catch {
    return undefined;
  }
}

/**
 * This form's state after a plain post: the server render's, or in the browser the one the page
 * carries, taken once (a later visit to the page starts afresh).
 */
export function usePostedForm(form: PublicFormId): FormPostState | undefined {
  const provided = useContext(FormPostContext);
  const [posted] = useState(() => {
    const state = provided ?? embeddedFormPost();
    return state?.form === form ? state : undefined;
  });
  useEffect(() => {
    if (posted && !provided) document.getElementById(FORM_POST_ELEMENT_ID)?.remove();
  }, [posted, provided]);
  return posted;
}

/**
 * What the form says above its fields after a plain post: its confirmation (the success toast's
 * words), the summary of the fields to correct, or why it was refused.
 */
export type FormNotice =
  | { kind: 'sent'; title: string; text: string }
  | { kind: 'invalid'; title: string; errors: Record<string, string> }
  | { kind: 'refused'; title: string; text: string };
