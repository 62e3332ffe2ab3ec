import { spawnSync } from 'node:child_process';

/** Whether a PostgreSQL client program (pg_dump, pg_restore) runs from PATH. */
export function pgToolAvailable(name: string): boolean {
  const result = spawnSync(name, ['--version'], { stdio: 'ignore' });
  return result.status === 0;
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
