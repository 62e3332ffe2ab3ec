import { describe, expect, it } from 'vitest';
import { textBlocks } from './textBlocks';

describe('textBlocks', () => {
  it('keeps line breaks inside a paragraph and splits paragraphs on blank lines', () => {
    expect(textBlocks('First line\nSecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'Second line'] },
      { kind: 'paragraph', lines: ['Next paragraph'] },
    ]);
  });

  it("turns '- ' lines into bullets and '1. ' lines into numbered items", () => {
    expect(
      textBlocks(
        'We need:\r\n- React\n-  TypeScript \n• Testing\n\n1. Apply\n2) Interview\n١. Offer',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['We need:'] },
      { kind: 'bullets', items: ['React', 'TypeScript', 'Testing'] },
      { kind: 'numbered', items: ['Apply', 'Interview', 'Offer'] },
    ]);
  });

  it('does not take emphasis or negative numbers for bullets', () => {
    expect(textBlocks('**Bold** start\n-5 degrees\n*italic*')).toEqual([
      { kind: 'paragraph', lines: ['**Bold** start', '-5 degrees', '*italic*'] },
    ]);
  });

  it('keeps markup-looking text as plain text and ignores blank input', () => {
    expect(textBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: ['<img src=x onerror=alert(1)>'] },
    ]);
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
