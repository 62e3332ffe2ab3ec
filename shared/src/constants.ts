/** Business constants and limits of SPEC section 9, each defined once. */

export const DEFAULT_THEME = 'dark' as const;
export const DEFAULT_LANGUAGE = 'ar' as const;

/**
 * The name of the public forms' honeypot field (see `schemas/common.ts`); here, without zod, so the
 * pages that render the field do not load the schemas.
 */
export const HONEYPOT_FIELD = 'website';

/** Keys under which the browser keeps preferences and scroll-to flags. */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  /** Prefix of the per-section scroll-to flag, e.g. `scrollTo:contact`. */
  scrollToPrefix: 'scrollTo:',
  /** Prefix of a public form's half-typed values in session storage, e.g. `draft:contact`. */
  draftPrefix: 'draft:',
} as const;

/**
 * Cookies that mirror the saved language and theme, so the server renders a page in the visitor's
 * own language and theme (browser storage stays the source; see `public-web/src/app/preferences.ts`).
 */
export const PREFERENCE_COOKIES = {
  language: 'vb-language',
  theme: 'vb-theme',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const PAGE_FADE = { inSeconds: 0.2, outSeconds: 0.15 } as const;
export const SCROLL_DELAY_MS = { fragment: 300, storedFlag: 500 } as const;
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300, offset: 4 } as const;
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  viewportMaxWidthPx: 420,
} as const;

export const PROCESS_DIAGRAM = {
  mainPathSeconds: 2,
  secondaryDrawSeconds: 1.5,
  secondaryStaggerSeconds: 0.3,
  stageHighlightGapSeconds: 0.8,
  pulseGapSeconds: 0.6,
  pulseSeconds: 1.5,
  replayLockMs: 8000,
  visibleThreshold: 0.3,
} as const;

const MINUTE = 60_000;
/** Query freshness (staleTime) and retention (gcTime) of the public reads. */
export const HOME_NEWS = { limit: 4, staleMs: 3 * MINUTE, gcMs: 5 * MINUTE } as const;
export const NEWS_LIST = { limit: 20, staleMs: 5 * MINUTE, gcMs: 10 * MINUTE } as const;
export const ARTICLE_QUERY = { staleMs: 10 * MINUTE, gcMs: 15 * MINUTE, retry: false } as const;
/**
 * The request paths of the public reads: the site's queries ask for exactly these, and the server
 * answers the first ones of a page inside the page itself (see `INITIAL_READS_ELEMENT_ID`).
 */
export const PUBLIC_READ_PATHS = {
  homeNews: `/api/news?limit=${HOME_NEWS.limit}`,
  newsList: `/api/news?limit=${NEWS_LIST.limit}`,
  article: (slug: string) => `/api/news/${encodeURIComponent(slug)}`,
  jobListings: '/api/job-listings',
  /** A draft through its private preview link. */
  newsPreview: (token: string) => `/api/news/preview/${encodeURIComponent(token)}`,
  /** The team, ventures and partners. */
  content: '/api/content',
} as const;
/** Site pages addressed by the API (unprefixed: Arabic; English under /en). */
export const PUBLIC_PAGE_PATHS = {
  /** A draft's private preview page: never listed, not indexed. */
  newsPreview: (token: string) => `/news/preview/${encodeURIComponent(token)}`,
} as const;
/**
 * The query parameters the public pages read, and the values that change a page: the server
 * renders and caches a page by these alone (`?utm_source=…` is the same page, rendered once).
 */
export const PAGE_QUERY = {
  /** `/careers?job=<id>`: the listing whose details are open (its shareable link). */
  job: 'job',
  /** `/news/<slug>?from=home`: the article's back link returns to the home page's news. */
  from: 'from',
  fromHome: 'home',
} as const;
/**
 * The id of the `<script type="application/json">` in which the server gives a page the answers of
 * its first reads (an object from request path to response body), saving their round trips.
 */
export const INITIAL_READS_ELEMENT_ID = 'initial-reads';
/** The API's bounds on `GET /api/news?limit=N`. */
export const NEWS_LIMIT = { default: 20, max: 50 } as const;

export const EXCERPT_FALLBACK_CHARS = 100;
export const CAREERS_PREVIEW_CHARS = 200;
export const ADMIN_NEWS_PREVIEW_CHARS = 150;

export const RESUME = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.doc', '.docx'],
  accept: '.pdf,.doc,.docx',
} as const;

/** Featured images of articles: raster formats checked by magic bytes (never SVG). */
export const ARTICLE_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The site's content run by staff: the longest texts and lists the admin accepts. */
export const CONTENT_LIMITS = {
  name: 120,
  bio: 1200,
  description: 400,
  alt: 200,
  url: 500,
  /** The most items one list (a team group, the ventures, the partners) holds. */
  items: 100,
} as const;

/**
 * Content pictures: what may be uploaded, the widths they are served at (each in AVIF,
 * WebP or JPEG, as the browser accepts), and the portrait's crop (width / height).
 */
export const CONTENT_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  widths: [160, 320, 640, 1280],
  portraitRatio: 4 / 5,
} as const;

export const MESSAGE_MIN_CHARS = 3;
export const APPLICATION_DIALOG_RESET_MS = 300;

export const TRANSLATION = { model: 'gpt-4o', temperature: 0.3, maxTokens: 2000 } as const;

export const EDITOR_MIN_HEIGHT_PX = 400;

/** Locales for the long localized date format; the Arabic locale's week starts on Saturday. */
export const DATE_LOCALES = { ar: 'ar-SA', en: 'en-US' } as const;
/**
 * The time zone dates are shown in: the company's (Saudi Arabia, UTC+03:00 all year), the same on
 * the server that renders a page and in every visitor's browser.
 */
export const SITE_TIME_ZONE = 'Asia/Riyadh';
/**
 * SITE_TIME_ZONE's offset from UTC, for formatting dates without Intl (dates.ts, whose test checks
 * the two agree): Saudi Arabia keeps +03:00 all year, with no daylight saving.
 */
export const SITE_UTC_OFFSET_HOURS = 3;
export const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: SITE_TIME_ZONE,
};

/** Staff accounts: how long an invitation link lives; where the admin accepts it. */
export const INVITATION_TTL_HOURS = 72;
/** The admin's invitation page: the token travels in the fragment (never sent in requests or logs). */
export const INVITATION_PATH = '/admin/invitation';
/** A password reset link lives this long; the admin's page where it is used (token in the fragment). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const PASSWORD_RESET_PATH = '/admin/reset-password';
/**
 * Turning on two-factor sign-in and listing one's sessions ask that the person proved who they
 * are this recently on this session (signed in, or typed their password again): a session left
 * open on a shared computer cannot be used for them.
 */
export const RECENT_AUTHENTICATION_MINUTES = 10;

/**
 * Internal notes on a submission: a note's longest body; how long its author may still
 * edit it after writing it; how many of the newest audit events an item's history shows.
 */
export const NOTE_MAX = 5000;
export const NOTE_EDIT_WINDOW_MS = 15 * 60_000;
export const ITEM_HISTORY_MAX = 200;

/**
 * A staff reply e-mailed to the person who sent a submission: its longest body (a letter, not a
 * document: longer answers belong in an attachment or a call).
 */
export const REPLY_MAX = 10_000;

/**
 * Privacy by design: how long an application is kept before it is anonymised (its
 * name, e-mail, phone, message and résumé removed; its status, job and dates kept so counts stay)
 * unless the applicant asked to keep their résumé for future openings, and how long a rejected
 * application is kept (a short grace: the decision can still be undone or explained). The server
 * may set others (APPLICATION_RETENTION_DAYS, REJECTED_RETENTION_DAYS); the application form
 * names the server's number.
 */
export const APPLICATION_RETENTION_DAYS_DEFAULT = 365;
export const REJECTED_RETENTION_DAYS_DEFAULT = 30;
/** The site's privacy page (its Arabic address; English under /en). */
export const PRIVACY_PATH = '/privacy';
/** At most this many of the same person's other submissions are listed on an item's page. */
export const RELATED_ITEMS_MAX = 20;
/** The type of the résumés the admin previews (the others are only downloaded). */
export const PDF_MIME_TYPE = 'application/pdf';

// ── revisions ──
/** How long after the last keystroke the editor autosaves a draft. */
export const AUTOSAVE_DELAY_MS = 5000;
/** The revisions panel's page size, and the largest page the API serves. */
export const REVISIONS_PAGE = { default: 20, max: 100 } as const;
/**
 * The admin's article and job-listing lists: a page's size, and the largest page the API serves
 * (they grow for years; nothing loads a whole table).
 */
export const CONTENT_PAGE = { default: 20, max: 100 } as const;

/**
 * The staff API's contract between the server and the desktop console, defined once.
 * `version` goes up when the admin API changes in a way an older console cannot follow;
 * `minConsole` is the oldest console contract this server still serves (a console built with an
 * older one is told to update instead of failing on a changed answer); `minServer` is the oldest
 * server contract this console works with (an older server is named as the one to update).
 * The server answers all three at `GET /api/version`; the console sends the contract it was built
 * with in `CONSOLE_CONTRACT_HEADER` and the server refuses /api/admin/* from an older one.
 */
// 2: the article and job-listing lists are pages (`{ articles | jobListings, total }`, an
// article's list item without its text), each item read on its own to be edited.
export const API_CONTRACT = { version: 2, minConsole: 2, minServer: 2 } as const;
export const CONSOLE_CONTRACT_HEADER = 'X-Console-Contract';
