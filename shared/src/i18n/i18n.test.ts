import { describe, it, expect } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODES, PUBLIC_ERROR_CODES, STAFF_ERROR_CODES } from '../errors';
import { DEPARTMENTS, EMPLOYMENT_TYPES } from '../options';
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  INVESTOR_STATUSES,
  applicationStatusActions,
  contactStatusActions,
  investorStatusActions,
} from '../status';
import { admin as arAdmin } from './ar/admin';
import { admin as enAdmin } from './en/admin';
import { ar, en, errorMessageKey, isMessageKey, messages, messageText } from './index';
import {
  arPublic,
  enPublic,
  errorMessageKey as publicErrorMessageKey,
  publicMessages,
} from './public';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const enKeys = Object.keys(en);
const arKeys = Object.keys(ar);

/** The names of all ICU arguments used anywhere in a parsed message. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(el.value);
        for (const option of Object.values(el.options)) argumentNames(option.value, into);
        break;
      case TYPE.tag:
        argumentNames(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function parses(
  message: string,
): { ok: true; ast: MessageFormatElement[] } | { ok: false; error: string } {
  try {
    return { ok: true, ast: parse(message) };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}

describe('message catalogs', () => {
  it('are the public catalogs plus the admin’s, with nothing lost or shared between them', () => {
    for (const [language, full, pub, adminArea] of [
      ['en', en, enPublic, enAdmin],
      ['ar', ar, arPublic, arAdmin],
    ] as const) {
      const publicKeys = Object.keys(pub);
      const adminKeys = Object.keys(adminArea);
      expect(
        publicKeys.filter((k) => k in adminArea),
        language,
      ).toEqual([]);
      expect(Object.keys(full).sort(), language).toEqual([...publicKeys, ...adminKeys].sort());
      for (const key of publicKeys)
        expect(full[key as keyof typeof full], key).toBe(pub[key as keyof typeof pub]);
      expect(publicMessages[language]).toBe(pub);
    }
  });

  it('keep the admin’s messages out of the public catalogs', () => {
    const adminAreaKeys = Object.keys(enPublic).filter((k) => /^(admin|editor|desktop)\./.test(k));
    expect(adminAreaKeys).toEqual([]);
    expect(Object.keys(arPublic).sort()).toEqual(Object.keys(enPublic).sort());
    for (const code of PUBLIC_ERROR_CODES)
      expect(publicErrorMessageKey(code) in enPublic, code).toBe(true);
    // The texts of staff-only failures travel with the admin's catalog, not the site's first load.
    expect(STAFF_ERROR_CODES.filter((code) => `error.${code}` in enPublic)).toEqual([]);
    expect(STAFF_ERROR_CODES.filter((code) => `error.${code}` in arPublic)).toEqual([]);
  });

  it('have the same keys in both languages', () => {
    expect(arKeys.filter((k) => !(k in en))).toEqual([]);
    expect(enKeys.filter((k) => !(k in ar))).toEqual([]);
  });

  it('have no empty messages', () => {
    for (const language of ['en', 'ar'] as const) {
      const empty = Object.entries(messages[language]).filter(([, v]) => v.trim() === '');
      expect(empty, language).toEqual([]);
    }
  });

  it('write every Arabic message with Arabic letters', () => {
    const withoutArabic = Object.entries(ar).filter(([, v]) => !ARABIC_LETTER.test(v));
    expect(withoutArabic).toEqual([]);
  });

  it('parse every message as ICU MessageFormat', () => {
    const failures: string[] = [];
    for (const [language, catalog] of Object.entries(messages)) {
      for (const [key, value] of Object.entries(catalog)) {
        const result = parses(value);
        if (!result.ok) failures.push(`${language} ${key}: ${result.error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('use the same ICU argument names in both languages', () => {
    const mismatches: string[] = [];
    for (const key of enKeys) {
      const enResult = parses(en[key as keyof typeof en]);
      const arValue = (ar as Record<string, string>)[key];
      if (!enResult.ok || arValue === undefined) continue;
      const arResult = parses(arValue);
      if (!arResult.ok) continue;
      const enNames = [...argumentNames(enResult.ast)].sort();
      const arNames = [...argumentNames(arResult.ast)].sort();
      if (enNames.join(',') !== arNames.join(',')) {
        mismatches.push(`${key}: en [${enNames.join(', ')}] ar [${arNames.join(', ')}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('have an error.<code> message for every API error code', () => {
    const missing = ERROR_CODES.filter((code) => !isMessageKey(`error.${code}`));
    expect(missing).toEqual([]);
    for (const code of ERROR_CODES) {
      expect(errorMessageKey(code)).toBe(`error.${code}`);
      expect(messageText('en', errorMessageKey(code))).toBe(en[`error.${code}`]);
    }
  });

  it('have a label for every status', () => {
    const missing = [
      ...APPLICATION_STATUSES.map((s) => `status.application.${s}`),
      ...CONTACT_STATUSES.map((s) => `status.contact.${s}`),
      ...INVESTOR_STATUSES.map((s) => `status.investor.${s}`),
    ].filter((key) => !isMessageKey(key));
    expect(missing).toEqual([]);
  });

  it('have every label key the status menus use', () => {
    const labelKeys = new Set<string>();
    for (const s of APPLICATION_STATUSES)
      for (const a of applicationStatusActions(s)) labelKeys.add(a.labelKey);
    for (const s of CONTACT_STATUSES)
      for (const a of contactStatusActions(s)) labelKeys.add(a.labelKey);
    for (const s of INVESTOR_STATUSES)
      for (const a of investorStatusActions(s)) labelKeys.add(a.labelKey);
    // An unknown current status still yields a menu.
    for (const a of contactStatusActions('unknown')) labelKeys.add(a.labelKey);
    for (const a of investorStatusActions('unknown')) labelKeys.add(a.labelKey);
    expect([...labelKeys].filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('word the Arabic “mark as” actions one way, naming the badge the item then shows', () => {
    const marks = Object.keys(ar).filter((key) => /\.markAs[A-Z]/.test(key)) as (keyof typeof ar)[];
    expect(marks.length).toBeGreaterThan(0);
    for (const key of marks) expect(ar[key]).toMatch(/^وضع علامة: \S/);
    const withBadge = [
      ...contactStatusActions('new'),
      ...investorStatusActions('new'),
      ...investorStatusActions('contacted'),
    ].filter((a) => a.labelKey.includes('.markAs'));
    for (const { status, labelKey } of withBadge) {
      const kind = labelKey.startsWith('admin.contact.') ? 'contact' : 'investor';
      const badge = ar[`status.${kind}.${status}` as keyof typeof ar];
      expect(ar[labelKey as keyof typeof ar]).toBe(`وضع علامة: ${badge}`);
    }
  });

  it('have a label for every department and employment type (plus Remote)', () => {
    const keys = [
      ...DEPARTMENTS.map((d) => `department.${d}`),
      ...EMPLOYMENT_TYPES.map((t) => `employmentType.${t}`),
      'employmentType.remote',
    ];
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('keep the English option labels of the spec', () => {
    expect(DEPARTMENTS.map((d) => en[`department.${d}`])).toEqual([
      'Technology',
      'Finance',
      'Marketing',
      'Business',
      'Design',
      'Human Resources',
      'Project Management',
      'Innovation and Research',
    ]);
    expect([
      ...EMPLOYMENT_TYPES.map((t) => en[`employmentType.${t}`]),
      en['employmentType.remote'],
    ]).toEqual([
      'Full-time',
      'Part-time',
      'Flexible',
      'Shift-based',
      'Freelance',
      'Seasonal',
      'Internship',
      'Remote',
    ]);
  });
});

describe('one digit system per language', () => {
  it('the Arabic public catalog writes its numbers in Arabic-Indic digits', () => {
    // Unicode escapes (\u200E) are not digits the visitor sees.
    const western = Object.entries(arPublic).filter(([, text]) => /[0-9]/.test(text));
    expect(western).toEqual([]);
  });
  it('the English public catalog writes its numbers in ASCII digits', () => {
    const arabicIndic = Object.entries(enPublic).filter(([, text]) => /[٠-٩]/.test(text));
    expect(arabicIndic).toEqual([]);
  });
});
