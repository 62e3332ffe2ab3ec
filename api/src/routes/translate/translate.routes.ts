import Router from '@koa/router';
import { translateRequestSchema } from '@vb/shared/schemas';
import { requireAdmin } from '../../auth/requireAdmin';
import type { AppRouter, AppState, Deps } from '../../deps';
import { jsonBody } from '../../http/body';
import { rateLimit } from '../../http/rateLimit';
import { parseBody } from '../../http/validate';

/** POST /api/translate: signed-in admins only (it spends money). */
export function translateRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/translate' });
  router.post(
    '/',
    requireAdmin(deps.sessions),
    rateLimit(
      deps.db,
      {
        name: 'translate',
        points: deps.config.rateLimits.translatePerMinute,
        durationSeconds: 60,
        key: 'user',
      },
      deps.config.rateLimits.enabled,
    ),
    jsonBody(deps.config.bodyLimits.default),
    async (ctx) => {
      const { text, fromLanguage, toLanguage } = parseBody(ctx, translateRequestSchema);
      ctx.body = {
        translatedText: await deps.translator.translate(text, fromLanguage, toLanguage),
      };
    },
  );
  return router;
}
