import { expect } from 'vitest';
import { searchTextOf } from '../src/db/submissionSearch';
import type { Db } from '../src/db/knex';
import type { TestFetch } from './helpers';

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field, 'the last record ends with CRLF').toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** An export's answer, its bytes checked for the BOM, and its records. */
export async function exportCsv(api: TestFetch, path: string) {
  const res = await api(path);
  expect(res.status, await res.clone().text()).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return {
    res,
    text: bytes.subarray(3).toString('utf8'),
    rows: parseCsv(bytes.subarray(3).toString('utf8')),
  };
}

/**
 * Inserts `total` contact messages straight into the table, every `readEvery`-th one with status
 * 'read'. Names repeat (every 3,333rd) and creation times too (three rows a second), so an export's
 * batch boundaries fall inside ties that only the later sort columns order.
 */
export async function seedContactMessages(db: Db, total: number, readEvery: number) {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: total }, (_, i) => {
    const row = {
      name: `Name ${String((i * 7919) % 3333).padStart(4, '0')}`,
      email: `bulk${String(i).padStart(6, '0')}@example.test`,
      phone: null,
      subject: 'Bulk',
      message: 'A bulk message.',
      status: i % readEvery === 0 ? 'read' : 'new',
      created_at: new Date(base + Math.floor(i / 3) * 1000),
    };
    return { ...row, search_text: searchTextOf('contact-messages', row) };
  });
  // SQLite takes at most 500 rows in one multi-row insert.
  await db.batchInsert('contact_messages', rows, 400);
}
