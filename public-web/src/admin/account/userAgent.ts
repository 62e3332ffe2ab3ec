/** The first characters of a user agent: enough to tell browsers apart, short enough for a cell. */
export function shortUserAgent(userAgent: string | null, max = 40): string {
  if (!userAgent) return '';
  return userAgent.length > max ? `${userAgent.slice(0, max - 1)}…` : userAgent;
}

/** The desktop console's user agent (Electron's). */
const DESKTOP = /\bElectron\//;

/** Whether a user agent is the desktop console's. */
export const isDesktop = (userAgent: string | null) => !!userAgent && DESKTOP.test(userAgent);

const BROWSERS: [RegExp, string][] = [
  [/\bEdg\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\//, 'Firefox'],
  [/\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A device as people name it ("Firefox · Windows"), from a user agent; the shortened user agent
 * when neither browser nor system is recognised (product names are not translated). The desktop
 * console is called `desktopName` (in the page's language).
 */
export function describeUserAgent(userAgent: string | null, desktopName: string): string {
  if (!userAgent) return '';
  const browser = DESKTOP.test(userAgent)
    ? desktopName
    : BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : shortUserAgent(userAgent);
}
