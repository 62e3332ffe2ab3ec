import Router from '@koa/router';
import { userCreateSchema, userUpdateSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, clientOf } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { siteOrigin } from '../../site/meta';
import { idParams } from '../params';

/** /api/admin/users (owners): the people of the admin; invite, change roles, disable. */
export function adminUserRoutes({ config, sessions, services }: Deps): AppRouter {
  const { users } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/users' });
  const owners = auth(sessions, 'people');
  const body = jsonBody(config.bodyLimits.default);

  router.get('/', owners, async (ctx) => {
    ctx.body = { users: await users.list(actorOf(ctx)) };
  });

  const create = validate({ body: userCreateSchema });
  router.post('/', owners, body, create, async (ctx) => {
    // The link points at the site's public origin (PUBLIC_URL), else at the one asked.
    const origin = siteOrigin(ctx, config.publicUrl);
    const created = await users.invite(actorOf(ctx), clientOf(ctx), create.input(ctx).body, origin);
    ctx.status = 201;
    ctx.body = created;
  });

  const update = validate({ params: idParams, body: userUpdateSchema, notFound: 'user_not_found' });
  router.put('/:id', owners, body, update, async (ctx) => {
    const { params, body: input } = update.input(ctx);
    ctx.body = { user: await users.update(actorOf(ctx), clientOf(ctx), params.id, input) };
  });

  return router;
}
