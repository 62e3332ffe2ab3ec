/**
 * The public contact form (POST /api/contact) through real HTTP against the real server on a
 * temporary database: what it stores, every refusal (fields, types, JSON, media type, size,
 * origin), and that only accepted messages reach the admin's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import {
  type ErrorBody,
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

const { post, listMessages } = submissionRequests(() => ({ server, admin }));

describe('POST /api/contact', () => {
  const valid = {
    name: 'Sara Al-Qahtani',
    email: 'sara@example.com',
    subject: 'Partnership',
    message: 'We would like to discuss a partnership.',
  };
  const created: number[] = [];

  it('stores a message and answers 201 { success, id }', async () => {
    created.push(await expectCreated(await post('/api/contact', valid)));
    const [first] = await listMessages();
    expect(first).toMatchObject({ ...valid, phone: null, status: 'new', id: created[0] });
    expect(Number.isNaN(Date.parse(first!.createdAt))).toBe(false);
  });

  it('accepts an optional phone, and Arabic text', async () => {
    const id = await expectCreated(
      await post('/api/contact', { ...valid, name: 'سارة', phone: '+966 50 123 4567' }),
    );
    created.push(id);
    const stored = (await listMessages()).find((m) => m.id === id);
    expect(stored).toMatchObject({ name: 'سارة', phone: '+966 50 123 4567' });
  });

  it('accepts an empty or null phone as no phone', async () => {
    for (const phone of ['', null]) {
      const id = await expectCreated(await post('/api/contact', { ...valid, phone }));
      created.push(id);
      expect((await listMessages()).find((m) => m.id === id)?.phone).toBeNull();
    }
  });

  it('accepts a same-origin Origin header', async () => {
    created.push(await expectCreated(await post('/api/contact', valid, { origin: server.url })));
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'refuses a missing %s with 400 validation_failed naming the field',
    async (field) => {
      const { [field]: _omitted, ...rest } = valid;
      await expectIssue(await post('/api/contact', rest), field);
    },
  );

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a blank %s', async (field) => {
    await expectIssue(await post('/api/contact', { ...valid, [field]: '   ' }), field);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com', 'sara@example'])(
    'refuses the e-mail %j',
    async (email) => {
      await expectIssue(await post('/api/contact', { ...valid, email }), 'email');
    },
  );

  it('refuses wrong types', async () => {
    await expectIssue(await post('/api/contact', { ...valid, name: 42 }), 'name');
    await expectIssue(
      await post('/api/contact', { ...valid, message: ['a', 'b', 'c'] }),
      'message',
    );
    await expectIssue(await post('/api/contact', { ...valid, email: { $ne: '' } }), 'email');
    await expectIssue(await post('/api/contact', { ...valid, phone: 966501234567 }), 'phone');
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[valid], 'hello', 42, null]) {
      const res = await post('/api/contact', JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(['validation_failed', 'invalid_json']).toContain(
        ((await res.json()) as ErrorBody).code,
      );
    }
  });

  it('refuses an unknown extra field', async () => {
    const body = await expectError(
      await post('/api/contact', { ...valid, isAdmin: true }),
      400,
      'validation_failed',
    );
    expect(body.issues?.[0]?.message).toMatch(/isAdmin/);
  });

  it('refuses a message shorter than 3 characters (after trimming)', async () => {
    await expectIssue(await post('/api/contact', { ...valid, message: 'hi' }), 'message');
    await expectIssue(await post('/api/contact', { ...valid, message: '  ab  ' }), 'message');
  });

  it('refuses over-long fields', async () => {
    await expectIssue(await post('/api/contact', { ...valid, name: 'n'.repeat(121) }), 'name');
    await expectIssue(
      await post('/api/contact', { ...valid, subject: 's'.repeat(201) }),
      'subject',
    );
    await expectIssue(
      await post('/api/contact', { ...valid, message: 'm'.repeat(5001) }),
      'message',
    );
    await expectIssue(
      await post('/api/contact', { ...valid, email: `${'a'.repeat(250)}@example.com` }),
      'email',
    );
    await expectIssue(await post('/api/contact', { ...valid, phone: '1'.repeat(40) }), 'phone');
    await expectIssue(await post('/api/contact', { ...valid, phone: 'call me' }), 'phone');
  });

  it('accepts fields exactly at their limits', async () => {
    created.push(
      await expectCreated(
        await post('/api/contact', {
          ...valid,
          name: 'n'.repeat(120),
          subject: 's'.repeat(200),
          message: 'm'.repeat(5000),
        }),
      ),
    );
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    await expectError(await post('/api/contact', '{"name": "Sara", '), 400, 'invalid_json');
    await expectError(await post('/api/contact', "{'name': 'x'}"), 400, 'invalid_json');
  });

  it('answers a non-JSON content type with 415 unsupported_media_type', async () => {
    const body = JSON.stringify(valid);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await server.api('/api/contact', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      await expectError(res, 415, 'unsupported_media_type');
    }
  });

  it('answers a body over 100 KB with 413 payload_too_large', async () => {
    const big = { ...valid, message: 'm'.repeat(101 * 1024) };
    await expectError(await post('/api/contact', big), 413, 'payload_too_large');
  });

  it('answers a streamed (chunked, no Content-Length) body over 100 KB with 413', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ ...valid, message: 'm'.repeat(150_000) }),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024)
          controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const res = await server.api('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, 'payload_too_large');
  });

  it('refuses a foreign Origin with 403 forbidden_origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`]) {
      await expectError(await post('/api/contact', valid, { origin }), 403, 'forbidden_origin');
    }
  });

  it('keeps only the messages that were accepted', async () => {
    const messages = await listMessages();
    expect(messages.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      [...created].sort((a, b) => a - b),
    );
    expectNewestFirst(messages);
  });
});
