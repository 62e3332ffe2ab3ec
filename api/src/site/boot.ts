/**
 * What a page needs before it can show, written into its HTML: the code and styles of its route
 * (preloaded, so they arrive alongside the main script instead of after it has run) and the
 * answers of its first reads (embedded, saving their round trips). The chunks are found in Vite's
 * build manifest by the names the page table gives them (`@vb/shared/pages`).
 */
import { INITIAL_READS_ELEMENT_ID } from '@vb/shared/constants';
import { heroMedia } from '@vb/shared/content';
import type { Language, Theme } from '@vb/shared/options';
import { BUILD_ENTRIES, CATALOG_MODULES, PAGES, type PageId } from '@vb/shared/pages';
import { escapeHtml, escapeJsonForScript } from './head';
import type { InitialRead } from './pages';

/** One chunk of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: an entry's input name, a lazy module's file name. */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  /** Files the chunk's styles refer to (fonts among them). */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest key of each build entry and lazy module, by chunk name; a name two of them share
 * names neither (null), rather than preloading the wrong one.
 */
const namedChunks = new WeakMap<Manifest, Map<string, string | null>>();

/** The manifest key of the build entry or lazy module named `name`, if there is exactly one. */
export function chunkKey(manifest: Manifest, name: string): string | undefined {
  let keys = namedChunks.get(manifest);
  if (!keys) {
    keys = new Map();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.name || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
      keys.set(chunk.name, keys.has(chunk.name) ? null : key);
    }
    namedChunks.set(manifest, keys);
  }
  return keys.get(name) ?? undefined;
}

/** The files a page loads first: scripts to modulepreload, stylesheets and fonts, as site paths. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  fonts: string[];
  /** The page's largest picture, fetched first (the home hero's poster). */
  images: string[];
}

/**
 * The files of the site's font (IBM Plex Sans Arabic, by subset and weight) that a page's text is
 * drawn with, per language: 400 for text, 500 for labels and buttons, 700 for headings. Arabic
 * pages draw spaces and Latin digits from the Latin subset; English pages draw the language
 * switch's Arabic label from the Arabic one. Preloaded, they arrive with the styles instead of
 * after the first layout, which saves a layout of the page for each font that would come late.
 */
const PAGE_FONTS: Record<Language, readonly string[]> = {
  ar: ['arabic-400', 'arabic-500', 'arabic-700', 'latin-400', 'latin-500', 'latin-700'],
  en: ['latin-400', 'latin-500', 'latin-700', 'arabic-500'],
};

/** The woff2 files of `language`'s fonts among the app entry's assets. */
function pageFonts(manifest: Manifest, entry: string | undefined, language: Language): string[] {
  const assets = (entry && manifest[entry]?.assets) || [];
  return PAGE_FONTS[language].flatMap((face) => {
    const file = assets.find((a) => a.endsWith('.woff2') && a.includes(`-${face}-normal-`));
    return file ? [`/${file}`] : [];
  });
}

/**
 * What page `id` loads first: the scripts and stylesheets of its module and of its language's
 * catalog, and everything they import (less the app entry's, which the template loads), its fonts
 * and its largest picture.
 */
export function pageAssets(
  manifest: Manifest,
  id: PageId,
  { language, theme }: { language: Language; theme: Theme },
): PageAssets {
  const pageModule = PAGES[id].module;
  const scripts: string[] = [];
  const styles: string[] = [];
  const entryKey = chunkKey(manifest, BUILD_ENTRIES.app);
  const entry = entryKey ? manifest[entryKey] : undefined;
  const skip = new Set<string>([...(entryKey ? [entryKey] : []), ...(entry?.imports ?? [])]);
  const seenCss = new Set(entry?.css ?? []);
  const visit = (key: string | undefined) => {
    if (key === undefined || skip.has(key)) return;
    skip.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) {
      if (seenCss.has(css)) continue;
      seenCss.add(css);
      styles.push(`/${css}`);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (pageModule !== null) visit(chunkKey(manifest, pageModule));
  visit(chunkKey(manifest, CATALOG_MODULES[language]));
  return {
    scripts,
    styles,
    fonts: pageFonts(manifest, entryKey, language),
    images: id === 'home' ? [heroMedia(language, theme).poster] : [],
  };
}

/** The head elements that start loading a page: fonts, stylesheets and modulepreload links. */
export function assetTags(assets: PageAssets): string[] {
  return [
    ...assets.images.map(
      (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`,
    ),
    ...assets.fonts.map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
}

/** The site path of the loader of server-rendered pages, if built. */
export function loaderScript(manifest: Manifest): string | undefined {
  const key = chunkKey(manifest, BUILD_ENTRIES.loader);
  const file = key ? manifest[key]?.file : undefined;
  return file ? `/${file}` : undefined;
}

/**
 * The element that carries the answers of a page's first reads: a JSON object from request path
 * to response body, safe inside HTML (no `</script>` can end it early).
 */
export function initialReadsTag(reads: readonly InitialRead[]): string {
  const entries = reads.map(
    ({ path: readPath, body }) => `${JSON.stringify(readPath)}:${body.bytes.toString('utf8')}`,
  );
  return `<script type="application/json" id="${INITIAL_READS_ELEMENT_ID}">${escapeJsonForScript(
    `{${entries.join(',')}}`,
  )}</script>`;
}

/**
 * index.html with a page's boot elements: the asset tags at the end of the head, the reads at the
 * end of the body (after everything else, so the preloads are found first).
 */
export function injectBoot(
  html: string,
  assets: PageAssets,
  reads: readonly InitialRead[],
): string {
  let out = html;
  const tags = assetTags(assets);
  if (tags.length > 0) {
    const headEnd = /<\/head\s*>/i.exec(out);
    const at = headEnd ? headEnd.index : 0;
    out = `${out.slice(0, at)}${tags.join('')}${out.slice(at)}`;
  }
  if (reads.length > 0) {
    const bodyEnd = out.toLowerCase().lastIndexOf('</body');
    const at = bodyEnd === -1 ? out.length : bodyEnd;
    out = `${out.slice(0, at)}${initialReadsTag(reads)}${out.slice(at)}`;
  }
  return out;
}
