import Router from '@koa/router';
import { z } from 'zod';
import {
  idParamSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  sessionIdParamSchema,
  sessionsResponseSchema,
  staffMemberAnswerSchema,
  type OutboxResponse,
  type UserCreated,
  userCreateSchema,
  userCreatedSchema,
  userUpdateSchema,
  usersResponseSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, clientOf } from '../../http/auth';
import { answers, answersNothing } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentOutboxMessage } from '../../presenters/outbox';
import { presentSession } from '../../presenters/sessions';
import { presentStaffMember } from '../../presenters/users';
import { idParams } from '../params';

/** /api/admin/users (owners): the people of the admin; invite, change roles, disable. */
export function adminUserRoutes({ config, sessions, services }: Deps): AppRouter {
  const { users } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/users' });
  const owners = auth(sessions, 'people');
  const body = jsonBody(config.bodyLimits.default);

  router.get('/', owners, answers(usersResponseSchema), async (ctx) => {
    ctx.body = { users: (await users.list()).map(presentStaffMember) };
  });

  const create = validate({ body: userCreateSchema });
  router.post('/', owners, body, create, answers(userCreatedSchema, 201), async (ctx) => {
    // The link points at the site's origin (PUBLIC_URL, else a listed host, else the fallback).
    const origin = clientOf(ctx).origin;
    const { row, invitation } = await users.invite(
      actorOf(ctx),
      clientOf(ctx),
      create.input(ctx).body,
      origin,
    );
    ctx.status = 201;
    ctx.body = { user: presentStaffMember(row), invitation } satisfies UserCreated;
  });

  const update = validate({ params: idParams, body: userUpdateSchema, notFound: 'user_not_found' });
  router.put('/:id', owners, body, update, answers(staffMemberAnswerSchema), async (ctx) => {
    const { params, body: input } = update.input(ctx);
    const row = await users.update(actorOf(ctx), clientOf(ctx), params.id, input);
    ctx.body = { user: presentStaffMember(row) };
  });

  const person = validate({ params: idParams, notFound: 'user_not_found' });
  router.get('/:id/sessions', owners, person, answers(sessionsResponseSchema), async (ctx) => {
    const rows = await users.sessionsOf(person.input(ctx).params.id);
    ctx.body = { sessions: rows.map((row) => presentSession(row, actorOf(ctx).sessionId)) };
  });

  const session = validate({
    params: z.object({ id: idParamSchema, sessionId: sessionIdParamSchema }),
    notFound: 'session_not_found',
  });
  router.delete('/:id/sessions/:sessionId', owners, session, answersNothing(), async (ctx) => {
    const { id, sessionId } = session.input(ctx).params;
    await users.endSessionOf(actorOf(ctx), clientOf(ctx), id, sessionId);
    ctx.status = 204;
  });

  return router;
}

/** /api/admin/outbox (owners): the e-mails queued and sent, and whether e-mail is set up. */
export function adminOutboxRoutes({ sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/outbox' });
  const query = validate({ query: outboxQuerySchema });
  router.get('/', auth(sessions, 'people'), query, answers(outboxResponseSchema), async (ctx) => {
    const { rows, ...page } = await services.outbox.list(query.input(ctx).query);
    ctx.body = { ...page, messages: rows.map(presentOutboxMessage) } satisfies OutboxResponse;
  });
  return router;
}
