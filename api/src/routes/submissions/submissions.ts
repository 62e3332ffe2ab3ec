import Router from '@koa/router';
import type { z } from 'zod';
import type { ErrorCode } from '@vb/shared/errors';
import { idParamSchema } from '@vb/shared/schemas';
import type { Db } from '../../db/knex';
import type { AppRouter, AppState, Deps } from '../../deps';
import { jsonBody } from '../../http/body';
import { notFoundFor, parseBody, parseParam } from '../../http/validate';

/** One kind of public submission as the admin handles it: list, change status, delete. */
export interface SubmissionKind<Row, Item> {
  /** URL segment under /api/admin. */
  path: string;
  table: string;
  /** The response key of the list (`applications`, `messages`, `requests`). */
  listKey: string;
  /** The response key of one item after a status change. */
  itemKey: string;
  notFound: ErrorCode;
  statusBody: z.ZodType<{ status: string }>;
  /** Columns to read for the list (binary data stays out). */
  columns: string[];
  present(row: Row): Item;
}

async function findRow<Row>(db: Db, kind: SubmissionKind<Row, unknown>, id: number): Promise<Row> {
  const row = (await db(kind.table).where({ id }).first(kind.columns)) as Row | undefined;
  if (!row) throw notFoundFor(kind.notFound);
  return row;
}

/** GET /api/admin/<path>, PUT /api/admin/<path>/:id/status, DELETE /api/admin/<path>/:id. */
export function submissionAdminRoutes<Row, Item>(
  deps: Deps,
  kind: SubmissionKind<Row, Item>,
): AppRouter {
  const { db } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: `/${kind.path}` });

  router.get('/', async (ctx) => {
    const rows = (await db(kind.table)
      .select(kind.columns)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])) as Row[];
    ctx.body = { [kind.listKey]: rows.map((r) => kind.present(r)) };
  });

  router.put('/:id/status', jsonBody(deps.config.bodyLimits.default), async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, kind.notFound);
    const { status } = parseBody(ctx, kind.statusBody);
    // The row as this statement wrote it (a concurrent change cannot slip into the answer).
    const [updated] = (await db(kind.table)
      .where({ id })
      .update({ status })
      .returning(kind.columns)) as Row[];
    if (!updated) throw notFoundFor(kind.notFound);
    ctx.body = { [kind.itemKey]: kind.present(updated) };
  });

  router.delete('/:id', async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, kind.notFound);
    const deleted = await db(kind.table).where({ id }).delete();
    if (!deleted) throw notFoundFor(kind.notFound);
    ctx.body = { success: true };
  });

  return router;
}

export { findRow };
