/**
 * A public form's state after its plain HTML post (see `usePublicForm`): the server render is
 * given it (`FormPostContext`), and the page carries it for the browser, which hydrates the same
 * form (`embeddedFormPost`).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { FORM_POST_ELEMENT_ID, type FormPostState, type PublicFormId } from '@vb/shared/render';

/** The form state the server render was given (entry-server.tsx provides it). */
export const FormPostContext = createContext<FormPostState | undefined>(undefined);

/**
 * The form state the server embedded in the page it answered a plain post (or its confirmation)
 * with, in the browser (the server's own JSON); undefined without one (or once a form took it).
 */
export function embeddedFormPost(): FormPostState | undefined {
  try {
    const text = document.getElementById(FORM_POST_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as FormPostState) : undefined;
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
