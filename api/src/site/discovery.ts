import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppRouter, AppState, Deps } from '../deps';
import { publicAccess } from '../http/auth';
import { cachedBytes } from '../readModel/cache';
import {
  type ArticleSummary,
  DISCOVERY_CACHE_CONTROL,
  FEED_ITEMS,
  FEED_PATH,
  ROBOTS_PATH,
  SITEMAP_MAX_ARTICLES,
  SITEMAP_PAGES,
  SITEMAP_PATH,
  arabicText,
  siteOrigin,
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

function sitemapXml(origin: string, articles: ArticleSummary[]): string {
  const latest = newest(articles.map((a) => a.modifiedAt));
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const pages = SITEMAP_PAGES.map((path) =>
    // The home page and the news list change whenever an article does.
    entry(`${origin}${path}`, path === '/' || path === '/news' ? latest : undefined),
  );
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles.map((a) => entry(a.url, a.modifiedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** RFC 822 date-time (RSS 2.0 pubDate), in GMT. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function rssXml(origin: string, articles: ArticleSummary[]): string {
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
    `    ${tag('title', arabicText('meta.page.news'))}`,
    `    ${tag('link', `${origin}/news`)}`,
    `    ${tag('description', arabicText('news.list.subtitle'))}`,
    '    <language>ar</language>',
    `    <atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
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
 * GET /sitemap.xml, /rss.xml and /robots.txt: the site's discovery files (published articles
 * only), kept by the read model per site address and answered to the front door.
 */
export function discoveryRoutes({ config, reads, frontDoor }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const origin = (ctx: { protocol: string; host: string }) => siteOrigin(ctx, config.publicUrl);
  const published = async (limit: number, base: string) =>
    (await reads.publishedArticles(limit)).map((article) => summarizeArticle(article, base));

  /** Answers a file the read model keeps under `name` for this site address. */
  const serve = async (
    ctx: Context,
    name: string,
    type: string,
    make: (base: string) => Promise<string>,
  ) => {
    const base = origin(ctx);
    const cacheKey = `${name}\n${base}`;
    const value = await reads.cache.get(cacheKey, async () =>
      cachedBytes(Buffer.from(await make(base))),
    );
    const { bytes } = value!;
    ctx.set('Cache-Control', DISCOVERY_CACHE_CONTROL);
    ctx.type = type;
    ctx.body = bytes;
    frontDoor.remember(ctx.req, ctx.res, { cacheKey, value: value! }, 200, bytes);
  };

  router.get(SITEMAP_PATH, publicAccess(), (ctx) =>
    serve(ctx, 'sitemap', 'application/xml; charset=utf-8', async (base) =>
      sitemapXml(base, await published(SITEMAP_MAX_ARTICLES, base)),
    ),
  );

  router.get(FEED_PATH, publicAccess(), (ctx) =>
    serve(ctx, 'feed', 'application/rss+xml; charset=utf-8', async (base) =>
      rssXml(base, await published(FEED_ITEMS, base)),
    ),
  );

  router.get(ROBOTS_PATH, publicAccess(), (ctx) =>
    serve(ctx, 'robots', 'text/plain; charset=utf-8', async (base) => robotsTxt(base)),
  );

  return router;
}
