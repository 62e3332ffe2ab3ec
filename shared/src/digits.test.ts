import { describe, expect, it } from 'vitest';
import { localizeContentDigitPieces, localizeContentDigits } from './digits';

const ar = (text: string) => localizeContentDigits(text, 'ar');

describe('localizeContentDigits on Arabic pages', () => {
  it('writes standalone numbers of Arabic text in Arabic-Indic digits', () => {
    expect(ar('نتائج لعام 2026')).toBe('نتائج لعام ٢٠٢٦');
    expect(ar('2026')).toBe('٢٠٢٦');
    expect(ar('عام2026 (2027)، و2028.')).toBe('عام٢٠٢٦ (٢٠٢٧)، و٢٠٢٨.');
  });

  it('keeps the separators between the digits of a number', () => {
    expect(ar('في 2/12/2026 الساعة 10:30')).toBe('في ٢/١٢/٢٠٢٦ الساعة ١٠:٣٠');
    expect(ar('نمو 12.5% من 1,000 إلى 2025-2026')).toBe('نمو ١٢.٥% من ١,٠٠٠ إلى ٢٠٢٥-٢٠٢٦');
  });

  it('leaves the digits of words with Latin letters and of numbers beside a Latin word', () => {
    expect(ar('شبكات 5G وتقنيات Web3 بعد COVID-19')).toBe('شبكات 5G وتقنيات Web3 بعد COVID-19');
    expect(ar('هاتف iPhone 15 الجديد في 2026')).toBe('هاتف iPhone 15 الجديد في ٢٠٢٦');
    expect(ar('حجم 10 MB فقط')).toBe('حجم 10 MB فقط');
  });

  it('leaves addresses and dialled phone numbers as written', () => {
    expect(ar('زوروا https://example.com/2026 أو www.vb.sa/2026 عام 2026')).toBe(
      'زوروا https://example.com/2026 أو www.vb.sa/2026 عام ٢٠٢٦',
    );
    expect(ar('راسلوا jobs2026@vb.sa قبل 30 يونيو')).toBe('راسلوا jobs2026@vb.sa قبل ٣٠ يونيو');
    expect(ar('اتصلوا على +966 50 123 4567 أو 00966501234567 خلال 3 أيام')).toBe(
      'اتصلوا على +966 50 123 4567 أو 00966501234567 خلال ٣ أيام',
    );
    // A plus sign before a short number is no phone number.
    expect(ar('زيادة +20% في 2026')).toBe('زيادة +٢٠% في ٢٠٢٦');
  });

  it('reads a word across line breaks as two phrases', () => {
    expect(ar('Web\n2026')).toBe('Web\n٢٠٢٦');
  });

  it('leaves text without ASCII digits and every text of an English page unchanged', () => {
    expect(ar('٢ ديسمبر ٢٠٢٦')).toBe('٢ ديسمبر ٢٠٢٦');
    expect(localizeContentDigits('نتائج لعام 2026', 'en')).toBe('نتائج لعام 2026');
    expect(localizeContentDigits('Results for 2026', 'en')).toBe('Results for 2026');
  });
});

describe('localizeContentDigitPieces', () => {
  it('reads the pieces as one text and gives each back in its place', () => {
    expect(localizeContentDigitPieces(['عام ', '2026', ' و', 'COVID', '-19'], 'ar')).toEqual([
      'عام ',
      '٢٠٢٦',
      ' و',
      'COVID',
      '-19',
    ]);
    expect(localizeContentDigitPieces(['iPhone', ' 15'], 'ar')).toEqual(['iPhone', ' 15']);
    expect(localizeContentDigitPieces(['2026'], 'en')).toEqual(['2026']);
  });
});
