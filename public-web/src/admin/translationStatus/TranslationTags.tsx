/**
 * The translation status of an article or listing, a small tag per language: complete,
 * missing (a required field empty) or needs update (auto-translated from the other language,
 * which changed since; the tooltip says so).
 */
import { Tag, Tooltip } from 'antd';
import type { MessageKey } from '@vb/shared/i18n';
import type { Language } from '@vb/shared/options';
import type { TranslationState, TranslationStatus } from '@vb/shared/translation-status';
import { useT } from '../../app/i18n';
import { ToneTag } from '../ToneTag';
import styles from './translationTags.module.css';

const HINT: Partial<Record<TranslationState, Record<Language, MessageKey>>> = {
  stale: { ar: 'admin.translation.ar.staleHint', en: 'admin.translation.en.staleHint' },
  missing: { ar: 'admin.translation.ar.missingHint', en: 'admin.translation.en.missingHint' },
};

const LABEL: Record<Language, Record<TranslationState, MessageKey>> = {
  ar: {
    present: 'admin.translation.ar.present',
    missing: 'admin.translation.ar.missing',
    stale: 'admin.translation.ar.stale',
  },
  en: {
    present: 'admin.translation.en.present',
    missing: 'admin.translation.en.missing',
    stale: 'admin.translation.en.stale',
  },
};

const SHORT: Record<TranslationState, MessageKey> = {
  present: 'admin.translation.short.present',
  missing: 'admin.translation.short.missing',
  stale: 'admin.translation.short.stale',
};

/**
 * One language's tag. `short`: the state alone (beside the language's own tab label), else the
 * language and its state.
 */
export function TranslationTag({
  language,
  state,
  short = false,
}: {
  language: Language;
  state: TranslationState;
  short?: boolean;
}) {
  const t = useT();
  const hint = HINT[state]?.[language];
  const props = {
    className: styles.tag,
    'data-testid': `translation-${language}`,
    'data-state': state,
    // Focusable when it has more to say, so the tooltip opens from the keyboard too (not inside
    // a tab, itself the focusable control).
    ...(hint && !short ? { tabIndex: 0 } : {}),
  };
  const text = t(short ? SHORT[state] : LABEL[language][state]);
  const tag =
    state === 'missing' ? (
      <Tag {...props}>{text}</Tag>
    ) : (
      <ToneTag tone={state === 'stale' ? 'gold' : 'green'} {...props}>
        {text}
      </ToneTag>
    );
  return hint ? <Tooltip title={t(hint)}>{tag}</Tooltip> : tag;
}

/** Both languages' tags (a list row): Arabic first, as the site is. */
export function TranslationTags({ translation }: { translation: TranslationStatus | undefined }) {
  const t = useT();
  if (!translation) return null;
  return (
    <span
      className={styles.tags}
      role="group"
      aria-label={t('admin.translation.label')}
      data-testid="translation-status"
    >
      <TranslationTag language="ar" state={translation.ar} />
      <TranslationTag language="en" state={translation.en} />
    </span>
  );
}
