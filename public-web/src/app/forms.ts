import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { HONEYPOT_FIELD, STORAGE_KEYS } from '@vb/shared/constants';
import type { FieldIssue } from '@vb/shared/errors';
import type { MessageKey } from '@vb/shared/i18n';
import { PUBLIC_FORM_ANCHOR, type FormPostOutcome, type PublicFormId } from '@vb/shared/render';
import {
  loadCatalog,
  loadedCatalogs,
  loadedFormatter,
  loadFormatter,
  type Catalog,
} from './catalogs';
import { ApiError } from './http';
import { errorKey, useT } from './i18n';
import { type FormNotice, usePostedForm } from './formPost';
import { useLocalHref } from './languageRouting';
import { preloadToasts, useToast } from './toast';

/**
 * English validation text (from the shared schemas, on the client or from the API) → its key,
 * from the English catalog (loaded by `prepareFieldErrors`).
 */
const keysByEnglish = new WeakMap<Catalog, Map<string, MessageKey>>();
function keyOfEnglish(text: string): MessageKey | undefined {
  const en = loadedCatalogs().en;
  if (!en) return undefined;
  let map = keysByEnglish.get(en);
  if (!map) {
    map = new Map();
    for (const [key, message] of Object.entries(en) as [MessageKey, string][]) {
      if (/^(validation|careers|contact|invest)\./.test(key) && !map.has(message)) {
        map.set(message, key);
      }
    }
    keysByEnglish.set(en, map);
  }
  return map.get(text);
}

/**
 * What localizing field issues needs beyond the page's first load: the English catalog (issues
 * are in English) and the ICU formatter (the length limit's plural): `undefined` when both are at
 * hand, else their loading, awaited before a form shows its first errors or progress.
 */
export function prepareFieldErrors(): Promise<unknown> | undefined {
  if (loadedCatalogs().en && loadedFormatter()) return undefined;
  return Promise.all([loadCatalog('en'), loadFormatter()]).catch(() => undefined);
}

export type FieldErrors = Record<string, string>;

/** Localizes field issues (client zod issues or the API's `issues`) by field name. */
export function useFieldErrors() {
  const t = useT();
  return useCallback(
    (issues: FieldIssue[]): FieldErrors => {
      const errors: FieldErrors = {};
      for (const issue of issues) {
        const field = issue.path.split('.')[0] || '_';
        if (errors[field]) continue;
        const known = keyOfEnglish(issue.message);
        const max = /^At most (\d+) characters$/.exec(issue.message)?.[1];
        errors[field] = known
          ? t(known)
          : max
            ? t('validation.maxLength', { max: Number(max) })
            : t('error.validation_failed');
      }
      return errors;
    },
    [t],
  );
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

interface SubmitOptions<S extends z.ZodType, R> {
  /** The payload's shared schema, or a loader of it (loaded on the first submission). */
  schema: S | (() => Promise<S>);
  send(payload: z.output<S>, raw: z.input<S>): Promise<R>;
  success: { title: MessageKey; text: MessageKey };
  failure: { title: MessageKey; text: MessageKey };
  /** Logged to the console with the error (SPEC section 8: failures are also logged). */
  logMessage: MessageKey;
  onSuccess?(result: R): void;
}

/**
 * A public form's submission (SPEC section 4, contact form): idle → submitting (button disabled)
 * → success (toast, caller clears the form) or failure (destructive toast, fields kept, each
 * field's problem shown next to it, whether found here or by the server).
 */
function useFormSubmit<S extends z.ZodType, R>(
  options: SubmitOptions<S, R>,
  initialIssues: FieldIssue[] = [],
) {
  const t = useT();
  const toast = useToast();
  const localize = useFieldErrors();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(() =>
    initialIssues.length ? localize(initialIssues) : {},
  );

  const submit = useCallback(
    async (values: z.input<S>): Promise<boolean> => {
      const preparing = prepareFieldErrors();
      const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
      if (preparing) await preparing;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setFieldErrors(localize(zodIssues(parsed.error)));
        return false;
      }
      setFieldErrors({});
      setSubmitting(true);
      preloadToasts();
      try {
        const result = await options.send(parsed.data, values);
        toast({
          title: t(options.success.title),
          description: t(options.success.text),
          variant: 'success',
        });
        options.onSuccess?.(result);
        return true;
      } catch (error) {
        // eslint-disable-next-line no-console -- SPEC section 8: failures are logged as well as shown
        console.error(t(options.logMessage), error);
        if (error instanceof ApiError && error.issues.length)
          setFieldErrors(localize(error.issues));
        const description =
          error instanceof ApiError &&
          (error.status === 429 || error.status === 413 || error.issues.length)
            ? t(errorKey(error))
            : t(options.failure.text);
        toast({ title: t(options.failure.title), description, variant: 'destructive' });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [localize, options, t, toast],
  );

  return { submit, submitting, fieldErrors, setFieldErrors };
}

/** A draft's values as kept: the form's own fields only, strings only. */
function readDraft<V extends Record<string, string>>(key: string, empty: V): Partial<V> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept).filter(
        ([name, value]) =>
          Object.hasOwn(empty, name) && name !== HONEYPOT_FIELD && typeof value === 'string',
      ),
    ) as Partial<V>;
  } catch {
    return {};
  }
}

/**
 * The values of a form's fields in the document that differ from what the form rendered: what
 * the visitor typed into the server's HTML before the app ran (hydration leaves the fields'
 * values as they are, not as the state has them).
 */
function typedBeforeHydration<V extends Record<string, string>>(
  form: HTMLFormElement | null,
  rendered: V,
): Partial<V> {
  const typed: Partial<Record<string, string>> = {};
  for (const name of Object.keys(rendered)) {
    const field = form?.elements.namedItem(name);
    if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== rendered[name]
    ) {
      typed[name] = field.value;
    }
  }
  return typed as Partial<V>;
}

/**
 * Keeps a form's half-typed values in the tab's session storage, so a reload or a visit to
 * another page does not lose them (they come back once the page runs; the server's HTML cannot
 * know them), and asks before the tab is closed or left while something is typed. A sent form
 * is empty, which removes its draft. The honeypot is never kept.
 *
 * When the form first runs it takes what the visitor typed into the page before it ran (those
 * values win), then the draft's values for the fields still empty (not over the values the
 * server's page came back with after a plain post).
 */
function useFormDraft<V extends Record<string, string>>(
  name: string,
  empty: V,
  values: V,
  setValues: (update: (values: V) => V) => void,
  formRef: { current: HTMLFormElement | null },
) {
  const key = `${STORAGE_KEYS.draftPrefix}${name}`;
  const restored = useRef(false);
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values);
    const kept = readDraft(key, empty);
    restored.current = true;
    if (Object.keys(typed).length || Object.keys(kept).length) {
      setValues((current) => {
        const next = { ...current };
        for (const [field, value] of Object.entries(kept) as [keyof V, string][]) {
          if (!next[field]?.trim()) next[field] = value as V[keyof V];
        }
        return { ...next, ...typed };
      });
    }
    // Once, when the form first runs: later drafts are this form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const typed = Object.entries(values).some(
    ([field, value]) => field !== HONEYPOT_FIELD && value.trim() !== '',
  );
  useEffect(() => {
    if (!restored.current) return;
    try {
      if (typed) {
        const { [HONEYPOT_FIELD]: _, ...kept } = values;
        sessionStorage.setItem(key, JSON.stringify(kept));
      } else sessionStorage.removeItem(key);
    } catch {
      // Without storage the form still works; only the draft is not kept.
    }
  }, [key, typed, values]);
  useEffect(() => {
    if (!typed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [typed]);
}

/** Focuses the first field flagged invalid (called once the error messages have rendered). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  // Centred, so that neither the fixed header nor the toast hides the field and its label.
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' }); // (absent in jsdom)
}

/**
 * A public form of plain text fields (contact, investment request): its values, a binder that
 * gives each field its name, value, error and change handler (editing a field clears its error),
 * the form element's props and the submit handler — which clears the form on success and, on
 * failure, takes the visitor to the first field that needs attention.
 *
 * The form is a real HTML form from the server's first byte (method post, to its page's own
 * address, `page`, in the page's language): without JavaScript, or before the app runs, the
 * browser sends it and the server answers with the page (site/formPost.ts in the API), whose
 * state after the post the form starts from (its notice, the visitor's values, the fields'
 * problems). Once the app runs, it sends the form itself (JSON, toasts) as before.
 */
export function usePublicForm<V extends Record<string, string>, S extends z.ZodType, R>(
  empty: V,
  options: Omit<SubmitOptions<S, R>, 'onSuccess'> & {
    /** The form's name for its draft: what is typed survives a reload of the tab. */
    draft: string;
    /** Which form it is (its plain post's answer names it). */
    form: PublicFormId;
    /** Its page's unprefixed path, where the browser posts it without the app. */
    page: string;
  },
) {
  const t = useT();
  const localHref = useLocalHref();
  const posted = usePostedForm(options.form);
  // The server's page came back with the form's own fields (site/formPost.ts `keptValues`).
  const [values, setValues] = useState<V>(() => ({ ...empty, ...posted?.values }));
  const [outcome, setOutcome] = useState<FormPostOutcome | undefined>(posted?.outcome);
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, submitting, fieldErrors, setFieldErrors } = useFormSubmit(
    { ...options, onSuccess: () => setValues(empty) },
    posted?.issues,
  );

  useFormDraft(options.draft, empty, values, setValues, formRef);
  const fieldId = (name: string) => `${options.form}-${name}`;
  const field = (name: keyof V & string) => ({
    name,
    // Known in advance, so the notice's summary above the fields can link to each.
    id: fieldId(name),
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  // A failed submission asks for focus; the effect runs after the commit that shows the errors
  // (a frame callback could run before React rendered them, and found nothing to focus).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const setValue = (name: keyof V & string, value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // From now on the toasts and the fields tell how it went.
    setOutcome(undefined);
    void submit(values as z.input<S>).then((ok) => {
      if (!ok) setFocusRequest((n) => n + 1);
    });
  };

  const formProps = {
    ref: formRef,
    method: 'post',
    action: localHref(`${options.page}#${PUBLIC_FORM_ANCHOR[options.form]}`),
    onSubmit,
    noValidate: true,
  };

  const notice: FormNotice | undefined =
    outcome === 'sent'
      ? { kind: 'sent', title: t(options.success.title), text: t(options.success.text) }
      : outcome === 'invalid'
        ? Object.keys(fieldErrors).length
          ? { kind: 'invalid', title: t('form.summary.title'), errors: fieldErrors }
          : undefined
        : outcome
          ? {
              kind: 'refused',
              title: t(options.failure.title),
              text: t(
                outcome === 'rateLimited'
                  ? 'error.too_many_requests'
                  : outcome === 'tooLarge'
                    ? 'error.payload_too_large'
                    : options.failure.text,
              ),
            }
          : undefined;

  return { values, setValue, field, fieldId, formProps, formRef, submitting, notice };
}
