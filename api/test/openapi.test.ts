/**
 * The API's description: GET /api/openapi.json is a valid OpenAPI 3.1 document naming every route
 * the routers declare (the public ones to anyone, all of them to staff), with each route's access,
 * input and answers; GET /api/reference is the same as a page. That the answers match their
 * schemas is checked in every API test: CHECK_ANSWERS is on in tests (see http/answers.test.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../src/app';
import { type DeclaredRoute, declaredRoutes, openApiPath } from '../src/openapi/document';
import { discoveryRoutes } from '../src/site/discovery';
import { type TestFetch, type TestServer, startTestServer } from './helpers';

interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-area'?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let staff: TestFetch;
let routes: DeclaredRoute[];

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn();
  routes = declaredRoutes([...apiRouters(server.deps), discoveryRoutes(server.deps)]);
});
afterAll(() => server.close());

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
const keyOf = (route: DeclaredRoute) => `${route.method} ${openApiPath(route.path)}`;

async function valid(document: Document) {
  const result = await new Validator().validate(document as unknown as Record<string, unknown>);
  expect(result.errors, JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toBeUndefined();
  expect(result.valid).toBe(true);
}

describe('GET /api/openapi.json', () => {
  it('gives staff a valid OpenAPI 3.1 document of every declared route and method', async () => {
    const res = await staff('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const document = (await res.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    await valid(document);
    expect(operationsOf(document).sort()).toEqual(routes.map(keyOf).sort());
  });

  it('shows anyone else the public routes only, and no staff path', async () => {
    const res = await server.api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const document = (await res.json()) as Document;
    await valid(document);
    const open = routes.filter((r) => r.access?.access === 'public').map(keyOf);
    expect(operationsOf(document).sort()).toEqual(open.sort());
    expect(JSON.stringify(document)).not.toContain('/api/admin');
  });

  it("describes each route's access, input and answers as it declares them", async () => {
    const document = (await (await staff('/api/openapi.json')).json()) as Document;
    const listings = document.paths['/api/admin/job-listings']!;
    // A staff route: signed in by cookie or token, the area and its errors.
    expect(listings.post!.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(listings.post!['x-area']).toBe('listings');
    expect(Object.keys(listings.post!.responses).sort()).toEqual(
      ['201', '400', '401', '403', 'default'].sort(),
    );
    const body = listings.post!.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(body.properties as object)).toContain('titleAr');
    const answer = listings.post!.responses['201']!.content!['application/json']!.schema;
    expect(answer).toMatchObject({ properties: { jobListing: { type: 'object' } } });
    // Path and query parameters from the route's validate().
    const one = document.paths['/api/admin/job-listings/{id}']!.get!;
    expect(one.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(Object.keys(one.responses)).toContain('404');
    const list = document.paths['/api/news']!.get!;
    expect(list.security).toEqual([]);
    expect(list.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['limit', 'query', false],
    ]);
    // Bytes that are not JSON say their media type.
    const csv = document.paths['/api/admin/applications/export.csv']!.get!;
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(document.paths['/api/auth/logout']!.post!.responses)).toContain('204');
  });
});

describe('GET /api/reference', () => {
  it('is a page naming each route with its access, escaped, with no script', async () => {
    const res = await staff('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<code>/api/admin/job-listings/{id}</code>');
    expect(html).toMatch(/Staff whose roles reach the <code>listings<\/code> area: owner, editor/);
    expect(html).not.toMatch(/<script/i);
    const anonymous = await (await server.api('/api/reference')).text();
    expect(anonymous).toContain('<code>/api/contact</code>');
    expect(anonymous).not.toContain('/api/admin');
  });
});
