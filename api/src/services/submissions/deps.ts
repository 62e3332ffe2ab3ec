import type { Db } from '../../db/knex';
import type { Client } from '../../domain/actor';
import type { Logger } from '../../logger';
import type { ScanVerdict } from '../../uploads/clamav';

/** What the submission commands are given. */
export interface SubmissionsDeps {
  db: Db;
  /** Where the staff's lists and counts are read (SQLite: a pool of read-only connections). */
  readDb?: Db;
  logger: Logger;
  /**
   * Told once a submission is stored (the notifier: its confirmation and its followers' e-mails
   * go out from there, after the commit, never delaying the answer).
   */
  onStored?: (client: Client) => void;
  /**
   * The antivirus (CLAMAV_ADDRESS, uploads/clamav.ts) a résumé passes before its
   * application is stored; throws ScannerUnavailable when it cannot say. Absent: no scanning.
   */
  scanResume?: (bytes: Buffer) => Promise<ScanVerdict>;
}
