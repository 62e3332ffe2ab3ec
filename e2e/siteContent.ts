import { type APIRequestContext, expect } from '@playwright/test';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import type { SiteContent } from '@vb/shared/schemas';

/**
 * The team, ventures and partners the e2e server was seeded with (the database's
 * starting content, SEED_SITE_CONTENT), as the site reads them.
 */
export async function seededContent(request: APIRequestContext): Promise<SiteContent> {
  const res = await request.get(PUBLIC_READ_PATHS.content);
  expect(res.status()).toBe(200);
  const content = (await res.json()) as SiteContent;
  expect(content.team.leadership.length).toBeGreaterThan(0);
  return content;
}
