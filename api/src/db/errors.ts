/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  return e.code === '23505' || (e.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? ''));
}
