/**
 * The public forms as plain HTML forms: the contact form (home page) and the investment request
 * (/invest, /investor) post `application/x-www-form-urlencoded` to their page's own address in the
 * visitor's language (`/`, `/en`, `/invest`, `/en/investor`, …), which is how a browser without
 * JavaScript, or one whose scripts have not arrived yet, sends them. The post goes through what
 * the JSON route does (routes/submissions/public.routes.ts `publicForms`: the origin check, the
 * same rate limit, body size, shared schema and service function) and is answered with a page:
 * 303 to the page with its confirmation (Post/Redirect/Get), or the page again with the visitor's
 * values and each field's problem (422), the rate limit's refusal (429), or the failure (413, 503).
 */
import type { Context, Middleware, Next } from 'koa';
import { HONEYPOT_FIELD } from '@vb/shared/constants';
import type { FieldIssue } from '@vb/shared/errors';
import { messageText } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import { PAGES, type PageId } from '@vb/shared/pages';
import { localizedPath, pathLanguage } from '@vb/shared/paths';
import {
  FORM_POST_ELEMENT_ID,
  FORM_SENT_PARAM,
  type FormPostOutcome,
  type FormPostState,
  PUBLIC_FORM_ANCHOR,
  PUBLIC_FORM_IDS,
  type PublicFormId,
} from '@vb/shared/render';
import type { Deps } from '../deps';
import { clientOf } from '../http/auth';
import { formBody } from '../http/body';
import { HttpError } from '../http/errors';
import { originCheck } from '../http/security';
import { securityEvent } from '../logger';
import { type PublicForm, publicForms } from '../routes/submissions/public.routes';
import { escapeJsonForScript } from './head';

/** The pages each form is on. */
const FORM_PAGES: Record<PublicFormId, PageId[]> = {
  contact: ['home'],
  investor: ['invest', 'investor'],
};

/** The form of each page that has one. */
const FORM_OF_PAGE = new Map<PageId, PublicFormId>(
  PUBLIC_FORM_IDS.flatMap((form) => FORM_PAGES[form].map((page) => [page, form] as const)),
);

/** A form's page at a request path (still percent-encoded), matched like the site's pages. */
export interface FormTarget {
  form: PublicFormId;
  page: PageId;
  language: Language;
}

/**
 * The form posted to a request path: a page with a form, in the address's language (the path
 * matched case-insensitively, a trailing slash ignored, as the page itself is), else undefined.
 */
export function formTarget(requestPath: string): FormTarget | undefined {
  const { language, path } = pathLanguage(requestPath);
  const normalized = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  for (const [page, form] of FORM_OF_PAGE) {
    if (PAGES[page].path.toLowerCase() === normalized) return { form, page, language };
  }
  return undefined;
}

/**
 * Where a form's post sends the browser once it is stored (303): its page in the language it was
 * sent in, showing the confirmation (`?sent=<form>`), at the form.
 */
export function sentLocation({ form, page, language }: FormTarget): string {
  const path = localizedPath(language, `${PAGES[page].path}?${FORM_SENT_PARAM}=${form}`);
  return `${path}#${PUBLIC_FORM_ANCHOR[form]}`;
}

/** The confirmation state of a page's own form when its URL says it was sent, else undefined. */
export function sentFormState(page: PageId, url: string): FormPostState | undefined {
  const form = FORM_OF_PAGE.get(page);
  const question = url.indexOf('?');
  if (!form || question < 0) return undefined;
  const sent = new URLSearchParams(url.slice(question + 1)).get(FORM_SENT_PARAM);
  return sent === form ? { form, outcome: 'sent', values: {}, issues: [] } : undefined;
}

/** Whether a `?sent=` value names a form (the only values a page is rendered and kept for). */
export const isSentValue = (value: string | null): value is PublicFormId =>
  (PUBLIC_FORM_IDS as readonly (string | null)[]).includes(value);

/** The element that carries a page's form state to the browser, safe inside HTML. */
export function formPostTag(state: FormPostState): string {
  return `<script type="application/json" id="${FORM_POST_ELEMENT_ID}">${escapeJsonForScript(
    JSON.stringify(state),
  )}</script>`;
}

/** A page's HTML with its form state embedded at the end of the body. */
export function injectFormPost(html: string, state: FormPostState | undefined): string {
  if (!state) return html;
  const bodyEnd = html.toLowerCase().lastIndexOf('</body');
  const at = bodyEnd === -1 ? html.length : bodyEnd;
  return `${html.slice(0, at)}${formPostTag(state)}${html.slice(at)}`;
}

/**
 * What the visitor sent that the page shows again: the form's own fields, strings only (never
 * the honeypot: a person whose browser filled it in by mistake is not caught the second time).
 */
function keptValues(form: PublicForm, body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const name of form.fields) {
    const value = Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'string' && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

/** How a refused or failed post is answered: its status, the page's outcome, its headers. */
interface Refusal {
  status: number;
  outcome: Exclude<FormPostOutcome, 'sent'>;
  issues: FieldIssue[];
  headers: Record<string, string>;
}

/** A refusal of the shared chain (HTTP errors, the body parser's) as the page tells it. */
function refusalOf(error: unknown): Refusal | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const http = error instanceof HttpError ? error : undefined;
  const headers = http?.headers ?? {};
  if (status === 429) return { status, outcome: 'rateLimited', issues: [], headers };
  if (status === 413) return { status, outcome: 'tooLarge', issues: [], headers };
  if (http?.code === 'validation_failed' && http.issues?.length) {
    return { status: 422, outcome: 'invalid', issues: http.issues, headers };
  }
  return { status: status === 415 ? 415 : 400, outcome: 'failed', issues: [], headers };
}

/** Middleware run one after another, each calling the next, as a router runs a route's. */
function chain(list: readonly Middleware[]): (ctx: Context) => Promise<void> {
  return (ctx) => {
    const run = (at: number): Promise<void> => {
      const middleware = list[at];
      return middleware
        ? Promise.resolve(middleware(ctx, (() => run(at + 1)) as Next))
        : Promise.resolve();
    };
    return run(0);
  };
}

/** Renders the page of a form post (the site's page render) with the form's state. */
export type FormPageAnswer = (ctx: Context, state: FormPostState, status: number) => Promise<void>;

/**
 * The plain HTML posts of the public forms (mounted before the app's own origin check: it applies
 * that check itself, so that a refusal is a page and not the API's JSON). Never a JSON body,
 * never a 500: whatever fails is the form's failure page.
 */
export function formPosts(deps: Deps, answerPage: FormPageAnswer): Middleware {
  const forms = publicForms(deps);
  const sameOrigin = originCheck(deps.config.allowedOrigins);
  const { logger } = deps;

  /** The chain of one form: the JSON route's, with the body read from the form's fields. */
  const chains = new Map<PublicFormId, (ctx: Context) => Promise<void>>(
    PUBLIC_FORM_IDS.map((id) => {
      const form: PublicForm = forms[id];
      return [
        id,
        chain([
          sameOrigin,
          form.limit,
          formBody(form.bodyLimit),
          form.validate,
          async (ctx: Context) => {
            const target = formTarget(ctx.path)!;
            // The e-mails and the stored row are in the language of the page it was sent from.
            const client = { ...clientOf(ctx), language: target.language };
            await form.submit(client, form.validate.input(ctx).body);
            ctx.status = 303;
            ctx.redirect(sentLocation(target));
          },
        ]),
      ];
    }),
  );

  /** The values of a post refused before its body was read (its limit), read now to show them. */
  const readValues = async (ctx: Context, form: PublicForm) => {
    try {
      let body: unknown;
      await formBody(form.bodyLimit)(ctx, async () => {
        body = ctx.request.body;
      });
      return keptValues(form, body);
    } catch {
      return {};
    }
  };

  return async (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const target = formTarget(ctx.path);
    if (!target) return next();
    const form: PublicForm = forms[target.form];
    ctx.set('Cache-Control', 'no-store');
    try {
      await chains.get(target.form)!(ctx);
      return;
    } catch (error) {
      const language = target.language;
      if (error instanceof HttpError && error.code === 'forbidden_origin') {
        securityEvent(logger, ctx, 'access_denied', { status: 403, code: error.code });
        plainAnswer(ctx, 403, language, 'error.forbidden_origin');
        return;
      }
      let refusal = refusalOf(error);
      if (!refusal) {
        logger.error('form post failed', { path: ctx.path, error });
        refusal = { status: 503, outcome: 'failed', issues: [], headers: { 'Retry-After': '5' } };
      }
      const sent = ctx.request.body;
      const values =
        sent === undefined && refusal.outcome === 'rateLimited'
          ? await readValues(ctx, form)
          : keptValues(form, sent);
      try {
        await answerPage(
          ctx,
          { form: target.form, outcome: refusal.outcome, values, issues: refusal.issues },
          refusal.status,
        );
        for (const [name, value] of Object.entries(refusal.headers)) ctx.set(name, value);
      } catch (renderError) {
        logger.error('form post page failed', { path: ctx.path, error: renderError });
        plainAnswer(
          ctx,
          refusal.status,
          language,
          refusal.outcome === 'rateLimited' ? 'error.too_many_requests' : 'error.unknown',
        );
      }
    }
  };
}

/** A short text answer in the visitor's language (a refusal that shows no page). */
function plainAnswer(
  ctx: Context,
  status: number,
  language: Language,
  key: 'error.forbidden_origin' | 'error.too_many_requests' | 'error.unknown',
) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Language', language);
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = messageText(language, key);
}
