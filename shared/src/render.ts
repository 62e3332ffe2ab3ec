/**
 * The contract between the API's page handler and public-web's server render
 * (`public-web/src/entry-server.tsx`, built into `dist-server/entry-server.js`).
 */
import type { FieldIssue } from './errors';
import type { Language, Theme } from './options';

/** A public form that also works as a plain HTML form (posted to its page's own address). */
export type PublicFormId = 'contact' | 'investor';

export const PUBLIC_FORM_IDS: readonly PublicFormId[] = ['contact', 'investor'];

/**
 * The id of the element each form's page is scrolled to after its post (the form's section or
 * title): the fragment of the form's `action` and of its confirmation's address.
 */
export const PUBLIC_FORM_ANCHOR: Record<PublicFormId, string> = {
  contact: 'contact',
  investor: 'invest-form-title',
};

/**
 * The query parameter of the page a sent form is redirected to (Post/Redirect/Get):
 * `/?sent=contact#contact`, `/en/invest?sent=investor`. The page shows its confirmation.
 */
export const FORM_SENT_PARAM = 'sent';

/** The id of the JSON element carrying a page's form state (see `FormPostState`). */
export const FORM_POST_ELEMENT_ID = 'form-post';

/**
 * How a form's plain HTML post (or its redirect) ended, as the page shows it: sent (the
 * confirmation), invalid (each field's problem, a summary), refused for sending too often, too
 * large, or not stored (the form's failure message).
 */
export type FormPostOutcome = 'sent' | 'invalid' | 'rateLimited' | 'tooLarge' | 'failed';

/**
 * A form's state after a plain HTML post, rendered into the page and embedded beside it, so that
 * the browser hydrates the same form: the visitor's values (the form's own fields, strings only)
 * and the API's field issues (English, as its JSON answers carry them).
 */
export interface FormPostState {
  form: PublicFormId;
  outcome: FormPostOutcome;
  values: Record<string, string>;
  issues: FieldIssue[];
}

/** What the server render of one page request is given. */
export interface RenderInput {
  /** The request's path and query, as the browser's location will show it. */
  url: string;
  language: Language;
  theme: Theme;
  /** The origin the browser sees (for absolute links such as share links). */
  origin: string;
  /** The page's first reads, request path → answer (the same ones the page embeds). */
  reads: Record<string, unknown>;
  /** Whether the request comes from a phone (its layouts are rendered for a narrow screen). */
  narrow: boolean;
  /** A form's state after its plain HTML post, or on the page it was redirected to. */
  form?: FormPostState;
}

/** The server render's export: the app's HTML for one request. */
export type RenderFn = (input: RenderInput) => string;
