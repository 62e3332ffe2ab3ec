import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LogSink, type SecurityFields, createLogger } from './logger';

/** A logger at `level` whose lines are kept, each with the level its sink was told. */
function recorded(level: 'silent' | 'error' | 'info') {
  const written: { line: string; level: Parameters<LogSink>[1] }[] = [];
  const logger = createLogger(level, (line, lineLevel) => written.push({ line, level: lineLevel }));
  const parsed = () => written.map((w) => JSON.parse(w.line) as Record<string, unknown>);
  return { logger, written, parsed };
}

describe('the log lines an operator reads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per call: an ISO time, the level as a word, the message and the fields', () => {
    const { logger, written, parsed } = recorded('info');
    logger.info('mail sent', { id: 7, kind: 'invitation' });
    logger.error('mail given up', { id: 8, attempts: 5 });

    expect(written.map((w) => w.level)).toEqual(['info', 'error']);
    for (const { line } of written) expect(line).not.toMatch(/\n/);
    const [info, error] = parsed();
    expect(info).toEqual({
      time: expect.any(String),
      level: 'info',
      message: 'mail sent',
      id: 7,
      kind: 'invitation',
    });
    expect(new Date(info!.time as string).toISOString()).toBe(info!.time);
    expect(error).toEqual({
      time: expect.any(String),
      level: 'error',
      message: 'mail given up',
      id: 8,
      attempts: 5,
    });
  });

  it('writes errors on stderr and the rest on stdout by default, each line ending in a newline', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const logger = createLogger('info');
    logger.info('retention pass', { rejected: 1 });
    logger.error('prune failed');
    logger.security('logout', { ip: '127.0.0.1', method: 'POST', route: '/api/auth/logout' });
    const outLines = out.mock.calls.map(([chunk]) => String(chunk));
    const errLines = err.mock.calls.map(([chunk]) => String(chunk));
    vi.restoreAllMocks();

    expect(outLines).toHaveLength(2);
    expect(errLines).toHaveLength(1);
    for (const line of [...outLines, ...errLines]) expect(line).toMatch(/^\{.*\}\n$/);
    expect(JSON.parse(outLines[0]!)).toMatchObject({ level: 'info', message: 'retention pass' });
    expect(JSON.parse(outLines[1]!)).toMatchObject({ level: 'security', event: 'logout' });
    expect(JSON.parse(errLines[0]!)).toMatchObject({ level: 'error', message: 'prune failed' });
  });

  it('writes an Error in any field as its type, message and stack (with its cause), nothing else', () => {
    const { logger, parsed } = recorded('info');
    const failure = Object.assign(
      new Error('insert into "resumes" - refused', { cause: new Error('disk full') }),
      { code: 'SQLITE_CONSTRAINT', detail: 'Failing row contains (CANARY-ROW-BYTES)' },
    );
    logger.error('unhandled error', { path: '/api/careers/apply', error: failure });
    logger.error('prune failed', { err: new TypeError('not a function') });

    const [line, second] = parsed();
    const error = line!.error as Record<string, unknown>;
    expect(error.type).toBe('Error');
    expect(error.message).toContain('insert into "resumes" - refused');
    expect(error.message).toContain('disk full');
    expect(error.stack).toMatch(/^Error: insert into "resumes" - refused\n\s+at /);
    expect(error.stack).toContain('caused by: Error: disk full');
    expect(error.code).toBe('SQLITE_CONSTRAINT');
    expect(Object.keys(error).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(line)).not.toContain('CANARY-ROW-BYTES');
    expect(line!.path).toBe('/api/careers/apply');
    expect(second!.err).toMatchObject({ type: 'TypeError', message: 'not a function' });
  });

  it('redacts passwords, tokens, cookies and authorization headers, at the top level and nested', () => {
    const { logger, written, parsed } = recorded('info');
    const fields = {
      password: 'Secret-Top-1',
      token: 'Secret-Top-2',
      cookie: 'vb_session=Secret-Top-3',
      authorization: 'Bearer Secret-Top-4',
      headers: { authorization: 'Bearer Secret-Nested-1', cookie: 'vb_session=Secret-Nested-2' },
      body: { email: 'sara@example.com', newPassword: 'Secret-Nested-3', resumeData: 'JVBERi0x' },
      request: { user: { password: 'Secret-Deep-1', token: 'Secret-Deep-2' } },
      attempts: [{ otp: '123456' }],
      code: 'invalid_credentials',
    };
    logger.info('a careless call', fields);

    expect(written[0]!.line).not.toMatch(/Secret-|JVBERi0x|123456/);
    expect(parsed()[0]).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { email: 'sara@example.com', newPassword: '[redacted]', resumeData: '[redacted]' },
      request: { user: { password: '[redacted]', token: '[redacted]' } },
      attempts: [{ otp: '[redacted]' }],
      // An error code is no secret: it stays readable.
      code: 'invalid_credentials',
    });
    // The caller's object is left as it was.
    expect(fields.headers.authorization).toBe('Bearer Secret-Nested-1');
  });

  it('writes a security event with only the known fields, each of a bounded length', () => {
    const { logger, written, parsed } = recorded('info');
    const fields = {
      ip: '1'.repeat(100),
      method: 'POST'.repeat(10),
      route: `/api/${'a'.repeat(300)}`,
      status: 401,
      code: 'c'.repeat(100),
      userId: 3,
      email: `${'e'.repeat(300)}@example.com`,
      kind: 'cookie',
      targetUserId: 4,
      // Not fields of a security event: never written, whatever a caller passes.
      password: 'Secret-Password',
      body: { resumeData: 'JVBERi0x' },
      query: '?token=Secret-Query',
    } as SecurityFields;
    logger.security('login_failure', fields);

    expect(written.map((w) => w.level)).toEqual(['security']);
    const line = parsed()[0]!;
    expect(Object.keys(line).sort()).toEqual(
      [
        'time',
        'level',
        'message',
        'event',
        'ip',
        'method',
        'route',
        'status',
        'code',
        'userId',
        'email',
        'kind',
        'targetUserId',
      ].sort(),
    );
    expect(line).toMatchObject({
      level: 'security',
      message: 'security event',
      event: 'login_failure',
      status: 401,
      userId: 3,
      kind: 'cookie',
      targetUserId: 4,
    });
    expect((line.ip as string).length).toBe(64);
    expect((line.method as string).length).toBe(16);
    expect((line.route as string).length).toBe(200);
    expect((line.code as string).length).toBe(64);
    expect((line.email as string).length).toBe(254);
    expect(written[0]!.line).not.toMatch(/Secret-|JVBERi0x/);
  });

  it('writes nothing at level silent', () => {
    const { logger, written } = recorded('silent');
    logger.info('admin account created', { email: 'admin@example.com' });
    logger.error('unhandled error', { error: new Error('boom') });
    logger.security('logout', { ip: '127.0.0.1', method: 'POST', route: '/api/auth/logout' });
    expect(written).toEqual([]);
  });

  it('drops info at level error, and keeps errors and security events', () => {
    const { logger, written, parsed } = recorded('error');
    logger.info('mail sent', { id: 1 });
    logger.error('mail given up', { id: 2 });
    logger.security('access_denied', { ip: '127.0.0.1', method: 'GET', route: '/api/admin' });
    expect(written.map((w) => w.level)).toEqual(['error', 'security']);
    expect(parsed().map((l) => [l.level, l.message])).toEqual([
      ['error', 'mail given up'],
      ['security', 'security event'],
    ]);
  });
});
