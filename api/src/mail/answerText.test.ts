import { describe, expect, it } from 'vitest';
import { ANSWER_TEXT_MAX, answerText } from './answerText';

describe('the new text of an answer', () => {
  it('leaves out the history Gmail quotes, its attribution wrapped or not', () => {
    expect(
      answerText(
        'Thank you, Tuesday works.\r\n\r\nOn Mon, 7 Dec 2026 at 10:00, Ruwad <replies@ruwad.sa> wrote:\r\n> Would Tuesday suit you?\r\n',
      ),
    ).toBe('Thank you, Tuesday works.');
    expect(
      answerText(
        'Yes.\n\nOn Mon, 7 Dec 2026 at 10:00, Ruwad Ventures Relations Team <replies+abc@ruwad.sa>\nwrote:\n> Question\n',
      ),
    ).toBe('Yes.');
  });

  it('leaves out the Arabic attribution and the quoted lines', () => {
    expect(
      answerText(
        'شكرًا لكم، يناسبني الثلاثاء.\n\nفي الاثنين، ٧ ديسمبر ٢٠٢٦، كتب رواد <replies@ruwad.sa>:\n> هل يناسبك الثلاثاء؟',
      ),
    ).toBe('شكرًا لكم، يناسبني الثلاثاء.');
  });

  it('leaves out Outlook’s header block and the signature', () => {
    expect(
      answerText(
        'Attached is my portfolio.\n\n________________________________\nFrom: Ruwad <replies@ruwad.sa>\nSent: Monday\nSubject: Re: Your application',
      ),
    ).toBe('Attached is my portfolio.');
    expect(answerText('See you then.\n-- \nHuda Hassan\n+966 50 000 0000')).toBe('See you then.');
    expect(answerText('Fine.\n-----Original Message-----\nFrom: x')).toBe('Fine.');
  });

  it('keeps an answer written between quoted lines, and the whole text when all of it is quoted', () => {
    expect(answerText('> Can you come?\nYes, I can.\n> At ten?\nTen is fine.')).toBe(
      'Yes, I can.\nTen is fine.',
    );
    expect(answerText('> only the old text\n> again')).toBe('> only the old text\n> again');
  });

  it('drops control characters, folds blank runs and caps the length', () => {
    expect(answerText('a\u0000b\u0007\n\n\n\n\tc')).toBe('ab\n\n\tc');
    const long = answerText('x'.repeat(ANSWER_TEXT_MAX + 50));
    expect(long).toHaveLength(ANSWER_TEXT_MAX + 1);
    expect(long.endsWith('…')).toBe(true);
  });
});
