/**
 * Fuzzing battery, the public forms: 1,000 generated bodies per public POST route (contact,
 * investor, job application) and every naughty string in every field, then 300 per status route
 * of the submissions they stored. The oracles and the server: fuzzKit.ts.
 *
 *   npx vitest run --project batteries batteries/fuzz.submissions
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  applicationPayloadSchema,
  contactMessageSchema,
  contactPayloadSchema,
  honeypotFilled,
  investorPayloadSchema,
  investorRequestSchema,
  jobApplicationSchema,
} from '@vb/shared/schemas';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import { sanitizeFilename } from '../src/uploads/filename';
import { type Gen, NAUGHTY, mixed, naughty } from './fuzzArbitraries';
import {
  DOC,
  DOCX,
  PDF,
  applyValid,
  contactBase,
  contactValid,
  investorBase,
  investorValid,
} from './fuzzBodies';
import {
  ADMIN_RUNS,
  APPLY_BODY_LIMIT,
  BODY_LIMIT,
  PUBLIC_RUNS,
  PUBLIC_STATUSES,
  type Req,
  SEED,
  type Stored,
  adminList,
  admin,
  casesFor,
  checkAnswer,
  compare,
  count,
  fail,
  failures,
  listingId,
  oracle,
  pool,
  run,
  send,
  server,
  show,
  toReq,
  useFuzzServer,
} from './fuzzKit';

useFuzzServer();

interface PublicRoute {
  name: string;
  path: string;
  schema: z.ZodType;
  limit: number;
  table: string;
  list: [string, string];
  rowSchema: z.ZodObject;
  arb: fc.Arbitrary<Gen>;
  base: Record<string, unknown>;
  fields: string[];
  /** The stored row's fields that must equal the parsed input. */
  expected(data: Record<string, unknown>): Record<string, unknown>;
  /** Re-validates a stored row against the input schema. */
  input(row: Record<string, unknown>): unknown;
}

const publicRoutes: PublicRoute[] = [
  {
    name: 'POST /api/contact',
    path: '/api/contact',
    schema: contactPayloadSchema,
    limit: BODY_LIMIT,
    table: 'contact_messages',
    list: ['/api/admin/contact-messages', 'messages'],
    rowSchema: contactMessageSchema,
    arb: mixed(contactValid, ['name', 'email', 'subject', 'message', 'phone', 'website']),
    base: contactBase,
    fields: ['name', 'email', 'subject', 'message', 'phone', 'website'],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      subject: d.subject,
      message: d.message,
      phone: d.phone ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      phone: r.phone,
    }),
  },
  {
    name: 'POST /api/investor',
    path: '/api/investor',
    schema: investorPayloadSchema,
    limit: BODY_LIMIT,
    table: 'investor_requests',
    list: ['/api/admin/investor-requests', 'requests'],
    rowSchema: investorRequestSchema,
    arb: mixed(investorValid, [
      'name',
      'email',
      'organization',
      'message',
      'position',
      'phone',
      'investmentAmount',
    ]),
    base: investorBase,
    fields: [
      'name',
      'email',
      'organization',
      'message',
      'position',
      'phone',
      'investmentAmount',
      'website',
    ],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      organization: d.organization,
      message: d.message,
      position: d.position ?? null,
      phone: d.phone ?? null,
      investmentAmount: d.investmentAmount ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      organization: r.organization,
      message: r.message,
      position: r.position,
      phone: r.phone,
      investmentAmount: r.investmentAmount,
    }),
  },
  {
    name: 'POST /api/careers/apply',
    path: '/api/careers/apply',
    schema: applicationPayloadSchema,
    limit: APPLY_BODY_LIMIT,
    table: 'job_applications',
    list: ['/api/admin/applications', 'applications'],
    rowSchema: jobApplicationSchema,
    arb: mixed(applyValid, [
      'name',
      'email',
      'phone',
      'position',
      'message',
      'resumeFilename',
      'resumeData',
      'jobListingId',
    ]),
    base: {
      name: 'Noura',
      email: 'noura@example.com',
      phone: '+966 55 987 6543',
      position: 'Engineer',
      resumeFilename: 'cv.pdf',
      resumeData: PDF.toString('base64'),
    },
    fields: ['name', 'email', 'phone', 'position', 'message', 'resumeFilename', 'resumeData'],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      phone: d.phone,
      position: d.position,
      message: d.message ?? null,
      resumeFilename: sanitizeFilename(d.resumeFilename as string),
      jobListingId: d.jobListingId ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      position: r.position,
      message: r.message,
      resumeFilename: r.resumeFilename,
      resumeData: 'JVBERi0=',
      ...(r.jobListingId === null ? {} : { jobListingId: r.jobListingId }),
    }),
  },
];

/** Replaces the "LISTING" placeholder with the real listing's id. */
function withListing(gen: Gen): Gen {
  if ('body' in gen && gen.body && typeof gen.body === 'object' && !Array.isArray(gen.body)) {
    const body = gen.body as Record<string, unknown>;
    if (body.jobListingId === 'LISTING') return { body: { ...body, jobListingId: listingId } };
  }
  return gen;
}

describe('fuzzing the public POST routes', () => {
  it.each(publicRoutes.map((r) => [r.name, r] as const))(
    '%s: 1,000 generated bodies and the naughty strings in every field',
    async (_name, route) => {
      const before = await count(route.table);
      const beforeIds = new Set(
        (await adminList<{ id: number }>(...route.list)).map((row) => row.id),
      );
      const cases = casesFor(route.arb, PUBLIC_RUNS, route.base, route.fields).map(withListing);
      const expectedRows = new Map<number, { req: Req; want: Record<string, unknown> }>();
      let created = 0;
      let trapped = 0;
      const statuses: Record<number, number> = {};

      await pool(cases, async (gen) => {
        const req = toReq('POST', route.path, gen);
        const res = await send(req, false);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        checkAnswer(route.name, req, res, PUBLIC_STATUSES);
        const verdict = oracle(req, route.schema, route.limit);
        if (verdict && !verdict.valid && res.status < 300) {
          fail(
            route.name,
            req,
            `the shared schema refuses this body, the API answered ${res.status}`,
          );
        }
        if (verdict?.valid && route.path !== '/api/careers/apply' && res.status !== 201) {
          fail(
            route.name,
            req,
            `the shared schema accepts this body, the API answered ${res.status}: ${show(res.text)}`,
          );
        }
        if (res.status !== 201) return;
        const answer = res.json as { success?: unknown; id?: unknown };
        if (answer?.success !== true || typeof answer.id !== 'number') {
          fail(route.name, req, `success answer of the wrong shape: ${show(res.text)}`);
          return;
        }
        if (!verdict?.valid) {
          fail(route.name, req, 'a 201 for a body the schema does not accept');
          return;
        }
        const data = verdict.data as Record<string, unknown>;
        // A filled honeypot is answered like a success and stores nothing.
        if (honeypotFilled(data as { website?: string | null })) {
          trapped++;
          return;
        }
        created++;
        expectedRows.set(answer.id, { req, want: route.expected(data) });
      });

      // Rows grow only on 2xx (a trapped honeypot is a 2xx that stores nothing). When they do
      // not, the answers that broke a rule say why: report them with the count.
      expect(
        await count(route.table),
        `answers ${JSON.stringify(statuses)}; failures:\n${failures.join('\n')}`,
      ).toBe(before + created);
      const rows = await adminList<Record<string, unknown>>(...route.list);
      const fresh = rows.filter((row) => !beforeIds.has(row.id as number));
      expect(new Set(fresh.map((r) => r.id))).toEqual(new Set(expectedRows.keys()));
      for (const row of fresh) {
        const sent = expectedRows.get(row.id as number)!;
        // The row as the API presents it, and its fields as form input, re-validate.
        const asRow = route.rowSchema.strict().safeParse(row);
        if (!asRow.success)
          fail(route.name, sent.req, `stored row fails its schema: ${asRow.error.message}`);
        const asInput = route.schema.safeParse(route.input(row));
        if (!asInput.success)
          fail(route.name, sent.req, `stored row fails the input schema: ${asInput.error.message}`);
        for (const [key, want] of Object.entries(sent.want)) {
          compare(route.name, sent.req, key, row[key], want);
        }
      }
      // Résumés come back byte for byte (a sample of them).
      if (route.path === '/api/careers/apply') {
        for (const row of fresh.slice(0, 40)) {
          const res = await admin(`/api/admin/applications/${row.id as number}/resume`);
          expect(res.status).toBe(200);
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(bytes.length).toBe(row.resumeSize);
          const known = [PDF, DOCX, DOC].some((b) => Buffer.compare(b, bytes) === 0);
          if (!known)
            fail(route.name, expectedRows.get(row.id as number)!.req, 'résumé bytes changed');
        }
      }
      // eslint-disable-next-line no-console -- the mix of answers, for the report
      console.info(
        `${route.name}: ${cases.length} requests, ${created} stored, ${trapped} honeypot answers`,
        statuses,
      );
      expect(created).toBeGreaterThan(cases.length / 20); // the generators do reach the handler
      expect(failures).toEqual([]);
    },
  );
});

// The status routes change the submissions the public routes stored above (a new server has none).
describe('fuzzing the admin mutating routes', () => {
  const statusRoutes = [
    ['applications', 'job_applications', APPLICATION_STATUSES, jobApplicationSchema, 'application'],
    ['contact-messages', 'contact_messages', CONTACT_STATUSES, contactMessageSchema, 'message'],
    ['investor-requests', 'investor_requests', INVESTOR_STATUSES, investorRequestSchema, 'request'],
  ] as const;
  it.each(statusRoutes)(
    'PUT /api/admin/%s/:id/status',
    async (path, table, statuses, rowSchema, key) => {
      const route = `PUT /api/admin/${path}/:id/status`;
      const before = await count(table);
      const existing = (await server.deps.db(table).select('id').limit(50)).map(
        (r: { id: number }) => Number(r.id),
      );
      expect(existing.length).toBeGreaterThan(0);
      const valid = fc.record({ status: fc.constantFrom<string>(...statuses) });
      const arb = mixed(
        fc.oneof(
          { weight: 6, arbitrary: valid },
          fc.record({ status: naughty }),
          fc.record({
            status: fc.constantFrom('NEW', 'closed', 'hired', 'replied', 'in_discussion'),
          }),
        ),
        ['status'],
      );
      const ids = fc.sample(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...existing) },
          { weight: 1, arbitrary: fc.constantFrom(999_999, 0, -1, 'x', '1%00') },
        ),
        { numRuns: ADMIN_RUNS + NAUGHTY.length, seed: SEED + 3 },
      );
      const cases = casesFor(arb, ADMIN_RUNS, { status: statuses[0] }, ['status']).map((g, i) =>
        toReq('PUT', `/api/admin/${path}/${String(ids[i % ids.length])}/status`, g),
      );
      await run(route, cases, (req, res) => {
        const body = req.body as { status?: unknown } | undefined;
        const validBody =
          req.raw === undefined &&
          !!body &&
          typeof body === 'object' &&
          !Array.isArray(body) &&
          Object.keys(body).length === 1 &&
          (statuses as readonly unknown[]).includes(body.status);
        if (!validBody && req.raw === undefined && res.status < 300)
          fail(route, req, `invalid status body answered ${res.status}`);
        if (res.status === 200) {
          const item = (res.json as Record<string, Stored>)[key]!;
          const sent = (req.body ?? JSON.parse(req.raw ?? '{}')) as { status?: unknown };
          compare(route, req, 'status', item.status, sent.status);
          const parsed = rowSchema.strict().safeParse(item);
          if (!parsed.success)
            fail(route, req, `answered item fails its schema: ${parsed.error.message}`);
        }
      });
      expect(await count(table)).toBe(before);
      expect(failures).toEqual([]);
    },
  );
});
