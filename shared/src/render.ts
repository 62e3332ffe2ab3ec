/**
 * The contract between the API's page handler and public-web's server render
 * (`public-web/src/entry-server.tsx`, built into `dist-server/entry-server.js`).
 */
import type { Language, Theme } from './options';

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
}

/** The server render's export: the app's HTML for one request. */
export type RenderFn = (input: RenderInput) => string;
