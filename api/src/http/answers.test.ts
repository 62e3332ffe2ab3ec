/**
 * A declared answer is checked as it leaves when CHECK_ANSWERS is on (every API test): an answer
 * that lacks a field, has one of the wrong type or carries one its schema does not name fails
 * loudly instead of reaching a client that the OpenAPI document told otherwise.
 */
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, answersWith, declaredAnswers } from './answers';

const schema = z.object({
  user: z.object({ id: z.number(), email: z.string() }),
  tags: z.array(z.object({ name: z.string() })),
  at: z.string(),
});

/** Runs a declaration around a handler that answers `body` with `status`. */
async function answer(body: unknown, { status = 200, check = true, declared = 200 } = {}) {
  const ctx = {
    method: 'GET',
    path: '/x',
    status: 404,
    body: undefined as unknown,
    state: { checkAnswers: check },
  };
  await answers(schema, declared)(ctx as unknown as Context, async () => {
    ctx.status = status;
    ctx.body = body;
  });
  return ctx;
}

const good = {
  user: { id: 1, email: 'a@example.test' },
  tags: [{ name: 't' }],
  at: '2026-01-01T00:00:00.000Z',
};

describe('answers()', () => {
  it('lets an answer that matches its schema through untouched', async () => {
    expect((await answer(good)).body).toBe(good);
    // Dates leave as strings: the check reads what the client will.
    await answer({ ...good, at: new Date(0) });
    await answer(JSON.stringify(good));
    await answer(Buffer.from(JSON.stringify(good)));
  });

  it('fails an answer missing a field, or with one of the wrong type, naming it', async () => {
    await expect(answer({ ...good, user: { id: 1 } })).rejects.toThrow(
      /GET \/x answered 200 outside its declared schema: user\.email: /,
    );
    await expect(answer({ ...good, tags: [{ name: 3 }] })).rejects.toThrow(/tags\.0\.name/);
  });

  it('fails an answer carrying a field the schema does not name, however deep', async () => {
    await expect(answer({ ...good, passwordHash: 'x' })).rejects.toThrow(
      /passwordHash: not in the schema/,
    );
    await expect(answer({ ...good, user: { ...good.user, totpSecret: 's' } })).rejects.toThrow(
      /user\.totpSecret: not in the schema/,
    );
    await expect(answer({ ...good, tags: [{ name: 't', secret: 1 }] })).rejects.toThrow(
      /tags\[0\]\.secret/,
    );
  });

  it('checks only the declared status, and nothing when checking is off', async () => {
    await answer({ code: 'not_found' }, { status: 404 });
    await answer({ wrong: true }, { check: false });
    await expect(answer({ wrong: true }, { status: 201, declared: 201 })).rejects.toThrow(
      /answered 201/,
    );
  });

  it('is read back as the route declared it', () => {
    const json = answers(schema, 201);
    const csv = answersWith({ type: 'text/csv', description: 'rows' });
    expect(declaredAnswers([() => undefined, json, csv])).toEqual([
      { status: 201, type: 'application/json', schema },
      { status: 200, type: 'text/csv', description: 'rows' },
    ]);
  });
});
