import Router from '@koa/router';
import { settingsAnswerSchema, settingsUpdateSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';

/** /api/admin/settings (owners): the settings of the admin, such as requiring two-factor. */
export function adminSettingsRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/settings' });
  const owners = auth(sessions, 'people');
  router.get('/', owners, answers(settingsAnswerSchema), async (ctx) => {
    ctx.body = { settings: await services.settings.get() };
  });
  const update = validate({ body: settingsUpdateSchema });
  router.put(
    '/',
    owners,
    jsonBody(config.bodyLimits.default),
    update,
    answers(settingsAnswerSchema),
    async (ctx) => {
      ctx.body = { settings: await services.settings.update(actorOf(ctx), update.input(ctx).body) };
    },
  );
  return router;
}
