import { Col, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { localDigits } from '@vb/shared/dates';
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
    // The count is the interface's words, not the field's: in the field's direction an
    // English reader would see an Arabic field's "236 / 1200" as "1200 / 236".
    showCount: maxLength !== undefined && {
      formatter: ({ count }: { count: number }) => (
        <span dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
          {localDigits(count, language)} / {localDigits(maxLength, language)}
        </span>
      ),
    },
    'data-testid': testId,
  } as const;
  return (
    <Form.Item name={name} label={label} rules={rules} required={required} extra={extra}>
      {lines ? <Input.TextArea {...control} autoSize={lines} /> : <Input {...control} />}
    </Form.Item>
  );
}

/**
 * One text in both languages, each in half of the form's row (the parent's `Row`). Arabic comes
 * first unless the form reads English first; on screen that order runs in the interface's
 * direction.
 */
export function BilingualPair({
  ar,
  en,
  first = 'ar',
  lines,
  maxLength,
}: TextShape & {
  ar: LanguageSide;
  en: LanguageSide;
  first?: FieldLanguage;
}) {
  const sides = { ar, en };
  const order: FieldLanguage[] = first === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  return order.map((lang) => (
    <Col {...HALF} key={lang}>
      <LanguageField {...sides[lang]} lang={lang} lines={lines} maxLength={maxLength} />
    </Col>
  ));
}
