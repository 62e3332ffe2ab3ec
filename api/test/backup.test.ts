import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgToolsMissing, runCli } from './backupKit';
import { makeDocx, makePdf } from './fixtures/documents';
import {
  type TestFetch,
  type TestServer,
  createPostgresDatabase,
  json,
  startTestServer,
  startTestServerOn,
  sha256,
} from './helpers';

/**
 * `npm run db:backup` while the API runs and takes writes, then `npm run db:restore` into a fresh
 * database, then a server on it: the same rows and the same résumé and image bytes.
 */

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Seeded {
  resumes: Map<number, string>;
  imageUrl: string;
  imageSha: string;
}

/** Applications with résumés (one Arabic file name), messages, requests, a listing, an article with an image. */
async function seed(server: TestServer, admin: TestFetch): Promise<Seeded> {
  const resumes = new Map<number, string>();
  const files = [
    { name: 'cv.pdf', bytes: makePdf('Backup one') },
    { name: 'سيرة ذاتية.docx', bytes: makeDocx('Backup two') },
    { name: 'resume.pdf', bytes: makePdf('Backup three') },
  ];
  for (const [i, file] of files.entries()) {
    const res = await server.api(
      '/api/careers/apply',
      json('POST', {
        name: `Applicant ${i}`,
        email: `applicant${i}@example.com`,
        phone: '+966 50 000 0000',
        position: 'Engineer',
        message: i ? 'مرحبا' : null,
        resumeFilename: file.name,
        resumeData: file.bytes.toString('base64'),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    resumes.set((await res.json()).id, sha256(file.bytes));
  }
  for (let i = 0; i < 3; i++) {
    const contact = await server.api(
      '/api/contact',
      json('POST', {
        name: `Before ${i}`,
        email: 'c@example.com',
        subject: 'Hi',
        message: 'Before the backup',
      }),
    );
    expect(contact.status).toBe(201);
    const investor = await server.api(
      '/api/investor',
      json('POST', {
        name: `Investor ${i}`,
        email: 'i@example.com',
        organization: 'Fund',
        message: 'Interested',
      }),
    );
    expect(investor.status).toBe(201);
  }
  const [first] = resumes.keys();
  const status = await admin(
    `/api/admin/applications/${first}/status`,
    json('PUT', { status: 'interviewed' }),
  );
  expect(status.status).toBe(200);
  const listing = await admin(
    '/api/admin/job-listings',
    json('POST', {
      title: 'Backup engineer',
      titleAr: 'مهندس النسخ الاحتياطي',
      department: 'technology',
      location: 'Remote',
      description: 'Keeps copies.',
      requirements: 'Care.',
      employmentType: 'full-time',
      isActive: true,
    }),
  );
  expect(listing.status).toBe(201);
  const article = await admin(
    '/api/admin/news',
    json('POST', {
      title: 'Backed up',
      titleAr: 'نسخة احتياطية',
      content: 'Saved **twice**.',
      contentAr: 'محفوظ **مرتين**.',
      slug: 'backed-up',
      imageUrl: PNG_DATA_URL,
      isPublished: true,
    }),
  );
  expect(article.status, await article.clone().text()).toBe(201);
  const imageUrl = (await article.json()).article.imageUrl as string;
  const image = await server.api(imageUrl);
  expect(image.status).toBe(200);
  return { resumes, imageUrl, imageSha: sha256(await image.arrayBuffer()) };
}

const LISTS = [
  ['/api/admin/applications', 'applications'],
  ['/api/admin/contact-messages', 'messages'],
  ['/api/admin/investor-requests', 'requests'],
  ['/api/admin/job-listings', 'jobListings'],
  ['/api/admin/news', 'articles'],
] as const;

async function lists(admin: TestFetch) {
  const out: Record<string, { id: number }[]> = {};
  for (const [url, key] of LISTS) {
    const res = await admin(url);
    expect(res.status).toBe(200);
    // The stored rows; `duplicates` is counted when read, and the live site has
    // taken more writes from the same address since the backup.
    out[key] = ((await res.json())[key] as { id: number; duplicates?: number }[]).map(
      ({ duplicates: _counted, ...row }) => row,
    );
  }
  return out;
}

/**
 * Submits contact messages until stopped: the backup runs while the API takes writes.
 * Answers how many were acknowledged.
 */
function writeWhile(server: TestServer) {
  let stop = false;
  const done = (async () => {
    let acknowledged = 0;
    for (let i = 0; i < 2000 && !stop; i++) {
      const res = await server.api(
        '/api/contact',
        json('POST', {
          name: `During ${i}`,
          email: 'd@example.com',
          subject: 'During',
          message: 'While backing up',
        }),
      );
      if (res.status === 201) acknowledged++;
    }
    return acknowledged;
  })();
  return {
    async stop() {
      stop = true;
      return done;
    },
  };
}

/** The restored server shows what the live one had at backup time: rows and bytes. */
async function expectSameData(
  live: { server: TestServer; admin: TestFetch; before: Record<string, { id: number }[]> },
  restored: { server: TestServer; admin: TestFetch },
  seeded: Seeded,
) {
  const now = await lists(live.admin);
  const back = await lists(restored.admin);
  for (const [, key] of LISTS) {
    const liveById = new Map((now[key] ?? []).map((r) => [r.id, r]));
    // Every row made before the backup is there, identical...
    for (const row of live.before[key] ?? []) {
      expect(
        back[key]?.find((r) => r.id === row.id),
        `${key} ${row.id}`,
      ).toEqual(row);
    }
    // ...and whatever else the copy holds (writes during the backup) is what the live site has.
    for (const row of back[key] ?? [])
      expect(liveById.get(row.id), `${key} ${row.id}`).toEqual(row);
  }
  for (const [id, hash] of seeded.resumes) {
    const res = await restored.admin(`/api/admin/applications/${id}/resume`);
    expect(res.status).toBe(200);
    expect(sha256(await res.arrayBuffer())).toBe(hash);
  }
  const image = await restored.server.api(seeded.imageUrl);
  expect(image.status).toBe(200);
  expect(sha256(await image.arrayBuffer())).toBe(seeded.imageSha);
  // The restored database takes new writes (ids and sequences came back too).
  const fresh = await restored.server.api(
    '/api/contact',
    json('POST', {
      name: 'After',
      email: 'a@example.com',
      subject: 'After',
      message: 'After restore',
    }),
  );
  expect(fresh.status, await fresh.clone().text()).toBe(201);
  const ids = (back.messages ?? []).map((m) => m.id);
  expect(ids).not.toContain((await fresh.json()).id);
}

// Each check runs the CLI (a new Node process) two or three times: slow on a loaded machine.
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'SQLite backup and restore',
  { timeout: 120_000 },
  () => {
    it('copies the live database online and restores it into a fresh DATA_DIR', async () => {
      const live = await startTestServer();
      const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-restore-'));
      let restored: TestServer | undefined;
      try {
        const admin = await live.signIn();
        const seeded = await seed(live, admin);
        const before = await lists(admin);

        const writer = writeWhile(live);
        const backup = await runCli('backup', [], { DATA_DIR: live.dataDir });
        const during = await writer.stop();
        expect(backup.code, backup.stderr).toBe(0);
        const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1] ?? '';
        expect(file.startsWith(path.join(live.dataDir, 'backups', 'site-'))).toBe(true);
        expect(fs.statSync(file).size).toBeGreaterThan(0);
        expect(backup.stdout).toMatch(/integrity ok/);
        expect(during).toBeGreaterThan(0);

        // Into a fresh DATA_DIR; a second restore over it is refused without --force.
        const restore = await runCli('restore', [file], { DATA_DIR: restoreDir });
        expect(restore.code, restore.stderr).toBe(0);
        const installed = sha256(fs.readFileSync(path.join(restoreDir, 'site.db')));
        const again = await runCli('restore', [file], { DATA_DIR: restoreDir });
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/already exists.*--force/);
        expect(sha256(fs.readFileSync(path.join(restoreDir, 'site.db')))).toBe(installed);
        // Not a backup at all: refused, nothing touched.
        const junk = path.join(restoreDir, 'junk.db');
        fs.writeFileSync(junk, 'not a database');
        const bad = await runCli('restore', [junk, '--force'], { DATA_DIR: restoreDir });
        expect(bad.code).toBe(1);
        expect(bad.stderr).toMatch(/not an SQLite database/);

        restored = await startTestServerOn({ dataDir: restoreDir });
        await expectSameData(
          { server: live, admin, before },
          { server: restored, admin: await restored.signIn() },
          seeded,
        );
      } finally {
        await restored?.close();
        await live.close();
        fs.rmSync(restoreDir, { recursive: true, force: true });
      }
    });
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL backup and restore',
  { timeout: 120_000 },
  () => {
    it.skipIf(pgToolsMissing.length > 0)(
      `pg_dump -Fc of the live database restores into a fresh database${
        pgToolsMissing.length ? ` (skipped: ${pgToolsMissing.join(', ')} not on PATH)` : ''
      }`,
      async () => {
        const adminUrl = process.env.TEST_DATABASE_URL as string;
        const live = await startTestServer();
        const fresh = await createPostgresDatabase(adminUrl);
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-pgdump-'));
        let restored: TestServer | undefined;
        try {
          const admin = await live.signIn();
          const seeded = await seed(live, admin);
          const before = await lists(admin);
          const liveUrl = live.deps.config.databaseUrl as string;

          const writer = writeWhile(live);
          const file = path.join(dir, 'site.dump');
          const backup = await runCli('backup', [file], { DATABASE_URL: liveUrl, DATA_DIR: dir });
          const during = await writer.stop();
          expect(backup.code, backup.stderr).toBe(0);
          expect(backup.stdout).toMatch(/pg_dump custom format/);
          expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
          expect(during).toBeGreaterThan(0);

          const restore = await runCli('restore', [file], {
            DATABASE_URL: fresh.url,
            DATA_DIR: dir,
          });
          expect(restore.code, restore.stderr).toBe(0);
          const again = await runCli('restore', [file], { DATABASE_URL: fresh.url, DATA_DIR: dir });
          expect(again.code).toBe(1);
          expect(again.stderr).toMatch(/already has \d+ tables/);

          restored = await startTestServerOn({ dataDir: dir, databaseUrl: fresh.url });
          await expectSameData(
            { server: live, admin, before },
            { server: restored, admin: await restored.signIn() },
            seeded,
          );
        } finally {
          await restored?.close();
          await live.close();
          await fresh.drop();
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  },
);
