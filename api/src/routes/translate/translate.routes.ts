import Router from '@koa/router';
import {
  translateBatchRequestSchema,
  translateBatchResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { rateLimit } from '../../http/rateLimit';
import { validate } from '../../http/validate';

/**
 * POST /api/translate (one text) and POST /api/translate/batch (several, in one call to the
 * service: an editor's click): staff only (it spends money), limited per person, both counted
 * by one limit.
 */
export function translateRoutes({ config, db, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/translate' });
  const limit = () =>
    rateLimit(
      db,
      {
        name: 'translate',
        points: config.rateLimits.translatePerMinute,
        durationSeconds: 60,
        key: 'user',
      },
      config.rateLimits.enabled,
    );
  const request = validate({ body: translateRequestSchema });
  router.post(
    '/',
    auth(sessions, 'translation'),
    limit(),
    jsonBody(config.bodyLimits.default),
    request,
    answers(translateResponseSchema),
    async (ctx) => {
      ctx.body = {
        translatedText: await services.translation.translate(actorOf(ctx), request.input(ctx).body),
      };
    },
  );
  const batch = validate({ body: translateBatchRequestSchema });
  router.post(
    '/batch',
    auth(sessions, 'translation'),
    limit(),
    jsonBody(config.bodyLimits.default),
    batch,
    answers(translateBatchResponseSchema),
    async (ctx) => {
      ctx.body = {
        translatedTexts: await services.translation.translateTexts(
          actorOf(ctx),
          batch.input(ctx).body,
        ),
      };
    },
  );
  return router;
}
