import Router from '@koa/router';
import {
  replyTemplateInputSchema,
  replyTemplateListSchema,
  replyTemplateQuerySchema,
  replyTemplateResponseSchema,
  replyTemplateUpdateSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers, answersNothing } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentReplyTemplate } from '../../presenters/replyTemplates';
import { idParams } from '../params';

/**
 * /api/admin/reply-templates: the texts staff start a reply from. GET (`?kind=`), POST, PUT /:id,
 * DELETE /:id. One path serves every kind, so the declared area is the one every staff role
 * reaches ('summary', as the overview and the live feed); the service lets a person use only the
 * templates of the kinds their roles reach (403 otherwise).
 */
export function adminReplyTemplateRoutes({ config, sessions, services }: Deps): AppRouter {
  const { replyTemplates } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/reply-templates' });
  const staff = auth(sessions, 'summary');
  const body = jsonBody(config.bodyLimits.default);

  const list = validate({ query: replyTemplateQuerySchema });
  router.get('/', staff, list, answers(replyTemplateListSchema), async (ctx) => {
    const rows = await replyTemplates.list(actorOf(ctx), list.input(ctx).query.kind);
    ctx.body = { templates: rows.map(presentReplyTemplate) };
  });

  const create = validate({ body: replyTemplateInputSchema });
  router.post('/', staff, body, create, answers(replyTemplateResponseSchema, 201), async (ctx) => {
    const row = await replyTemplates.create(actorOf(ctx), create.input(ctx).body);
    ctx.status = 201;
    ctx.body = { template: presentReplyTemplate(row) };
  });

  const update = validate({ params: idParams, body: replyTemplateUpdateSchema });
  router.put('/:id', staff, body, update, answers(replyTemplateResponseSchema), async (ctx) => {
    const { params, body: input } = update.input(ctx);
    const row = await replyTemplates.update(actorOf(ctx), params.id, input);
    ctx.body = { template: presentReplyTemplate(row) };
  });

  const remove = validate({ params: idParams });
  router.delete('/:id', staff, remove, answersNothing(), async (ctx) => {
    await replyTemplates.remove(actorOf(ctx), remove.input(ctx).params.id);
    ctx.status = 204;
  });

  return router;
}
