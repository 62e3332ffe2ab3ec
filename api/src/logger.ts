/** A minimal structured logger: one JSON line per event on stderr/stdout. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function serialise(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!fields) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v;
  }
  return out;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (
    stream: NodeJS.WriteStream,
    lvl: string,
    message: string,
    fields?: Record<string, unknown>,
  ) =>
    stream.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...serialise(fields) })}\n`,
    );
  return {
    info: (m, f) => {
      if (level === 'info') write(process.stdout, 'info', m, f);
    },
    error: (m, f) => {
      if (level !== 'silent') write(process.stderr, 'error', m, f);
    },
  };
}
