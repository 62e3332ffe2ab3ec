/**
 * The server render of the public pages: public-web's `dist-server/entry-server.js` (built beside
 * the site by `npm run build`) turns a URL, a language, a theme and the page's first reads into the
 * app's HTML, which the browser hydrates. Without that build, or when a render fails, the page is
 * the plain shell and the browser renders it, as before.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_THEME, PREFERENCE_COOKIES } from '@vb/shared/constants';
import {
  LANGUAGE_DIRECTION,
  LANGUAGES,
  THEMES,
  type Language,
  type Theme,
} from '@vb/shared/options';
import { isAdminPath, localizedPath, pathLanguage } from '@vb/shared/paths';
import type { InitialRead } from './pages';

/** The language and theme a request's page is rendered in, and for which width of screen. */
export interface PagePreferences {
  language: Language;
  theme: Theme;
  /** A phone (by its user agent): layouts that depend on the width render for a narrow screen. */
  narrow: boolean;
}

const PHONE = /\b(?:Mobi|iPhone|iPod)|Android.*Mobile/i;

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined) =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The value of the first cookie called `name` in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The one `lang` parameter of a request URL (none when it is absent or repeated). */
function langParameter(url: string | undefined): string | undefined {
  const query = url?.split('?', 2)[1];
  if (!query) return undefined;
  const values = new URLSearchParams(query).getAll('lang');
  return values.length === 1 ? values[0] : undefined;
}

/** A request URL's path (still percent-encoded) and its query with the leading '?'. */
function splitUrl(url: string | undefined): { pathname: string; search: string } {
  const raw = url ?? '/';
  const at = raw.indexOf('?');
  return at === -1
    ? { pathname: raw, search: '' }
    : { pathname: raw.slice(0, at), search: raw.slice(at) };
}

/**
 * The language and theme a request's page is rendered in: the language of its address (Arabic
 * unprefixed, English under /en, see `@vb/shared/paths`), the theme of the preference cookie the
 * site keeps in step with the saved choice, else the default. Read from the raw request, so the
 * page handler and the front door see the same.
 */
export function pagePreferences(req: IncomingMessage): PagePreferences {
  const cookies = req.headers.cookie;
  const userAgent = req.headers['user-agent'];
  return {
    language: pathLanguage(splitUrl(req.url).pathname).language,
    theme: oneOf(THEMES, cookieValue(cookies, PREFERENCE_COOKIES.theme)) ?? DEFAULT_THEME,
    narrow: PHONE.test(typeof userAgent === 'string' ? userAgent : ''),
  };
}

/** Where a page request is sent instead of being answered, and how. */
export interface LanguageRedirect {
  /** 301: a `?lang=` link names the page's address in that language, for good. 302: the
   * visitor's saved language (its cookie) differs from the address's: their language's page. */
  status: 301 | 302;
  location: string;
}

/**
 * The redirect a page request gets for its language, or undefined to answer it: a `?lang=xx` link
 * goes (301, without the parameter) to the same page at that language's address; a visitor whose
 * preference cookie names the other language than the address goes (302) to the same page in
 * theirs (SPEC section 1: a saved language is restored on load). The admin is never redirected.
 */
export function languageRedirect(req: IncomingMessage): LanguageRedirect | undefined {
  const { pathname, search } = splitUrl(req.url);
  const { language, path: raw } = pathLanguage(pathname);
  // One leading slash: '/en//host' must not become the network-path reference '//host'.
  const path = raw.replace(/^[/\\]+/, '/');
  if (language === 'ar' && isAdminPath(pathname.toLowerCase())) return undefined;
  const linked = oneOf(LANGUAGES, langParameter(req.url));
  if (linked) {
    const params = new URLSearchParams(search);
    params.delete('lang');
    const query = params.toString();
    return { status: 301, location: `${localizedPath(linked, path)}${query ? `?${query}` : ''}` };
  }
  const saved = oneOf(LANGUAGES, cookieValue(req.headers.cookie, PREFERENCE_COOKIES.language));
  if (saved && saved !== language) {
    return { status: 302, location: `${localizedPath(saved, path)}${search}` };
  }
  return undefined;
}

/**
 * The page variant of a request, as a key: what its HTML depends on besides its URL (nothing, for
 * the API's answers). A request that is redirected for its language (see `languageRedirect`) has
 * a variant of its own, whose answer is never kept: the front door never replays a page to it.
 */
export function pageVariant(req: IncomingMessage): string {
  if (req.url?.startsWith('/api/')) return '';
  const { language, theme, narrow } = pagePreferences(req);
  const redirect = languageRedirect(req) ? ' redirect' : '';
  return `${language} ${theme} ${narrow ? 'narrow' : 'wide'}${redirect}`;
}

/**
 * The page's HTML with the app rendered into its root element (marked with the language and theme
 * it was rendered in, which the browser checks before hydrating) and
 * `<html>` set to them; or with only `<html>` set when there is no render.
 */
export function applyRender(
  html: string,
  preferences: PagePreferences,
  appHtml: string | undefined,
): string {
  const { language, theme } = preferences;
  let out = html.replace(
    /<html\b[^>]*>/i,
    `<html lang="${language}" dir="${LANGUAGE_DIRECTION[language]}" class="${theme}">`,
  );
  if (appHtml !== undefined) {
    out = out.replace(
      /<div id="root"><\/div>/,
      // Not inert: the page works as plain HTML until the app takes it over (its links navigate;
      // controls that need the app wait for it, see public-web's App.tsx `Interactive`).
      () =>
        `<div id="root" data-rendered="${language} ${theme}" data-narrow="${preferences.narrow}">${appHtml}</div>`,
    );
  }
  return out;
}

/** The reads of a page as the render takes them: request path → answer. */
export function readsForRender(reads: readonly InitialRead[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const read of reads) out[read.path] = JSON.parse(read.body.bytes.toString('utf8'));
  return out;
}

const MODULE_SCRIPT =
  /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A server-rendered page's scripts handed to the loader (public-web/src/boot.ts): the page's module
 * script and modulepreload links are taken out and listed on one deferred classic script, which
 * fetches them once the page has painted, so they do not compete with what the page needs to
 * show. `routeScripts` are the route's modules, preloaded with the rest. Without exactly one
 * module script the page is left as it is.
 */
export function deferScripts(html: string, routeScripts: readonly string[], loaderSrc: string) {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '');
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const all = [...new Set([...preloads, ...routeScripts])];
  const loader =
    `<script defer src="${escapeAttr(loaderSrc)}" data-entry="${escapeAttr(entries[0] ?? '')}"` +
    ` data-preload="${escapeAttr(all.join(' '))}"></script>`;
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const headEnd = /<\/head\s*>/i.exec(stripped);
  const at = headEnd ? headEnd.index : 0;
  return `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`;
}
