/**
 * The admin lists' benchmark data (`npm run bench`, step admin): many submissions of each kind,
 * written straight into a migrated database before the server starts on it, and the query plans
 * of the SQL the lists run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INITIAL_STATUS,
  INVESTOR_STATUSES,
} from '@vb/shared/status';
import { searchWords } from '@vb/shared/search';
import { createDb, isPostgres, migrate, type Db } from '../api/src/db/knex';
import { createPostgresDatabase } from '../api/test/postgresDatabase';
import { tempDirs } from './kit';
import { emailKey } from '@vb/shared/email-key';
import { searchTextOf, submissionTable } from '../api/src/db/submissionSearch';
import * as submissions from '../api/src/repos/submissions';
import { createLogger } from '../api/src/logger';
import { RetentionJob } from '../api/src/services/privacy';
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  REJECTED_RETENTION_DAYS_DEFAULT,
} from '@vb/shared/constants';

/** A Latin word in about 1% of the rows of each kind (and nowhere else in the data). */
export const RARE_LATIN = 'falcon';
/** An Arabic word in about 1% of the rows, written in its variants (taa marbuta, diacritics). */
export const RARE_ARABIC = 'شراكة';
export const RARE_ARABIC_VARIANTS = ['شراكة', 'شراكه', 'شَراكة', 'الشراكة', 'بالشراكه'];

const FIRST_AR = [
  'محمد',
  'أحمد',
  'عبدالله',
  'فاطمة',
  'نورة',
  'سارة',
  'خالد',
  'عبدالرحمن',
  'ريم',
  'هيفاء',
  'يوسف',
  'إبراهيم',
  'منى',
  'لمى',
  'فيصل',
  'تركي',
  'عائشة',
  'مريم',
  'سلطان',
  'ليلى',
];
const LAST_AR = [
  'العتيبي',
  'القحطاني',
  'الغامدي',
  'الزهراني',
  'الشهري',
  'الدوسري',
  'الحربي',
  'المطيري',
  'السبيعي',
  'العنزي',
  'الشمري',
  'الأحمدي',
  'البقمي',
  'الرشيد',
  'الفيفي',
];
const FIRST_LATIN = [
  'James',
  'Maria',
  'Omar',
  'Layla',
  'John',
  'Aisha',
  'David',
  'Sofia',
  'Hassan',
  'Emma',
  'Karim',
  'Yuki',
  'Lucas',
  'Nadia',
  'Peter',
  'Chen',
];
const LAST_LATIN = [
  'Smith',
  'Garcia',
  'Haddad',
  'Khan',
  'Müller',
  'Rossi',
  'Nguyen',
  'Dubois',
  'Kowalski',
  'Silva',
  'Tanaka',
  'Brown',
  'Novak',
  'Hansen',
];
const DOMAINS = ['example.com', 'example.sa', 'mail.example.org', 'corp.example.net'];
const SUBJECTS = [
  'Question about your programs',
  'Meeting request',
  'Media inquiry',
  'Feedback on the website',
  'Supplier introduction',
  'Speaking invitation',
  'استفسار عن البرامج',
  'طلب اجتماع',
  'استفسار إعلامي',
  'ملاحظات على الموقع',
  'تعريف بمورد',
  'دعوة لحضور فعالية',
];
const SENTENCES_LATIN = [
  'I am writing to learn more about the ventures you are building this year.',
  'Our team has followed your work in logistics and retail for some time.',
  'Could you tell me who is the right person to speak with about this?',
  'We would welcome a short call next week at a time that suits you.',
  'Please find a brief summary of our background and experience below.',
  'Thank you for your time, and I look forward to hearing from you.',
  'We operate in Riyadh and Jeddah with a team of about forty people.',
  'The attached deck explains the market, the product and the numbers.',
];
const SENTENCES_ARABIC = [
  'أكتب إليكم للاستفسار عن المشاريع التي تعملون على بنائها هذا العام.',
  'تابع فريقنا أعمالكم في قطاع الخدمات اللوجستية والتجزئة منذ فترة.',
  'هل يمكنكم إرشادي إلى الشخص المناسب للتحدث معه في هذا الموضوع؟',
  'يسعدنا ترتيب مكالمة قصيرة الأسبوع القادم في الوقت الذي يناسبكم.',
  'تجدون أدناه نبذة مختصرة عن خبراتنا وأعمالنا السابقة.',
  'شكراً لوقتكم، وأتطلع إلى تواصلكم.',
  'نعمل في الرياض وجدة بفريق يضم نحو أربعين موظفاً.',
  'يشرح العرض المرفق السوق والمنتج والأرقام.',
];
const POSITIONS = [
  'Software Engineer',
  'Product Manager',
  'Data Analyst',
  'UX Designer',
  'مهندس برمجيات',
  'مدير منتج',
  'محلل بيانات',
  'مصمم تجربة مستخدم',
];
const ORGANIZATIONS = [
  'Gulf Capital Partners',
  'Najd Ventures',
  'Red Sea Holdings',
  'شركة الأفق للاستثمار',
  'مجموعة الرواد القابضة',
  'صندوق النماء',
];
const AMOUNTS = [
  '< 1M SAR',
  '1M – 5M SAR',
  '5M – 20M SAR',
  '> 20M SAR',
  'من مليون إلى خمسة ملايين',
];

/** A small seeded random generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return { next, pick, digits };
}

type Random = ReturnType<typeof random>;

function person(r: Random, i: number) {
  const arabic = r.next() < 0.5;
  const first = arabic ? r.pick(FIRST_AR) : r.pick(FIRST_LATIN);
  const last = arabic ? r.pick(LAST_AR) : r.pick(LAST_LATIN);
  const local = arabic
    ? `user${i}`
    : `${first}.${last}${i}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9.]/g, '');
  const phone =
    r.next() < 0.5 ? `+966 5${r.digits(1)} ${r.digits(3)} ${r.digits(4)}` : `05${r.digits(8)}`;
  return { name: `${first} ${last}`, email: `${local}@${r.pick(DOMAINS)}`, phone, arabic };
}

/** About 200 characters in the person's language; 1% carry the Latin rare word, 1% the Arabic. */
function message(r: Random, arabic: boolean): string {
  const sentences = arabic ? SENTENCES_ARABIC : SENTENCES_LATIN;
  const parts: string[] = [];
  const roll = r.next();
  if (roll < 0.01) parts.push(`About the ${RARE_LATIN} pilot:`);
  else if (roll < 0.02) parts.push(`بخصوص ${r.pick(RARE_ARABIC_VARIANTS)} المقترحة:`);
  while (parts.join(' ').length < 190) parts.push(r.pick(sentences));
  return parts.join(' ').slice(0, 220);
}

const DAY_MS = 86_400_000;

function rowOf(kind: SubmissionKind, r: Random, i: number, now: number): Record<string, unknown> {
  const who = person(r, i);
  const created_at = new Date(now - Math.floor(r.next() * 365 * DAY_MS));
  const text = message(r, who.arabic);
  if (kind === 'contact-messages')
    return {
      name: who.name,
      email: who.email,
      phone: r.next() < 0.7 ? who.phone : null,
      subject: r.pick(SUBJECTS),
      message: text,
      status: r.pick(CONTACT_STATUSES),
      created_at,
    };
  if (kind === 'investor-requests')
    return {
      name: who.name,
      email: who.email,
      organization: r.pick(ORGANIZATIONS),
      position: r.next() < 0.8 ? r.pick(['CEO', 'Partner', 'Analyst', 'مدير الاستثمار']) : null,
      phone: r.next() < 0.8 ? who.phone : null,
      investment_amount: r.next() < 0.7 ? r.pick(AMOUNTS) : null,
      message: text,
      status: r.pick(INVESTOR_STATUSES),
      created_at,
    };
  return {
    name: who.name,
    email: who.email,
    phone: who.phone,
    position: r.pick(POSITIONS),
    message: r.next() < 0.8 ? text : null,
    resume_filename: who.arabic ? `السيرة الذاتية ${i}.pdf` : `cv-${i}.pdf`,
    resume_mime_type: 'application/pdf',
    resume_size: 50_000 + Math.floor(r.next() * 4_000_000),
    job_listing_id: null,
    status: r.pick(APPLICATION_STATUSES),
    created_at,
  };
}

export interface Target {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * A fresh database for a step: a temporary data folder (SQLite, removed at the end of the run) or,
 * on PostgreSQL, a new database on the test cluster, dropped by `drop`.
 */
export async function benchTarget(
  engine: 'SQLite' | 'PostgreSQL',
  name: string,
): Promise<{ target: Target; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vb-bench-${name}-`));
  tempDirs.push(dataDir);
  if (engine === 'SQLite') return { target: { dataDir }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const pg = await createPostgresDatabase(adminUrl, 'vb_bench');
  return { target: { dataDir, databaseUrl: pg.url }, drop: () => pg.drop() };
}

const open = (target: Target): Db =>
  createDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 2 });

/** What seeding took: the rows' writing, and the retention pass that brought them to rest. */
export interface Seeded {
  writeMs: number;
  retentionMs: number;
  anonymised: number;
}

/**
 * Migrates a new database and writes `rows` submissions of each kind into it, in batches inside
 * one transaction per kind, then runs the server's own retention pass once (RetentionJob, default
 * periods): the seeded year holds rejected applications past their grace, which a running server
 * would have anonymised as they fell due. Without it the server measured next would spend its
 * first minutes catching up on them (anonymising in batches, one writer on SQLite) and the lists
 * would be measured behind that one-off work. The pass is claimed, so the server does not repeat it.
 */
export async function seedSubmissions(target: Target, rows: number): Promise<Seeded> {
  const db = open(target);
  try {
    await migrate(db);
    const batch = isPostgres(db) ? 1000 : 500;
    const now = Date.now();
    const t0 = performance.now();
    for (const [k, kind] of SUBMISSION_KINDS.entries()) {
      const r = random(1000 + k);
      await db.transaction(async (trx) => {
        // The next batch is made while the database writes the last one.
        let writing: Promise<unknown> = Promise.resolve();
        for (let done = 0; done < rows; done += batch) {
          const chunk = Array.from({ length: Math.min(batch, rows - done) }, (_, j) => {
            const row = rowOf(kind, r, done + j, now);
            return {
              ...row,
              search_text: searchTextOf(kind, row),
              email_key: emailKey(String(row.email)),
            };
          });
          await writing;
          writing = trx(submissionTable(kind))
            .insert(chunk)
            .then(() => undefined);
        }
        await writing;
      });
    }
    const writeMs = performance.now() - t0;
    const t1 = performance.now();
    const pass = await new RetentionJob(db, {
      applicationDays: APPLICATION_RETENTION_DAYS_DEFAULT,
      rejectedDays: REJECTED_RETENTION_DAYS_DEFAULT,
      outboxDays: 30,
      intervalMs: 3_600_000,
      logger: createLogger('silent'),
    }).run();
    const retentionMs = performance.now() - t1;
    // What autovacuum does on a live database: statistics, and the visibility map that lets the
    // lists' id-only reads use index-only scans (a table just loaded has none).
    if (isPostgres(db)) await db.raw('VACUUM ANALYZE');
    return { writeMs, retentionMs, anonymised: pass.rejected + pass.expired };
  } finally {
    await db.destroy();
  }
}

/** The plan of each SQL statement `work` runs, as the database explains it. */
async function plansOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.off('query', listener);
  }
  const pg = isPostgres(db);
  const plans: string[] = [];
  for (const { sql, bindings } of statements) {
    const conn = (await db.client.acquireConnection()) as unknown;
    try {
      let plan: string;
      if (pg) {
        const native = conn as {
          query(sql: string, values: unknown[]): Promise<{ rows: Record<string, string>[] }>;
        };
        const { rows } = await native.query(`EXPLAIN ${sql}`, bindings);
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      } else {
        const native = conn as {
          all(
            sql: string,
            values: unknown[],
            cb: (err: Error | null, rows: { id: number; parent: number; detail: string }[]) => void,
          ): void;
        };
        const rows = await new Promise<{ id: number; parent: number; detail: string }[]>(
          (resolve, reject) =>
            native.all(`EXPLAIN QUERY PLAN ${sql}`, bindings, (err, result) =>
              err ? reject(err) : resolve(result),
            ),
        );
        const depth = new Map<number, number>();
        plan = rows
          .map((row) => {
            const d = (depth.get(row.parent) ?? -1) + 1;
            depth.set(row.id, d);
            return `${'  '.repeat(d)}${row.detail}`;
          })
          .join('\n');
      }
      plans.push(`${sql}\n${plan}`);
    } finally {
      await db.client.releaseConnection(conn);
    }
  }
  return plans;
}

/**
 * The plans of the SQL behind a deep page, a search (of the Latin and the Arabic word) and the
 * summary's counts of a kind, by the very repository functions the server runs.
 */
export async function queryPlans(
  target: Target,
  kind: SubmissionKind,
  offset: number,
): Promise<{ page: string[]; search: string[]; summary: string[] }> {
  const db = open(target);
  try {
    const filter = { words: [], sort: '-createdAt', limit: 50, offset } as const;
    return {
      page: await plansOf(db, async () => {
        await submissions.list(db, kind, { ...filter });
        await submissions.countMatching(db, kind, filter);
      }),
      search: await plansOf(db, async () => {
        const words = searchWords(RARE_ARABIC);
        await submissions.list(db, kind, { ...filter, offset: 0, words });
        await submissions.countMatching(db, kind, { words });
      }),
      summary: await plansOf(db, async () => {
        await submissions.countMatching(db, kind, { words: [] });
        await submissions.countMatching(db, kind, { words: [], status: INITIAL_STATUS });
      }),
    };
  } finally {
    await db.destroy();
  }
}
