import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

/**
 * A new database on the PostgreSQL server of `adminUrl` (a URL whose user may create databases),
 * named `<prefix>_<random>`, and how to drop it: empty, or a copy of the database `template`. The
 * API's tests give each test server one (TEST_DATABASE_URL); the bench seeds one.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'vb_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await again.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    },
  };
}
