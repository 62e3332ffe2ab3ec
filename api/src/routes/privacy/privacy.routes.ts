import Router from '@koa/router';
import { privacyErasureBodySchema, privacyErasureResultSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';

/**
 * Privacy, under /api/admin: POST /privacy/erasure `{ email }` erases a person (every
 * submission of that address, their résumés, notes and the e-mails to them) and answers how many
 * of each were removed. Owners only (the people area).
 */
export function adminPrivacyRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const erasure = validate({ body: privacyErasureBodySchema });
  router.post(
    '/privacy/erasure',
    auth(sessions, 'people'),
    jsonBody(config.bodyLimits.default),
    erasure,
    answers(privacyErasureResultSchema),
    async (ctx) => {
      ctx.body = await services.privacy.erase(actorOf(ctx), erasure.input(ctx).body.email);
    },
  );
  return router;
}
