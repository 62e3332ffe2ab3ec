import {
  PG_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
  makePostgresTemplate,
  makeSqliteTemplate,
} from './templateDatabase';

/**
 * Vitest's global set-up of the API projects: the run's migrated template database (see
 * ./templateDatabase.ts). The test workers are started after this and inherit its environment.
 */
export default async function setup() {
  const sqlite = await makeSqliteTemplate();
  process.env[SQLITE_TEMPLATE_ENV] = sqlite.file;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pg = adminUrl ? await makePostgresTemplate(adminUrl) : undefined;
  if (pg) process.env[PG_TEMPLATE_ENV] = pg.name;
  return async () => {
    sqlite.remove();
    await pg?.drop();
  };
}
