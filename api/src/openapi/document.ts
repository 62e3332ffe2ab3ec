/**
 * The OpenAPI 3.1 document of the API, read from what the routes declare: their access
 * (`auth()`/`publicAccess()`), their input (`validate()`, the shared zod schemas) and their answers
 * (`answers()`). Nothing here is written by hand per route, so the document cannot fall behind the
 * code; a route that declares no answer stops the app from starting (app.ts).
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@vb/shared/errors';
import { AREA_ROLES } from '@vb/shared/roles';
import apiPackage from '../../package.json' with { type: 'json' };
import { cookieName } from '../auth/credentials';
import type { AppRouter } from '../deps';
import { type AnswerDeclaration, declaredAnswers } from '../http/answers';
import { type Declaration, declaredAccess } from '../http/auth';
import { type Schemas, declaredInputs } from '../http/validate';

type JsonSchema = Record<string, unknown>;

/** One method of one path, with everything it declares. */
export interface DeclaredRoute {
  method: string;
  /** Koa's pattern: `/api/news/:slug`. */
  path: string;
  access: Declaration | undefined;
  inputs: Schemas[];
  answers: AnswerDeclaration[];
}

/** Every route of some routers, a method at a time (HEAD is GET's). */
export function declaredRoutes(routers: readonly AppRouter[]): DeclaredRoute[] {
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            method,
            path: String(layer.path),
            access: declaredAccess(layer.stack),
            inputs: declaredInputs(layer.stack),
            answers: declaredAnswers(layer.stack),
          })),
      ),
  );
}

/** `/api/news/:slug` → `/api/news/{slug}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A transform's result has no JSON Schema: it reads as "any value" instead of failing.
    unrepresentable: 'any',
  });
  return rest;
};

/** An object schema's properties as parameters of one place (path or query). */
function parameters(schema: z.ZodType | undefined, place: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const errorAnswer = (description: string, codes?: readonly ErrorCode[]) => ({
  description,
  headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
  content: {
    'application/json': {
      schema: codes
        ? {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { properties: { code: { enum: [...codes] } } },
            ],
          }
        : { $ref: '#/components/schemas/Error' },
    },
  },
});

function answerObject(answer: AnswerDeclaration) {
  const headers = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
  if (!answer.type) return { description: answer.description ?? 'Done', headers };
  return {
    description: answer.description ?? 'The answer',
    headers,
    content: {
      [answer.type]: answer.schema
        ? { schema: jsonSchema(answer.schema, 'output') }
        : {
            schema: {
              type: 'string',
              ...(answer.type.includes('text') ? {} : { format: 'binary' }),
            },
          },
    },
  };
}

function accessText(access: Declaration | undefined): string {
  if (!access || access.access === 'public') return 'Anyone may call it.';
  if (!access.area) return 'Any signed-in member of staff (their own account).';
  return `Staff whose roles reach the \`${access.area}\` area: ${['owner', ...AREA_ROLES[access.area]].join(', ')}.`;
}

/** The operation object of one route. */
function operation(route: DeclaredRoute) {
  const staff = route.access?.access === 'staff';
  const params = route.inputs.map((input) => input.params).filter((p) => p !== undefined);
  const query = route.inputs.find((input) => input.query)?.query;
  const body = route.inputs.find((input) => input.body)?.body;
  const notFound = route.inputs.map((input) => input.notFound).filter((c) => c !== undefined);
  const pathParameters = new Map(
    params.flatMap((p) => parameters(p, 'path')).map((p) => [p.name as string, p]),
  );
  const responses: Record<string, unknown> = {};
  for (const answer of route.answers) responses[String(answer.status)] = answerObject(answer);
  if (query || body)
    responses['400'] = errorAnswer('The input is not valid: `issues` names each field');
  if (staff) {
    responses['401'] = errorAnswer('Not signed in, or the session ended', ['unauthorized']);
    responses['403'] = errorAnswer('Signed in without a role that reaches this area');
  }
  if (params.length > 0) {
    responses['404'] = errorAnswer(
      'Nothing of that name',
      notFound.length > 0 ? [...new Set(notFound)] : ['not_found'],
    );
  }
  responses.default = errorAnswer('Any other failure: `code` says which (see the error codes)');
  const [first] = route.path.replace(/^\/api(\/admin)?\//, '').split('/');
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: `${route.method} ${route.path}`,
    description: accessText(route.access),
    tags: [route.path.startsWith('/api/admin/') ? `admin: ${first}` : first || 'site'],
    ...(route.access?.area ? { 'x-area': route.access.area } : {}),
    security: staff ? [{ cookie: [] }, { bearer: [] }] : [],
    parameters: [...pathParameters.values(), ...parameters(query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The whole document: every declared route, the error body, the two ways to sign in. */
export function openApiDocument(routes: readonly DeclaredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ruwad Ventures API',
      version: apiPackage.version,
      description:
        'The public site’s reads and forms, and the staff console’s API. Errors are JSON ' +
        '`{ code, message, requestId }`; quote `requestId` (also the `X-Request-Id` header) ' +
        'when reporting one.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieName(true),
          description: `The web admin’s session (POST /api/auth/login); \`${cookieName(false)}\` over plain HTTP.`,
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The desktop console’s token (POST /api/auth/token).',
        },
      },
      headers: {
        RequestId: {
          description: 'This request’s id: the server’s log lines for it carry the same.',
          schema: { type: 'string' },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: [...ERROR_CODES] },
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
            current: { description: 'An edit conflict’s item as it now is' },
            requestId: { type: 'string' },
          },
        },
      },
    },
  };
}
