import Router from '@koa/router';
import { API_CONTRACT } from '@vb/shared/constants';
import { type VersionInfo, versionInfoSchema } from '@vb/shared/schemas';
import apiPackage from '../../../package.json' with { type: 'json' };
import type { AppRouter, AppState } from '../../deps';
import { answers } from '../../http/answers';
import { publicAccess } from '../../http/auth';

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
  router.get('/api/version', publicAccess(), answers(versionInfoSchema), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = versionInfo();
  });
  return router;
}
