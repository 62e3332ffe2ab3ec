/** English messages: news. */
export const news = {
  // ── Latest news (home section) ───────────────────────────────────────────────────────
  'news.latest.title': 'Latest News',
  'news.latest.subtitle': 'Updates on our ventures, partnerships and milestones.',
  'news.latest.viewAll': 'View All News',
  'news.latest.readMore': 'Read More',
  'news.loading': 'Loading news...',
  'news.empty': 'No news available at the moment',
  'news.imageAlt': 'Image for {title}',

  // ── News list page ───────────────────────────────────────────────────────────────────
  'news.list.title': 'Latest News',
  'news.list.subtitle': 'Follow the latest announcements from our company and ventures.',
  'news.list.readMore': 'Read more',

  // ── Article page ─────────────────────────────────────────────────────────────────────
  'news.article.back': 'Back',
  'news.article.backToNews': 'Back to News',
  'news.article.viewMore': 'View More News',
  'news.article.loading': 'Loading article...',
  'news.article.publishedOn': 'Published on {date}',
  'news.article.notFoundTitle': 'Article not found',
  'news.article.notFoundText':
    'The article you are looking for does not exist or has been removed.',

  // ── Share buttons ────────────────────────────────────────────────────────────────────
  'share.title': 'Share',
  'share.onX': 'Share on X',
  'share.onLinkedIn': 'Share on LinkedIn',
  'share.copyLink': 'Copy link',
  'share.linkCopied': 'Link copied',
  'share.copyFailed': 'Could not copy the link',
  // ── scheduling ──
  'news.article.previewNote':
    'Preview: this article is not published. Only people with this link can see it.',
} as const satisfies Record<string, string>;
