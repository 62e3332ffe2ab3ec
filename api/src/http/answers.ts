/**
 * What a route answers, declared beside its access and input: `answers(schema)` for a JSON answer
 * (a shared zod schema, the one the admin's client parses it with), `answersWith({ type })` for
 * bytes of another kind (a CSV, a résumé, a picture, an event stream). The OpenAPI document is read
 * from these declarations (openapi/document.ts), so it cannot describe a route other than it is.
 *
 * With `CHECK_ANSWERS` (the tests' default), each declared JSON answer is checked against its
 * schema as it leaves: a route whose answer drifted from its description fails with a 500 that
 * names the fields, instead of passing every API test while the document says something else.
 */
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';

export interface AnswerDeclaration {
  status: number;
  /** The media type of the answer's body. */
  type: string;
  /** A JSON answer's shape. */
  schema?: z.ZodType;
  /** What a non-JSON answer holds. */
  description?: string;
}

const ANSWERS = Symbol('answers');
type Declared = Middleware & { [ANSWERS]?: AnswerDeclaration };

const JSON_TYPE = 'application/json';

/** The answers a route's middleware declares (none: the route declares nothing). */
export function declaredAnswers(stack: readonly unknown[]): AnswerDeclaration[] {
  return stack
    .map((fn) => (fn as Declared)[ANSWERS])
    .filter((declaration): declaration is AnswerDeclaration => declaration !== undefined);
}

/** The JSON an answer's body holds, whatever form the route left it in (object, string, bytes). */
function bodyJson(ctx: Context): unknown {
  const body: unknown = ctx.body;
  if (typeof body === 'string') return JSON.parse(body);
  if (Buffer.isBuffer(body)) return JSON.parse(body.toString('utf8'));
  // What the client reads: dates as strings, undefined fields gone.
  return JSON.parse(JSON.stringify(body)) as unknown;
}

/**
 * The fields of an answer its schema does not name (parsing drops them silently): a field no
 * document describes is one no reviewer looked at, and the way a secret would leave unnoticed.
 */
function unknownFields(sent: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => unknownFields(item, parsed[i], `${at}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (!(key in parsed)) return value === undefined ? [] : [path];
    return unknownFields(value, parsed[key], path);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function declare(declaration: AnswerDeclaration): Middleware {
  const { schema, status } = declaration;
  const middleware: Middleware = async (ctx, next) => {
    await next();
    if (!schema || !ctx.state.checkAnswers || ctx.status !== status) return;
    const answer = bodyJson(ctx);
    const result = schema.safeParse(answer);
    const problems = result.success
      ? unknownFields(answer, result.data, '').map((field) => `${field}: not in the schema`)
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`,
        );
    if (problems.length > 0) {
      throw new Error(
        `${ctx.method} ${ctx.path} answered ${status} outside its declared schema: ${problems.join('; ')}`,
      );
    }
  };
  return Object.assign(middleware, { [ANSWERS]: declaration });
}

/** A JSON answer of `schema` with `status` (default 200). */
export function answers(schema: z.ZodType, status = 200): Middleware {
  return declare({ status, type: JSON_TYPE, schema });
}

/** An answer that is not JSON: its media type and what it holds. */
export function answersWith(declaration: {
  type: string;
  description: string;
  status?: number;
}): Middleware {
  return declare({ status: 200, ...declaration });
}

/** An answer with no body: the route did what it was asked. */
export function answersNothing(status = 204): Middleware {
  return declare({ status, type: '', description: 'Done: no body' });
}
