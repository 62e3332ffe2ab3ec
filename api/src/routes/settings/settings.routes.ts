import Router from '@koa/router';
import { settingsUpdateSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';

/** /api/admin/settings (owners): the settings of the admin, such as requiring two-factor. */
export function adminSettingsRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/settings' });
  const owners = auth(sessions, 'people');
  router.get('/', owners, async (ctx) => {
    ctx.body = { settings: await services.settings.get() };
  });
  const update = validate({ body: settingsUpdateSchema });
  router.put('/', owners, jsonBody(config.bodyLimits.default), update, async (ctx) => {
    ctx.body = { settings: await services.settings.update(actorOf(ctx), update.input(ctx).body) };
  });
  return router;
}
