import Router from '@koa/router';
import type { Context } from 'koa';
import { LANGUAGES, type Language } from '@vb/shared/options';
import { PAGES, type PageEntry, SITEMAP_PAGES } from '@vb/shared/pages';
import { jobPath, pagePath } from '@vb/shared/paths';
import type { JobListing } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../deps';
import { answersWith } from '../http/answers';
import { publicAccess } from '../http/auth';
import { cachedBytes } from '../readModel/cache';
import {
  type ArticleSummary,
  DISCOVERY_CACHE_CONTROL,
  FEED_ITEMS,
  FEED_PATHS,
  ROBOTS_PATH,
  SITEMAP_MAX_ARTICLES,
  SITEMAP_PATH,
  languageUrls,
  pageText,
  UNLISTED_HOST_CACHE_CONTROL,
  requestOrigin,
  summarizeArticle,
} from './meta';

/** Characters XML 1.0 does not allow at all (C0 controls other than tab and newlines, and FFFE/FFFF). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text escaped for XML content and attribute values. */
function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The newest of some ISO dates (undefined for none). */
function newest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (best, d) => (best === undefined || Date.parse(d) > Date.parse(best) ? d : best),
    undefined,
  );
}

/**
 * The sitemap: every page in every language, each entry with its alternates (hreflang ar, en and
 * x-default → Arabic), as Google reads language versions from a sitemap. The page table says which
 * pages it lists and how: the fixed ones once, the job page once per open listing and the article
 * page once per published article (as many as the file has room for after the others).
 */
function sitemapXml(origin: string, articles: ArticleSummary[], jobs: JobListing[]): string {
  const latest = newest(articles.map((a) => a.modifiedAt));
  const entries = (urls: Record<Language, string>, lastmod?: string) =>
    LANGUAGES.map((language) =>
      [
        `  <url><loc>${escapeXml(urls[language])}</loc>`,
        lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
        ...[...LANGUAGES, 'x-default' as const].map(
          (hreflang) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(urls[hreflang === 'x-default' ? 'ar' : hreflang])}"/>`,
        ),
        '</url>',
      ].join(''),
    );
  const pages = SITEMAP_PAGES.flatMap((id) => {
    const page: PageEntry = PAGES[id];
    return entries(
      languageUrls(origin, page.path),
      page.sitemap === 'page-dated-by-articles' ? latest : undefined,
    );
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages,
    ...jobs.flatMap((job) => entries(languageUrls(origin, jobPath(job)), job.updatedAt)),
    ...articles.flatMap((a) => entries(a.urls, a.modifiedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** RFC 822 date-time (RSS 2.0 pubDate), in GMT. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** A language's feed: its channel in that language, its items linking that language's pages. */
function rssXml(origin: string, language: Language, articles: ArticleSummary[]): string {
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const latest = newest(articles.map((a) => a.publishedAt));
  const items = articles.map((a) =>
    [
      '    <item>',
      `      ${tag('title', a.title)}`,
      `      ${tag('link', a.url)}`,
      `      <guid isPermaLink="true">${escapeXml(a.url)}</guid>`,
      `      ${tag('pubDate', rfc822(a.publishedAt))}`,
      `      ${tag('description', a.description)}`,
      '    </item>',
    ].join('\n'),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${tag('title', pageText(language, 'meta.page.news'))}`,
    `    ${tag('link', `${origin}${pagePath('news', language)}`)}`,
    `    ${tag('description', pageText(language, 'news.list.subtitle'))}`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeXml(`${origin}${FEED_PATHS[language]}`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    ${tag('lastBuildDate', rfc822(latest))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/admin',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml, /rss.xml (Arabic), /en/rss.xml (English) and /robots.txt: the site's discovery files (published articles
 * only), kept by the read model per site address and answered to the front door.
 */
export function discoveryRoutes({ config, reads, frontDoor }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const published = async (limit: number, base: string, language: Language = 'ar') =>
    (await reads.publishedArticles(limit)).map((article) =>
      summarizeArticle(article, base, language),
    );

  /** Answers a file the read model keeps under `name` for this site address. */
  const serve = async (
    ctx: Context,
    name: string,
    type: string,
    make: (base: string) => Promise<string>,
  ) => {
    // A host the server was not told about gets the fallback origin, never cached publicly.
    const { origin: base, listed } = requestOrigin(ctx, config);
    const cacheKey = `${name}\n${base}`;
    const value = await reads.cache.get(cacheKey, async () =>
      cachedBytes(Buffer.from(await make(base))),
    );
    const { bytes } = value!;
    ctx.set('Cache-Control', listed ? DISCOVERY_CACHE_CONTROL : UNLISTED_HOST_CACHE_CONTROL);
    ctx.type = type;
    ctx.body = bytes;
    frontDoor.remember(ctx.req, ctx.res, { cacheKey, value: value! }, 200, bytes);
  };

  router.get(
    SITEMAP_PATH,
    publicAccess(),
    answersWith({
      type: 'application/xml',
      description: 'The sitemap: every public page in both languages',
    }),
    (ctx) =>
      serve(ctx, 'sitemap', 'application/xml; charset=utf-8', async (base) => {
        const jobs = await reads.openListings();
        const room = Math.max(0, SITEMAP_MAX_ARTICLES - jobs.length);
        return sitemapXml(base, await published(room, base), jobs);
      }),
  );

  for (const language of LANGUAGES) {
    router.get(
      FEED_PATHS[language],
      publicAccess(),
      answersWith({ type: 'application/rss+xml', description: `The news feed in ${language}` }),
      (ctx) =>
        serve(ctx, `feed ${language}`, 'application/rss+xml; charset=utf-8', async (base) =>
          rssXml(base, language, await published(FEED_ITEMS, base, language)),
        ),
    );
  }

  router.get(
    ROBOTS_PATH,
    publicAccess(),
    answersWith({ type: 'text/plain', description: 'robots.txt, naming the sitemap' }),
    (ctx) => serve(ctx, 'robots', 'text/plain; charset=utf-8', async (base) => robotsTxt(base)),
  );

  return router;
}
