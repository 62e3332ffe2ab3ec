import type { MessageKey } from '@vb/shared/i18n';
import { buildCsv, isoTimestamp, type CsvCell } from './csv';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';

/**
 * The CSV text of a list of submissions: headers from the catalogs in the current language
 * (through `translate`), dates as ISO 8601 in Riyadh time (the header says so), statuses by their label (an unknown status as it is).
 */
export function submissionsCsv<T extends BaseSubmission>(
  config: SubmissionKindConfig<T>,
  items: readonly T[],
  translate: (key: MessageKey) => string,
): string {
  const columns: { label: MessageKey; value(item: T): CsvCell }[] = [
    { label: 'admin.csv.date', value: (i) => isoTimestamp(i.createdAt) },
    { label: 'admin.field.name', value: (i) => i.name },
    { label: 'admin.field.email', value: (i) => i.email },
    { label: 'admin.field.phone', value: (i) => i.phone },
    ...config.fields,
    {
      label: 'admin.field.status',
      value: (i) => {
        const key = statusLabelKey(config, i.status);
        return key ? translate(key) : i.status;
      },
    },
    config.text,
    ...(config.csvExtra ?? []),
  ];
  return buildCsv(
    columns.map((c) => translate(c.label)),
    items.map((item) => columns.map((c) => c.value(item))),
  );
}
