/**
 * Spreadsheet battery: the CSV exports opened by a real spreadsheet. LibreOffice Calc
 * (headless, `--convert-to fods`, its CSV import told to evaluate formulas) reads an export whose
 * cells are hostile — formula signs, with leading spaces, line breaks, invisible characters and
 * the full-width forms — and no cell of the result may be a formula. A self-check first: the same
 * conversion of a cell NOT neutralised must give a formula, so a clean result means something.
 *
 * Needs `soffice` (SOFFICE_PATH, else /usr/bin/soffice; `npm run test:batteries` installs Debian's
 * libreoffice-calc first when run as root, see scripts/libreoffice.mjs). Without it the battery is
 * skipped with a message saying so.
 *
 *   npx vitest run --project batteries batteries/spreadsheet.test.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsv } from '@vb/shared/csv';
import { type TestServer, json, startTestServer } from '../test/helpers';

const run = promisify(execFile);

const SOFFICE = [
  process.env.SOFFICE_PATH,
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
]
  .filter((p): p is string => Boolean(p))
  .find((p) => fs.existsSync(p));
if (!SOFFICE) {
  process.stderr.write(
    'spreadsheet battery SKIPPED: LibreOffice (soffice) is not installed. Install it (Debian: apt-get install libreoffice-calc) or set SOFFICE_PATH.\n',
  );
}

/** Comma, double quote, UTF-8, from line 1; token 13: evaluate formulas (the hostile reading). */
const CSV_IMPORT = 'CSV:44,34,76,1,,0,false,true,false,false,false,-1,true';

/** The cells a hostile submitter would write. */
const HOSTILE = [
  '=1+1',
  '=HYPERLINK("http://evil.example","click")',
  '+1+1',
  '-1+1',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '  +1+1',
  '\n=1+1',
  '\r\n=1+1',
  '\u00a0=1+1',
  '\u3000=1+1',
  '\u200b=1+1',
  '＝1+1',
  '＋1+1',
  '－1+1',
  '＠SUM(1,1)',
  ' ＝1+1',
  "=cmd|' /C calc'!A0",
];

interface Converted {
  /** The opening tags of every cell of the first sheet. */
  cells: string[];
}

describe.skipIf(!SOFFICE)('CSV exports in LibreOffice Calc', () => {
  let dir: string;
  let server: TestServer;

  /** Converts CSV texts to flat ODS in one LibreOffice run and returns each one's cells. */
  async function convert(files: Record<string, string>): Promise<Record<string, Converted>> {
    const paths = Object.entries(files).map(([name, text]) => {
      const file = path.join(dir, `${name}.csv`);
      fs.writeFileSync(file, text);
      return file;
    });
    const out = path.join(dir, 'out');
    await run(
      SOFFICE!,
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        `--infilter=${CSV_IMPORT}`,
        '--convert-to',
        'fods',
        '--outdir',
        out,
        ...paths,
      ],
      { timeout: 240_000 },
    );
    return Object.fromEntries(
      Object.keys(files).map((name) => {
        const xml = fs.readFileSync(path.join(out, `${name}.fods`), 'utf8');
        return [name, { cells: xml.match(/<table:table-cell\b[^>]*>/g) ?? [] }];
      }),
    );
  }

  const formulas = (converted: Converted) =>
    converted.cells.filter((c) => /table:formula=/.test(c));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-spreadsheet-'));
    server = await startTestServer({ RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('no hostile cell of an export becomes a formula', async () => {
    // The export of the API: contact messages whose subject is hostile (the form trims the edges,
    // so the leading spaces and line breaks are checked through buildCsv below).
    const owner = await server.signIn();
    for (const [i, subject] of HOSTILE.entries()) {
      const res = await server.api(
        '/api/contact',
        json('POST', {
          name: `Person ${i}`,
          email: `person${i}@example.test`,
          subject,
          message: `${subject}\n${subject}`,
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const exported = await owner('/api/admin/contact-messages/export.csv?lang=en');
    expect(exported.status).toBe(200);

    const converted = await convert({
      // The self-check: a formula cell as a careless export writes it.
      canary: 'a,b\r\n=1+1,text\r\n',
      shared: buildCsv(
        ['cell'],
        HOSTILE.map((cell) => [cell]),
      ),
      api: Buffer.from(await exported.arrayBuffer()).toString('utf8'),
    });
    expect(formulas(converted.canary!), 'LibreOffice evaluates an unguarded =1+1').toHaveLength(1);
    expect(converted.shared!.cells.length).toBeGreaterThan(HOSTILE.length);
    expect(formulas(converted.shared!)).toEqual([]);
    expect(converted.api!.cells.length).toBeGreaterThan(HOSTILE.length);
    expect(formulas(converted.api!)).toEqual([]);
  });
});
