/** The part of pa11y 9's API the validators use (it ships no types; @types/pa11y is for pa11y 5). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context?: string;
    selector?: string;
    runner: string;
  }
  interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    timeout?: number;
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
