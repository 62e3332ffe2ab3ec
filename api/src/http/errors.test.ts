/**
 * What a client reads when something below the routes fails: the error handler maps what body
 * parsers, Koa and the database drivers throw to the API's `{ code, message }`, says "try again"
 * for a database that is away for now, and hides everything else behind a 500.
 */
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { errorHandler } from './errors';

/** Runs one request through the handler with `thrown` thrown below it. */
async function answerTo(thrown: unknown) {
  const lines: string[] = [];
  const app = new Koa();
  app.use(errorHandler(createLogger('error', (line) => lines.push(line))));
  app.use(() => {
    throw thrown;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/anything`);
    return {
      status: res.status,
      body: (await res.json()) as { code: string; message: string },
      retryAfter: res.headers.get('retry-after'),
      cache: res.headers.get('cache-control'),
      logged: lines.map((line) => JSON.parse(line) as { message: string }),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const shaped = (fields: Record<string, unknown>) => Object.assign(new Error('upstream'), fields);

describe('the error handler', () => {
  it.each([
    ['a locked SQLite database', shaped({ code: 'SQLITE_BUSY' })],
    ['an extended SQLite code', shaped({ code: 'SQLITE_IOERR_WRITE' })],
    ['a refused PostgreSQL connection', shaped({ code: 'ECONNREFUSED' })],
    ['PostgreSQL shutting down', shaped({ code: '57P01' })],
    ['PostgreSQL with too many connections', shaped({ code: '53300' })],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['an exhausted pool', Object.assign(new Error('pool'), { name: 'KnexTimeoutError' })],
  ])('answers 503 with Retry-After for %s, and logs it', async (_, error) => {
    const answer = await answerTo(error);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('service_unavailable');
    expect(answer.retryAfter).toBe('5');
    expect(answer.cache).toBe('no-store');
    expect(answer.logged.map((l) => l.message)).toEqual(['database unavailable']);
  });

  it.each([
    [{ status: 413 }, 413, 'payload_too_large'],
    [{ type: 'entity.parse.failed' }, 400, 'invalid_json'],
    [{ type: 'charset.unsupported' }, 415, 'unsupported_media_type'],
    [{ status: 415 }, 415, 'unsupported_media_type'],
    [{ type: 'request.aborted' }, 400, 'validation_failed'],
    [{ status: 404 }, 404, 'not_found'],
    [{ status: 405 }, 405, 'method_not_allowed'],
    [{ statusCode: 501 }, 405, 'method_not_allowed'],
    [{ status: 422, expose: true, message: 'Bad header' }, 422, 'validation_failed'],
  ])(
    'maps what Koa and the parsers throw (%o) to the API’s words',
    async (fields, status, code) => {
      const answer = await answerTo(shaped(fields));
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(answer.logged).toEqual([]);
    },
  );

  it('answers anything else with a 500 that says nothing of it, and logs it', async () => {
    const answer = await answerTo(shaped({ code: 'SQLITE_CONSTRAINT', detail: 'row (secret)' }));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side',
    });
    expect(answer.logged.map((l) => l.message)).toEqual(['unhandled error']);
    // A client error Koa would not show (no `expose`) is not passed on either.
    expect((await answerTo(shaped({ status: 400, message: 'internal detail' }))).status).toBe(500);
  });
});
