/** Row values differ by driver (SQLite: numbers for dates and booleans; PostgreSQL: Date, boolean). */
import type { Knex } from 'knex';

/** How many rows a query would answer (PostgreSQL counts as text, SQLite as a number). */
export async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value === 'string') {
    const asNumber = Number(value);
    return new Date(
      Number.isFinite(asNumber) && /^\d+$/.test(value) ? asNumber : value,
    ).toISOString();
  }
  throw new Error(`Not a timestamp: ${String(value)}`);
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Bytes of a binary column (SQLite: Buffer; PostgreSQL: Buffer). */
export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  throw new Error('Not binary data');
}

/** The id of a row just inserted (`returning('id')` answers `[{ id }]` on both drivers). */
export function insertedId(rows: unknown[]): number {
  const first = rows[0] as { id?: unknown } | number | undefined;
  const id = typeof first === 'object' && first !== null ? first.id : first;
  return toNumber(id);
}
