/**
 * Input validation, declared by each route with the shared schemas: `validate({ params, query,
 * body })` checks what the route reads before its handler runs, and `.input(ctx)` hands the handler
 * the parsed, typed values.
 */
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { ErrorCode } from '@vb/shared/errors';
import { notFound } from '../domain/errors';
import { validationError } from './errors';

export interface Schemas {
  /** Path parameters: a value that cannot name a row is simply not found (`notFound`'s code). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The code of the 404 a bad path parameter answers. */
  notFound?: ErrorCode;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type Input<S extends Schemas> = {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
};

const INPUT = Symbol('input');
const SCHEMAS = Symbol('schemas');

/** Parses the query string (the last value of a repeated key wins). */
function flatQuery(ctx: Context): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ctx.query)) flat[k] = Array.isArray(v) ? v[v.length - 1] : v;
  return flat;
}

export type Validator<S extends Schemas> = Middleware & {
  /** The parsed input of the request (after the middleware ran). */
  input(ctx: Context): Input<S>;
};

/**
 * Checks a request's path parameters (404 with `notFound`'s code), query and JSON body (400
 * `validation_failed`, naming each field) with shared schemas.
 */
export function validate<S extends Schemas>(schemas: S): Validator<S> {
  const middleware: Middleware = async (ctx, next) => {
    const input: Record<string, unknown> = {};
    if (schemas.params) {
      const result = schemas.params.safeParse(
        (ctx as Context & { params?: Record<string, string> }).params ?? {},
      );
      if (!result.success) throw notFound(schemas.notFound ?? 'not_found');
      input.params = result.data;
    }
    if (schemas.query) {
      const query = flatQuery(ctx);
      const result = schemas.query.safeParse(query);
      if (!result.success) throw validationError(result.error, 'query', query);
      input.query = result.data;
    }
    if (schemas.body) {
      const body = (ctx.request as { body?: unknown }).body;
      const result = schemas.body.safeParse(body);
      if (!result.success) throw validationError(result.error, 'body', body);
      input.body = result.data;
    }
    (ctx.state as Record<symbol, unknown>)[INPUT] = input;
    await next();
  };
  return Object.assign(middleware, {
    input: (ctx: Context) => (ctx.state as Record<symbol, unknown>)[INPUT] as Input<S>,
    [SCHEMAS]: schemas,
  });
}

/** The inputs a route's middleware declares (the OpenAPI document's parameters and body). */
export function declaredInputs(stack: readonly unknown[]): Schemas[] {
  return stack
    .map((fn) => (fn as { [SCHEMAS]?: Schemas })[SCHEMAS])
    .filter((schemas): schemas is Schemas => schemas !== undefined);
}
