import { describe, expect, it } from 'vitest';
import { renderMarkup } from '@vb/shared/markup';
import {
  cleanAltText,
  continueList,
  insertImage,
  insertLink,
  replacementBetween,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleItalic,
  toggleNumberedList,
  toggleUnderline,
  type TextState,
} from './markupEdits';

/**
 * Test notation: `⟦` and `⟧` mark the selection, `‸` a collapsed caret.
 * `at('a ⟦b⟧ c')` → { value: 'a b c', selectionStart: 2, selectionEnd: 3 }.
 */
function at(marked: string): TextState {
  const caret = marked.indexOf('‸');
  if (caret >= 0) {
    return { value: marked.replace('‸', ''), selectionStart: caret, selectionEnd: caret };
  }
  const start = marked.indexOf('⟦');
  const end = marked.indexOf('⟧') - 1;
  if (start < 0 || end < 0) throw new Error(`no selection in ${marked}`);
  return {
    value: marked.replace('⟦', '').replace('⟧', ''),
    selectionStart: start,
    selectionEnd: end,
  };
}

function show({ value, selectionStart, selectionEnd }: TextState): string {
  if (selectionStart === selectionEnd)
    return `${value.slice(0, selectionStart)}‸${value.slice(selectionStart)}`;
  return `${value.slice(0, selectionStart)}⟦${value.slice(selectionStart, selectionEnd)}⟧${value.slice(selectionEnd)}`;
}

const run = (fn: (s: TextState) => TextState, marked: string) => show(fn(at(marked)));

describe('bold', () => {
  it('wraps the selection and keeps the text selected', () => {
    expect(run(toggleBold, 'make ⟦this⟧ strong')).toBe('make **⟦this⟧** strong');
    expect(renderMarkup('make **this** strong')).toContain('<strong>this</strong>');
  });

  it('leaves the surrounding spaces out of the markers', () => {
    expect(run(toggleBold, 'make⟦ this ⟧strong')).toBe('make **⟦this⟧** strong');
  });

  it('removes bold when the selected text is already bold (markers outside)', () => {
    expect(run(toggleBold, 'make **⟦this⟧** strong')).toBe('make ⟦this⟧ strong');
  });

  it('removes bold when the markers are inside the selection', () => {
    expect(run(toggleBold, 'make ⟦**this**⟧ strong')).toBe('make ⟦this⟧ strong');
  });

  it('bolds the word under a caret and keeps the caret in place', () => {
    expect(run(toggleBold, 'make th‸is strong')).toBe('make **th‸is** strong');
    expect(run(toggleBold, 'make **th‸is** strong')).toBe('make th‸is strong');
  });

  it('bolds an Arabic word under the caret', () => {
    expect(run(toggleBold, 'مرحبا بالعا‸لم')).toBe('مرحبا **بالعا‸لم**');
  });

  it('inserts an empty pair with the caret inside when not on a word, and removes it again', () => {
    expect(run(toggleBold, 'end. ‸')).toBe('end. **‸**');
    expect(run(toggleBold, 'end. **‸**')).toBe('end. ‸');
    expect(run(toggleBold, '‸')).toBe('**‸**');
  });

  it('puts an empty pair after a whitespace-only selection', () => {
    expect(run(toggleBold, 'a⟦  ⟧b')).toBe('a  **‸**b');
  });

  it('wraps each line of a multi-line selection on its own', () => {
    expect(run(toggleBold, '⟦one\n\n two⟧')).toBe('**⟦one**\n\n **two⟧**');
    const html = renderMarkup('**one**\n\n **two**');
    expect(html).toBe('<p><strong>one</strong></p><p><strong>two</strong></p>');
  });

  it('unwraps every line when all lines are bold', () => {
    expect(run(toggleBold, '**⟦one**\n**two⟧**')).toBe('⟦one\ntwo⟧');
  });

  it('treats a lone marker at an edge of the selection as outside it', () => {
    expect(run(toggleBold, '**⟦one**⟧ two')).toBe('⟦one⟧ two');
    expect(run(toggleBold, '⟦**one⟧**')).toBe('⟦one⟧');
  });

  it('bolds only the plain lines of a mixed selection', () => {
    expect(run(toggleBold, '⟦**one**\ntwo⟧')).toBe('⟦**one**\n**two⟧**');
  });

  it('adds bold to italic text (bold italic) and removes it again', () => {
    expect(run(toggleBold, '*⟦word⟧*')).toBe('***⟦word⟧***');
    expect(run(toggleBold, '***⟦word⟧***')).toBe('*⟦word⟧*');
    expect(renderMarkup('***word***')).toBe('<p><strong><em>word</em></strong></p>');
  });

  it('copes with a reversed or out-of-range selection', () => {
    expect(show(toggleBold({ value: 'ab cd', selectionStart: 5, selectionEnd: 3 }))).toBe(
      'ab **⟦cd⟧**',
    );
    expect(show(toggleBold({ value: 'ab', selectionStart: -4, selectionEnd: 99 }))).toBe(
      '**⟦ab⟧**',
    );
  });
});

describe('italic', () => {
  it('wraps and unwraps', () => {
    expect(run(toggleItalic, 'a ⟦word⟧ b')).toBe('a *⟦word⟧* b');
    expect(run(toggleItalic, 'a *⟦word⟧* b')).toBe('a ⟦word⟧ b');
    expect(run(toggleItalic, 'a ⟦*word*⟧ b')).toBe('a ⟦word⟧ b');
    expect(renderMarkup('a *word* b')).toContain('<em>word</em>');
  });

  it('does not mistake bold markers for italic ones', () => {
    expect(run(toggleItalic, '**⟦word⟧**')).toBe('***⟦word⟧***');
    expect(run(toggleItalic, '⟦**word**⟧')).toBe('*⟦**word**⟧*');
  });

  it('removes the italic star from bold italic text', () => {
    expect(run(toggleItalic, '***⟦word⟧***')).toBe('**⟦word⟧**');
  });

  it('italicizes the word under the caret', () => {
    expect(run(toggleItalic, 'wo‸rd')).toBe('*wo‸rd*');
  });
});

describe('underline', () => {
  it('wraps and unwraps with the <u> tag pair', () => {
    expect(run(toggleUnderline, 'a ⟦word⟧ b')).toBe('a <u>⟦word⟧</u> b');
    expect(run(toggleUnderline, 'a <u>⟦word⟧</u> b')).toBe('a ⟦word⟧ b');
    expect(run(toggleUnderline, 'a ⟦<u>word</u>⟧ b')).toBe('a ⟦word⟧ b');
    expect(renderMarkup('a <u>word</u> b')).toContain('<u>word</u>');
  });

  it('inserts an empty pair at a caret outside words', () => {
    expect(run(toggleUnderline, 'a ‸ b')).toBe('a <u>‸</u> b');
  });
});

describe('heading', () => {
  it('adds "## " at the start of the line holding the caret, caret kept in the text', () => {
    expect(run(toggleHeading, 'intro\nTit‸le\nmore')).toBe('intro\n## Tit‸le\nmore');
  });

  it('removes it again', () => {
    expect(run(toggleHeading, 'intro\n## Tit‸le\nmore')).toBe('intro\nTit‸le\nmore');
  });

  it('puts a caret at the line start after the marker', () => {
    expect(run(toggleHeading, '‸Title')).toBe('## ‸Title');
    expect(run(toggleHeading, '‸')).toBe('## ‸');
  });

  it('acts on the line of a selection inside it', () => {
    expect(run(toggleHeading, 'My ⟦title⟧ here')).toBe('## My ⟦title⟧ here');
    expect(renderMarkup('## My title here')).toBe('<h2>My title here</h2>');
  });

  it('turns a list item into a heading', () => {
    expect(run(toggleHeading, '- ite‸m')).toBe('## ite‸m');
    expect(run(toggleHeading, '3. ite‸m')).toBe('## ite‸m');
  });

  it('does not touch a line the selection ends at the very start of', () => {
    expect(run(toggleHeading, '⟦one\n⟧two')).toBe('⟦## one\n⟧two');
  });
});

describe('bullet list', () => {
  it('prefixes every selected line with text', () => {
    expect(run(toggleBulletList, '⟦apples\npears\n\nplums⟧')).toBe(
      '⟦- apples\n- pears\n\n- plums⟧',
    );
  });

  it('selects whole lines from a mid-line selection', () => {
    expect(run(toggleBulletList, 'ap⟦ples\npe⟧ars')).toBe('- ap⟦ples\n- pe⟧ars');
    expect(renderMarkup('- apples\n- pears')).toBe('<ul><li>apples</li><li>pears</li></ul>');
  });

  it('removes the bullets when every line has one', () => {
    expect(run(toggleBulletList, '⟦- apples\n- pears⟧')).toBe('⟦apples\npears⟧');
  });

  it('adds bullets to the lines without one in a mixed selection', () => {
    expect(run(toggleBulletList, '⟦- apples\npears⟧')).toBe('⟦- apples\n- pears⟧');
  });

  it('turns numbered items into bullets', () => {
    expect(run(toggleBulletList, '⟦1. apples\n2. pears⟧')).toBe('⟦- apples\n- pears⟧');
  });

  it('starts a list on an empty line', () => {
    expect(run(toggleBulletList, 'para\n‸')).toBe('para\n- ‸');
  });

  it('keeps the indentation', () => {
    expect(run(toggleBulletList, '  ite‸m')).toBe('  - ite‸m');
  });

  it('keeps text after the block untouched and the caret mapped', () => {
    expect(run(toggleBulletList, 'a‸\nb')).toBe('- a‸\nb');
  });
});

describe('numbered list', () => {
  it('numbers the selected lines with text', () => {
    expect(run(toggleNumberedList, '⟦one\ntwo\nthree⟧')).toBe('⟦1. one\n2. two\n3. three⟧');
    expect(renderMarkup('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>');
  });

  it('skips blank lines when numbering', () => {
    expect(run(toggleNumberedList, '⟦one\n\ntwo⟧')).toBe('⟦1. one\n\n2. two⟧');
  });

  it('removes the numbers again', () => {
    expect(run(toggleNumberedList, '⟦1. one\n2. two⟧')).toBe('⟦one\ntwo⟧');
  });

  it('continues the numbering of the item just above', () => {
    expect(run(toggleNumberedList, '1. one\n2. two\nthr‸ee')).toBe('1. one\n2. two\n3. thr‸ee');
  });

  it('turns bullets into numbers', () => {
    expect(run(toggleNumberedList, '⟦- a\n- b⟧')).toBe('⟦1. a\n2. b⟧');
  });

  it('moves a caret inside the old marker after the new one', () => {
    expect(run(toggleNumberedList, '-‸ a')).toBe('1. ‸a');
  });
});

describe('link', () => {
  it('inserts the template with the placeholder text selected', () => {
    expect(run((s) => insertLink(s, 'link text'), 'see ‸')).toBe(
      'see [⟦link text⟧](https://example.com)',
    );
  });

  it('uses a localized placeholder text', () => {
    expect(run((s) => insertLink(s, 'نص الرابط'), '‸')).toBe('[⟦نص الرابط⟧](https://example.com)');
  });

  it('makes the selected text the link text and selects the example address', () => {
    expect(run((s) => insertLink(s, 'link text'), 'read ⟦our report⟧ now')).toBe(
      'read [our report](⟦https://example.com⟧) now',
    );
    expect(renderMarkup('read [our report](https://example.com) now')).toContain(
      '<a href="https://example.com"',
    );
  });

  it('makes a selected address the link address and selects the placeholder text', () => {
    expect(run((s) => insertLink(s, 'link text'), 'go ⟦https://x.test/a⟧')).toBe(
      'go [⟦link text⟧](https://x.test/a)',
    );
  });

  it('drops brackets from the selected text so the link stays valid', () => {
    expect(run((s) => insertLink(s, 'link text'), '⟦a [b]⟧')).toBe('[a b](⟦https://example.com⟧)');
  });

  it('inserts the template after a selection over several lines', () => {
    expect(run((s) => insertLink(s, 'link text'), '⟦one\ntwo⟧')).toBe(
      'one\ntwo[⟦link text⟧](https://example.com)',
    );
  });
});

describe('image', () => {
  const url = 'data:image/png;base64,AAAA';

  it('inserts the image on its own line, caret after it', () => {
    expect(run((s) => insertImage(s, 'photo', url), 'text‸ more')).toBe(
      `text\n![photo](${url})‸\n more`,
    );
  });

  it('needs no extra line breaks at a line start or end', () => {
    expect(run((s) => insertImage(s, 'photo', url), '‸')).toBe(`![photo](${url})‸`);
    expect(run((s) => insertImage(s, 'photo', url), 'a\n‸\nb')).toBe(`a\n![photo](${url})‸\nb`);
  });

  it('goes after a selection and keeps the selected text', () => {
    expect(run((s) => insertImage(s, 'p', url), '⟦keep⟧')).toBe(`keep\n![p](${url})‸`);
  });

  it('cleans the alt text', () => {
    expect(cleanAltText(' my [best]\nphoto ')).toBe('my best photo');
    expect(renderMarkup(`![p](${url})`)).toContain(`<img src="${url}" alt="p"`);
  });
});

describe('replacementBetween', () => {
  it('finds the smallest replacement', () => {
    expect(replacementBetween('make this strong', 'make **this** strong')).toEqual({
      start: 5,
      end: 9,
      text: '**this**',
    });
    expect(replacementBetween('one two', '- one two')).toEqual({ start: 0, end: 0, text: '- ' });
    expect(replacementBetween('abc', 'abc')).toEqual({ start: 3, end: 3, text: '' });
    expect(replacementBetween('a**b**c', 'abc')).toEqual({ start: 1, end: 6, text: 'b' });
    expect(replacementBetween('', 'x')).toEqual({ start: 0, end: 0, text: 'x' });
  });

  it('applied to the old text gives the new one', () => {
    const pairs: [string, string][] = [
      ['one\ntwo', '- one\n- two'],
      ['aaaa', 'aaaaaa'],
      ['xyz', ''],
      ['hello world', 'hello big world'],
    ];
    for (const [before, after] of pairs) {
      const r = replacementBetween(before, after);
      expect(before.slice(0, r.start) + r.text + before.slice(r.end)).toBe(after);
    }
  });
});

describe('Enter in a list (continueList)', () => {
  const enter = (marked: string) => {
    const next = continueList(at(marked));
    return next && show(next);
  };

  it('starts the next bullet, moving the text after the caret into it', () => {
    expect(enter('- one‸')).toBe('- one\n- ‸');
    expect(enter('- on‸e\n- two')).toBe('- on\n- ‸e\n- two');
    expect(enter('  - indented‸')).toBe('  - indented\n  - ‸');
  });

  it('numbers the next item and renumbers the items below it', () => {
    expect(enter('1. one‸')).toBe('1. one\n2. ‸');
    expect(enter('1. one‸\n2. two\n3. three\n\n1. other')).toBe(
      '1. one\n2. ‸\n3. two\n4. three\n\n1. other',
    );
  });

  it('replaces a selection by the break', () => {
    expect(enter('- a ⟦long⟧ item')).toBe('- a \n- ‸ item');
  });

  it('ends the list on an empty item', () => {
    expect(enter('- one\n- ‸')).toBe('- one\n‸');
    expect(enter('- one\n2. ‸\nafter')).toBe('- one\n‸\nafter');
  });

  it('leaves other lines, and a caret before the marker, to the textarea', () => {
    expect(enter('plain‸')).toBeNull();
    expect(enter('## heading‸')).toBeNull();
    expect(enter('‸- one')).toBeNull();
    expect(enter('-‸ one')).toBeNull();
  });

  it('keeps the markup a list the renderer shows', () => {
    const next = continueList(at('- one‸'))!;
    const typed = `${next.value.slice(0, next.selectionStart)}two`;
    expect(renderMarkup(typed)).toContain('<li>two</li>');
  });
});
