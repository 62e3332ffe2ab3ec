import Router from '@koa/router';
import { API_CONTRACT } from '@vb/shared/constants';
import apiPackage from '../../../package.json' with { type: 'json' };
import type { AppRouter, AppState } from '../../deps';
import { publicAccess } from '../../http/auth';

/** What `GET /api/version` answers (the desktop console compares it with its own contract). */
export interface VersionInfo {
  /** The server's release (api/package.json). */
  server: string;
  /** The staff API contract this server speaks. */
  contract: number;
  /** The oldest console contract it still serves. */
  minConsole: number;
}

export const versionInfo = (): VersionInfo => ({
  server: apiPackage.version,
  contract: API_CONTRACT.version,
  minConsole: API_CONTRACT.minConsole,
});

/**
 * GET /api/version, public and briefly cacheable. The desktop console asks it when a
 * server is chosen and at each start, and says which side must be updated instead of failing
 * later on a changed answer.
 */
export function versionRoutes(): AppRouter {
  const router: AppRouter = new Router<AppState>();
  router.get('/api/version', publicAccess(), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = versionInfo();
  });
  return router;
}
