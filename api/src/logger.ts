import type { ParameterizedContext } from 'koa';

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

/** A minimal structured logger: one JSON line per event on stderr/stdout (or an injected sink). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A security event: written at every level but `silent`, on stdout, with `level: "security"`. */
  security(event: SecurityEventName, fields: SecurityFields): void;
}

function serialise(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!fields) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v;
  }
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

export function createLogger(
  level: 'silent' | 'error' | 'info',
  sink: LogSink = processSink,
): Logger {
  const write = (
    lvl: 'info' | 'error' | 'security',
    message: string,
    fields?: Record<string, unknown>,
  ) =>
    sink(
      JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...serialise(fields) }),
      lvl,
    );
  return {
    info: (m, f) => {
      if (level === 'info') write('info', m, f);
    },
    error: (m, f) => {
      if (level !== 'silent') write('error', m, f);
    },
    security: (event, f) => {
      if (level !== 'silent') write('security', 'security event', { event, ...securityFields(f) });
    },
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
