import { spawn, spawnSync } from 'node:child_process';

/** Whether a PostgreSQL client program (pg_dump, pg_restore) runs from PATH. */
export function pgToolAvailable(name: string): boolean {
  const result = spawnSync(name, ['--version'], { stdio: 'ignore' });
  return result.status === 0;
}

/** The same, without blocking: the running server asks it (a blocked event loop answers no one). */
export function pgToolRuns(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(name, ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * A connection URL for pg_dump/pg_restore without its password (command lines are visible to
 * every user of the machine), and the password in PGPASSWORD instead.
 */
export function pgEnvironment(databaseUrl: string): {
  dbname: string;
  env: Record<string, string>;
} {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env };
}

/** `text` with the password of `databaseUrl` masked: a tool's message may quote what it was given. */
export function withoutPassword(text: string, databaseUrl: string): string {
  const forms = new Set<string>();
  try {
    const { password } = new URL(databaseUrl);
    if (password) forms.add(password).add(decodeURIComponent(password));
  } catch {
    // Not a URL, or a password that is not valid percent-encoding: mask what could be read.
  }
  let masked = text;
  for (const form of forms) masked = masked.split(form).join('[redacted]');
  return masked;
}
