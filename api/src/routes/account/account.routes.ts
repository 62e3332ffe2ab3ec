import Router from '@koa/router';
import {
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  preferencesResponseSchema,
  preferencesSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';

/**
 * /api/admin/account (any signed-in staff, their own): the person's admin preferences, one
 * document (list layouts, columns, page sizes, saved views) read and replaced whole; and their
 * notification choices (GET/PUT /notifications).
 */
export function adminAccountRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/account' });
  const own = auth(sessions, 'preferences');
  router.get('/preferences', own, answers(preferencesResponseSchema), async (ctx) => {
    ctx.body = { preferences: await services.preferences.get(actorOf(ctx)) };
  });
  const update = validate({ body: preferencesSchema });
  router.put(
    '/preferences',
    own,
    jsonBody(config.bodyLimits.default),
    update,
    answers(preferencesResponseSchema),
    async (ctx) => {
      ctx.body = {
        preferences: await services.preferences.put(actorOf(ctx), update.input(ctx).body),
      };
    },
  );

  // How the person hears of new submissions: per kind, every item, a digest, nothing.
  router.get('/notifications', own, answers(notificationSettingsResponseSchema), async (ctx) => {
    ctx.body = { notifications: await services.notifications.get(actorOf(ctx)) };
  });
  const notifications = validate({ body: notificationSettingsBodySchema });
  router.put(
    '/notifications',
    own,
    jsonBody(config.bodyLimits.default),
    notifications,
    answers(notificationSettingsResponseSchema),
    async (ctx) => {
      ctx.body = {
        notifications: await services.notifications.put(
          actorOf(ctx),
          notifications.input(ctx).body,
        ),
      };
    },
  );
  return router;
}
