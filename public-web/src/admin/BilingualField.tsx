import { Col, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { localDigits } from '@vb/shared/dates';
import type { Language } from '@vb/shared/options';
import { usePreferences } from '../app/preferences';
import styles from './BilingualField.module.css';

/** The two languages a text of the admin's forms is written in. */
export type FieldLanguage = 'ar' | 'en';

/** Beside each other on a tablet or wider, one above the other on a phone. */
const HALF = { xs: 24, md: 12 } as const;

/**
 * The class that keeps a field in `dir` whatever the interface language; for left-to-right
 * fields that are no language's text (addresses, handles).
 */
export function directionClass(dir: 'ltr' | 'rtl') {
  return dir === 'rtl' ? styles.rtlField : styles.ltrField;
}

/**
 * antd's `showCount` formatter of every counted field of the admin: what is typed, then the most
 * allowed ("٢٦ / ١٢٠٠" read right to left in Arabic, "26 / 1200" in English), in the interface's
 * digits and direction whatever the field's, isolated (`bdi`) so the field's direction cannot
 * reorder it: in a right-to-left field an English reader would otherwise see "1200 / 26".
 */
export function countFormatter(language: Language) {
  return function formatCount({ count, maxLength }: { count: number; maxLength?: number }) {
    return (
      <bdi dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language} data-testid="field-count">
        {localDigits(count, language)}
        {maxLength !== undefined && ` / ${localDigits(maxLength, language)}`}
      </bdi>
    );
  };
}

/** How a text is typed: one line or several, and its longest length. */
export interface TextShape {
  /** Several lines, growing between these bounds; one line when absent. */
  lines?: { minRows: number; maxRows: number };
  /** The longest text, counted as it is typed; no limit nor count when absent. */
  maxLength?: number;
}

/** One language's form item: its name, label, rules and test id, as the form has them. */
export interface LanguageSide {
  name: NamePath;
  label: ReactNode;
  testId: string;
  rules?: Rule[];
  /** Marks the label as required (the rules do the checking). */
  required?: boolean;
  extra?: ReactNode;
}

/**
 * A form item for a text in one language: Arabic right to left, English left to right, each
 * marked with its `lang` so that spelling, fonts and screen readers follow the language rather
 * than the interface's.
 */
export function LanguageField({
  lang,
  name,
  label,
  testId,
  rules,
  required,
  extra,
  lines,
  maxLength,
}: LanguageSide & TextShape & { lang: FieldLanguage }) {
  const language = usePreferences((s) => s.language);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const control = {
    dir,
    lang,
    className: directionClass(dir),
    maxLength,
    showCount: maxLength !== undefined && { formatter: countFormatter(language) },
    'data-testid': testId,
  } as const;
  return (
    <Form.Item name={name} label={label} rules={rules} required={required} extra={extra}>
      {lines ? <Input.TextArea {...control} autoSize={lines} /> : <Input {...control} />}
    </Form.Item>
  );
}

/**
 * The order of a text's two languages in every bilingual form of the admin: English first, then
 * Arabic, as the article editor's language tabs and excerpts are. On screen the order runs in the
 * interface's direction (English on the left in English, on the right in Arabic), the same in
 * every form, so a person who learnt where one language is finds it there in the next form.
 */
export const FIELD_LANGUAGE_ORDER: readonly FieldLanguage[] = ['en', 'ar'];

/** One text in both languages, each in half of the form's row (the parent's `Row`). */
export function BilingualPair({
  ar,
  en,
  lines,
  maxLength,
}: TextShape & {
  ar: LanguageSide;
  en: LanguageSide;
}) {
  const sides = { ar, en };
  return FIELD_LANGUAGE_ORDER.map((lang) => (
    <Col {...HALF} key={lang}>
      <LanguageField {...sides[lang]} lang={lang} lines={lines} maxLength={maxLength} />
    </Col>
  ));
}
