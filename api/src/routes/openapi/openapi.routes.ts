import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppRouter, AppState, Deps } from '../../deps';
import { answers, answersWith } from '../../http/answers';
import { publicAccess, resolveActor } from '../../http/auth';
import { type DeclaredRoute, openApiDocument } from '../../openapi/document';
import { referenceHtml } from '../../openapi/reference';

const documentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/**
 * GET /api/openapi.json (OpenAPI 3.1) and GET /api/reference (the same as a page). Anyone gets the
 * public routes; signed-in staff get every route. The staff API is not advertised to the anonymous
 * for the same reason an unknown /api/admin path answers them 401: they learn nothing of it.
 */
export function openApiRoutes(
  { sessions }: Deps,
  routes: () => readonly DeclaredRoute[],
): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api' });
  const documents = new Map<boolean, ReturnType<typeof openApiDocument>>();
  const documentFor = async (ctx: Context) => {
    const staff = (await resolveActor(sessions, ctx)) !== undefined;
    ctx.vary('Cookie');
    ctx.vary('Authorization');
    ctx.set('Cache-Control', staff ? 'private, no-store' : 'public, no-cache');
    let document = documents.get(staff);
    if (!document) {
      const shown = staff ? routes() : routes().filter((r) => r.access?.access === 'public');
      document = openApiDocument(shown);
      documents.set(staff, document);
    }
    return document;
  };

  router.get('/openapi.json', publicAccess(), answers(documentSchema), async (ctx) => {
    ctx.body = await documentFor(ctx);
  });
  router.get(
    '/reference',
    publicAccess(),
    answersWith({ type: 'text/html', description: 'The API reference, a page to read' }),
    async (ctx) => {
      const html = referenceHtml(await documentFor(ctx));
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = html;
    },
  );
  return router;
}
