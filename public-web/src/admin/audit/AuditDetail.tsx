import { Typography } from 'antd';
import {
  readAuditDetail,
  type AuditDetailSource,
  type DetailPhrase,
  type DetailValue,
} from '@vb/shared/audit-detail';
import { DATE_LOCALES } from '@vb/shared/constants';
import { formatLongDate } from '@vb/shared/dates';
import type { Language } from '@vb/shared/options';
import { isolate } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { formatDateTime } from '../submissions/format';
import styles from './audit.module.css';

type Translate = ReturnType<typeof useT>;

/** A phrase in the reader's words: counts in their digits, typed text isolated, lists joined. */
function phraseText(phrase: DetailPhrase, t: Translate, language: Language): string {
  const locale = DATE_LOCALES[language];
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const value = (v: DetailValue): string | number => {
    if ('count' in v) return v.count;
    if ('text' in v) return isolate(v.text);
    if ('key' in v) return t(v.key);
    if ('keys' in v) return list(v.keys.map((key) => t(key)));
    if ('phrases' in v) return list(v.phrases.map((p) => phraseText(p, t, language)));
    return /^\d{4}-\d{2}-\d{2}$/.test(v.date)
      ? formatLongDate(v.date, language)
      : formatDateTime(v.date, locale, 'long');
  };
  const values = Object.fromEntries(
    Object.entries(phrase.values ?? {}).map(([name, v]) => [name, value(v)]),
  );
  return t(phrase.key, values);
}

/**
 * An audit event's detail in the reader's language (shared/auditDetail reads what the API wrote);
 * a detail in words this version does not know (a newer server's) is shown as written.
 */
export function AuditDetail({ event }: { event: AuditDetailSource }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  if (!event.detail) return null;
  const phrases = readAuditDetail(event);
  if (phrases?.length === 0) return null;
  return (
    <Typography.Text className={styles.detail} data-testid="audit-detail">
      {phrases ? (
        phrases
          .map((phrase) => phraseText(phrase, t, language))
          .join(t('admin.audit.detail.separator'))
      ) : (
        <bdi>{event.detail}</bdi>
      )}
    </Typography.Text>
  );
}
