/**
 * The CSV export of a kind: rows → the bytes of the file, batch by batch. The columns,
 * their headers and the escaping are the shared ones (@vb/shared/submission-csv, @vb/shared/csv).
 */
import { CSV_BOM } from '@vb/shared/csv';
import { messageText } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import type { SubmissionKind } from '@vb/shared/status';
import { submissionCsvHeader, submissionCsvRecord } from '@vb/shared/submission-csv';
import type { SubmissionRows } from '../repos/submissions';
import { presentSubmissionItem } from './submissions';

/**
 * The file's bytes: the BOM and the header first, then one chunk per batch of rows, each made
 * only when the reader asks for more (with `Readable.from`, the response's backpressure).
 */
export async function* submissionCsvChunks<K extends SubmissionKind>(
  kind: K,
  batches: AsyncIterable<SubmissionRows[K][]>,
  language: Language,
): AsyncGenerator<Buffer> {
  const translate = (key: Parameters<typeof messageText>[1]) => messageText(language, key);
  yield Buffer.from(CSV_BOM + submissionCsvHeader(kind, translate), 'utf8');
  for await (const rows of batches) {
    let text = '';
    for (const row of rows)
      text += submissionCsvRecord(kind, presentSubmissionItem(kind, row), translate);
    yield Buffer.from(text, 'utf8');
  }
}
