import type { Db } from './knex';
import { insertedId } from './values';

interface Pending {
  table: string;
  row: Record<string, unknown>;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/**
 * Group commit for small inserts (contact messages, investor requests): rows that arrive while a
 * commit is being written wait and are inserted together in the next transaction, so one durable
 * commit (one fsync with SQLite's synchronous=FULL) serves many requests. Each caller gets its row's
 * id only after the transaction holding it has committed: an acknowledged row is as durable as
 * before. If a shared transaction fails, its rows are retried one transaction each, so one bad row
 * fails alone.
 */
export class InsertBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 200,
  ) {}

  /** Inserts `row` into `table`; answers its id once committed. */
  insert(table: string, row: Record<string, unknown>): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ table, row, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        let ids: number[];
        try {
          ids = await this.db.transaction(async (trx) => {
            const out: number[] = [];
            for (const p of batch)
              out.push(insertedId(await trx(p.table).insert(p.row).returning('id')));
            return out;
          });
        } catch {
          // Each row alone, so that only the row at fault fails.
          for (const p of batch) {
            try {
              p.resolve(insertedId(await this.db(p.table).insert(p.row).returning('id')));
            } catch (error) {
              p.reject(error);
            }
          }
          continue;
        }
        batch.forEach((p, i) => p.resolve(ids[i] as number));
      }
    } finally {
      this.flushing = false;
    }
  }
}
