/**
 * Article pictures stored before they went through the sharp pipeline kept what they were
 * uploaded with (an EXIF block with a GPS position and the author's name). This job re-encodes
 * them as an upload is now, a few at a time, at start and then hourly (a rolling deployment's
 * older instance may still store one). Each picture is marked done by a conditional update, so
 * instances running it side by side do each picture once. A picture the pipeline refuses (it
 * would be refused as an upload today) is kept as it is, marked, and logged.
 */
import type { Db } from '../db/knex';
import { toBuffer } from '../db/values';
import type { Logger } from '../logger';
import * as media from '../repos/media';
import { normaliseStored } from '../uploads/image';
import { PeriodicJob } from './periodicJob';

const BATCH = 10;
const HOURLY_MS = 3_600_000;

export class MediaNormaliseJob extends PeriodicJob<number> {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {
    super({ intervalMs: HOURLY_MS, logger, failure: 're-encoding stored pictures failed' });
  }

  /** Re-encodes every stored picture not yet through the pipeline; answers how many it did. */
  async run(): Promise<number> {
    let done = 0;
    while (!this.stopped) {
      const rows = await media.unnormalised(this.db, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        const at = new Date();
        try {
          // Outside any transaction: re-encoding takes a while, never while holding the writer.
          const image = await normaliseStored(toBuffer(row.data), row.mime_type);
          if (
            await media.markNormalised(this.db, row.id, at, {
              data: image.bytes,
              sha256: image.sha256,
            })
          )
            done += 1;
        } catch (error) {
          this.logger.error('a stored picture could not be re-encoded: kept as it was', {
            id: row.id,
            error: error instanceof Error ? error.message : String(error),
          });
          await media.markNormalised(this.db, row.id, at);
        }
      }
    }
    if (done > 0) this.logger.info('stored pictures re-encoded', { count: done });
    return done;
  }
}
