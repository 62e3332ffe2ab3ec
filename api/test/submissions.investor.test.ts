/**
 * The public investor form (POST /api/investor) through real HTTP against the real server on a
 * temporary database: the required and optional fields, the refusals, and that only accepted
 * requests reach the admin's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import {
  type Fetch,
  expectCreated,
  expectError,
  expectIssue,
  expectNewestFirst,
  startSubmissionsServer,
  submissionRequests,
} from './submissionsKit';

let server: TestServer;
let admin: Fetch;
beforeAll(async () => ({ server, admin } = await startSubmissionsServer()));
afterAll(() => server.close());

const { post, listRequests } = submissionRequests(() => ({ server, admin }));

describe('POST /api/investor', () => {
  const valid = {
    name: 'Khalid',
    email: 'khalid@fund.example',
    organization: 'Desert Capital',
    message: 'Interested in your next venture.',
  };
  const created: number[] = [];

  it('stores a request with only the required fields', async () => {
    const id = await expectCreated(await post('/api/investor', valid));
    created.push(id);
    const [first] = await listRequests();
    expect(first).toEqual({
      ...valid,
      id,
      position: null,
      phone: null,
      investmentAmount: null,
      status: 'new',
      createdAt: expect.any(String),
      // Nobody works on it yet, not archived; no other submission from this address.
      assignee: null,
      archivedAt: null,
      duplicates: 0,
      newAnswers: 0,
    });
  });

  it('stores the optional position, phone and investment amount', async () => {
    const full = {
      ...valid,
      position: 'Partner',
      phone: '+966 11 234 5678',
      investmentAmount: '1,000,000 SAR',
    };
    const id = await expectCreated(await post('/api/investor', full));
    created.push(id);
    expect((await listRequests()).find((r) => r.id === id)).toMatchObject(full);
  });

  it('treats empty optional fields as absent', async () => {
    const id = await expectCreated(
      await post('/api/investor', { ...valid, position: '', phone: '', investmentAmount: '  ' }),
    );
    created.push(id);
    expect((await listRequests()).find((r) => r.id === id)).toMatchObject({
      position: null,
      phone: null,
      investmentAmount: null,
    });
  });

  it.each(['name', 'email', 'organization', 'message'] as const)(
    'refuses a missing %s',
    async (field) => {
      const { [field]: _omitted, ...rest } = valid;
      await expectIssue(await post('/api/investor', rest), field);
    },
  );

  it('refuses a bad e-mail, wrong types, unknown fields and short or long text', async () => {
    await expectIssue(await post('/api/investor', { ...valid, email: 'khalid' }), 'email');
    await expectIssue(await post('/api/investor', { ...valid, name: 7 }), 'name');
    await expectIssue(
      await post('/api/investor', { ...valid, investmentAmount: 1_000_000 }),
      'investmentAmount',
    );
    await expectIssue(await post('/api/investor', { ...valid, message: 'ok' }), 'message');
    await expectIssue(
      await post('/api/investor', { ...valid, organization: 'o'.repeat(201) }),
      'organization',
    );
    await expectIssue(
      await post('/api/investor', { ...valid, position: 'p'.repeat(201) }),
      'position',
    );
    await expectIssue(
      await post('/api/investor', { ...valid, investmentAmount: '9'.repeat(101) }),
      'investmentAmount',
    );
    await expectIssue(await post('/api/investor', { ...valid, phone: 'none' }), 'phone');
    await expectError(
      await post('/api/investor', { ...valid, status: 'closed' }),
      400,
      'validation_failed',
    );
  });

  it('answers bad JSON, wrong media type, oversize bodies and foreign origins', async () => {
    await expectError(await post('/api/investor', '{'), 400, 'invalid_json');
    await expectError(
      await server.api('/api/investor', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(valid),
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await post('/api/investor', { ...valid, message: 'x'.repeat(110 * 1024) }),
      413,
      'payload_too_large',
    );
    await expectError(
      await post('/api/investor', valid, { origin: 'https://evil.example' }),
      403,
      'forbidden_origin',
    );
    created.push(await expectCreated(await post('/api/investor', valid, { origin: server.url })));
  });

  it('keeps only the requests that were accepted', async () => {
    const requests = await listRequests();
    expect(requests.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [...created].sort((a, b) => a - b),
    );
    expectNewestFirst(requests);
  });
});
