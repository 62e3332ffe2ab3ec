import Router from '@koa/router';
import { translateRequestSchema, translateResponseSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { rateLimit } from '../../http/rateLimit';
import { validate } from '../../http/validate';

/** POST /api/translate: staff only (it spends money), limited per person. */
export function translateRoutes({ config, db, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/translate' });
  const request = validate({ body: translateRequestSchema });
  router.post(
    '/',
    auth(sessions, 'translation'),
    rateLimit(
      db,
      {
        name: 'translate',
        points: config.rateLimits.translatePerMinute,
        durationSeconds: 60,
        key: 'user',
      },
      config.rateLimits.enabled,
    ),
    jsonBody(config.bodyLimits.default),
    request,
    answers(translateResponseSchema),
    async (ctx) => {
      ctx.body = {
        translatedText: await services.translation.translate(actorOf(ctx), request.input(ctx).body),
      };
    },
  );
  return router;
}
