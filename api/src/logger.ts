import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ParameterizedContext } from 'koa';
import { pino } from 'pino';

/**
 * The request a piece of work serves: set around each request's handling (server.ts), so every
 * log line written while answering it carries its `requestId`, from a route or a service alike.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** A proxy's id we take as ours: short, and nothing a log line or header could be bent by. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request's id: the trusted proxy's `X-Request-Id` (so its access log and ours name the same
 * request), else a new one. Without a trusted proxy a client's header is ignored.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers['x-request-id'];
  if (trustProxy && typeof given === 'string' && PROXY_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/** Where log lines go: one JSON text line (without the newline) and its level. */
export type LogSink = (line: string, level: 'info' | 'error' | 'security') => void;

/** The security events, each logged as exactly one line (see `securityEvent`). */
export const SECURITY_EVENTS = [
  'login_success',
  'login_failure',
  'login_lockout',
  'logout',
  'access_denied',
  'password_changed',
  'password_change_failure',
  'upload_rejected',
  'user_invited',
  'user_changed',
  'invitation_accepted',
  'invitation_refused',
  'reset_refused',
  'session_ended',
] as const;
export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

/**
 * The fields of a security event. Only these are written (never a password, token, cookie,
 * request body or file content): who (address, user), where (method, route) and what (status,
 * error code, session kind).
 */
export interface SecurityFields {
  ip: string;
  method: string;
  route: string;
  status?: number;
  code?: string;
  userId?: number;
  email?: string;
  kind?: 'cookie' | 'bearer';
  /** The account an action was done to (people screen). */
  targetUserId?: number;
}

/** The server's structured logger (pino): one JSON line per event on stderr/stdout, or a sink. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A security event: written at every level but `silent`, on stdout, with `level: "security"`. */
  security(event: SecurityEventName, fields: SecurityFields): void;
}

/**
 * Field names that hold a secret wherever they appear (top level, or one or two objects down):
 * passwords and their hashes, session and link tokens, cookies and authorization headers, the
 * two-factor secret, codes and recovery codes, the OpenAI key, and résumé bytes. A field passed by
 * mistake is written as `[redacted]`. `code` is not among them: here it is always an error code
 * (security events, driver errors); the authenticator's code travels as `otp`.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'adminPassword',
  'metricsToken',
  'passwordHash',
  'password_hash',
  'token',
  'bearer',
  'authorization',
  'cookie',
  'cookies',
  'secret',
  'totp',
  'totp_secret',
  'totp_pending_secret',
  'otp',
  'otpauthUrl',
  'recoveryCodes',
  'code_hash',
  'apiKey',
  'resumeData',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
  'headers["set-cookie"]',
];

/**
 * An Error as pino's err serializer writes it (type, message and stack, with those of its causes),
 * keeping only those and a string or number `code`: its other own fields may carry values (a
 * PostgreSQL error's `detail` can quote the row that failed, résumé bytes included).
 */
function errorFields(error: Error): Record<string, unknown> {
  const { type, message, stack } = pino.stdSerializers.err(error);
  const code: unknown = (error as { code?: unknown }).code;
  return {
    type,
    message,
    stack,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error instanceof AggregateError
      ? {
          aggregateErrors: (error.errors as unknown[]).map((e) =>
            e instanceof Error ? errorFields(e) : e,
          ),
        }
      : {}),
  };
}

/** Any field holding an Error is written as one (pino's own serializer only sees `err`). */
function withErrors(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error ? errorFields(v) : v;
  return out;
}

const processSink: LogSink = (line, level) =>
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);

/** Only the known fields of a security event, with bounded lengths. */
function securityFields(fields: SecurityFields): Record<string, unknown> {
  const text = (value: string | undefined, max: number) =>
    value === undefined ? undefined : value.slice(0, max);
  return {
    ip: text(fields.ip, 64),
    method: text(fields.method, 16),
    route: text(fields.route, 200),
    status: fields.status,
    code: text(fields.code, 64),
    userId: fields.userId,
    email: text(fields.email, 254),
    kind: fields.kind,
    targetUserId: fields.targetUserId,
  };
}

/**
 * Security events are a level of their own, above `error`, so that every level but `silent` writes
 * them (pino writes a level and all those above it).
 */
const SECURITY_LEVEL = 55;
const LEVEL_WORDS: Record<number, 'info' | 'error' | 'security'> = {
  [pino.levels.values.info!]: 'info',
  [pino.levels.values.error!]: 'error',
  [SECURITY_LEVEL]: 'security',
};

/**
 * Hands each line pino writes to the sink, without its newline, with the level pino reports
 * through the stream's metadata: the sink picks stdout or stderr by it, and tests read it. Every
 * write is synchronous (the default sink writes to process.stdout/stderr, as pino's `sync`
 * destinations would), so the lines logged while the server shuts down are not lost at exit.
 */
function sinkStream(sink: LogSink): pino.DestinationStream {
  const stream = {
    [pino.symbols.needsMetadataGsym]: true,
    lastLevel: 0,
    write: (line: string) =>
      sink(line.endsWith('\n') ? line.slice(0, -1) : line, LEVEL_WORDS[stream.lastLevel] ?? 'info'),
  };
  return stream;
}

/**
 * One JSON line per call: `{"level":"info","time":"<ISO>",…fields,"message":"…"}`, with the level
 * as a word. No pid or hostname (`base`): a line holds the event and nothing about the machine.
 */
export function createLogger(
  level: 'silent' | 'error' | 'info',
  sink: LogSink = processSink,
): Logger {
  const log = pino(
    {
      level,
      mixin: () => requestContext.getStore() ?? {},
      customLevels: { security: SECURITY_LEVEL },
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      // `withErrors` has already written an Error in any field, `err` included: pino's default
      // serializer for `err` would take that plain object for an error of type Object.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        log: withErrors,
      },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    sinkStream(sink),
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    security: (event, fields) =>
      log.security({ event, ...securityFields(fields) }, 'security event'),
  };
}

interface ActorState {
  actor?: { kind: 'cookie' | 'bearer'; user: { id: number; email: string } };
}

/**
 * Logs one security event of a request: its client address (the proxy's view only when
 * TRUST_PROXY is on), method, path (never the query string), and the signed-in user when known.
 */
export function securityEvent(
  logger: Logger,
  ctx: ParameterizedContext<ActorState>,
  event: SecurityEventName,
  extra: Partial<SecurityFields> = {},
): void {
  const actor = ctx.state.actor;
  logger.security(event, {
    ip: ctx.ip,
    method: ctx.method,
    route: ctx.path,
    ...(actor ? { userId: actor.user.id, email: actor.user.email, kind: actor.kind } : {}),
    ...extra,
  });
}
