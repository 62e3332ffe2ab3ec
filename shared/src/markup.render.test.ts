/**
 * renderMarkup on ordinary input: each feature (emphasis, headings, lists, links, images,
 * paragraphs, escaping), nesting, lists, Arabic text, and markupToPlainText's plain-text form.
 */
import { describe, expect, it } from 'vitest';
import { LINK_TEMPLATE, linkTemplate, markupToPlainText, renderMarkup } from './markup';
import { assertSafeHtml, link } from './markupKit';

describe('renderMarkup: features', () => {
  it('renders plain text as a paragraph and nothing for empty input', () => {
    expect(renderMarkup('Hello world')).toBe('<p>Hello world</p>');
    expect(renderMarkup('')).toBe('');
    expect(renderMarkup('   \n\n \t ')).toBe('');
  });

  it('renders bold', () => {
    expect(renderMarkup('a **bold** b')).toBe('<p>a <strong>bold</strong> b</p>');
  });

  it('renders italic', () => {
    expect(renderMarkup('a *italic* b')).toBe('<p>a <em>italic</em> b</p>');
  });

  it('renders underline tags', () => {
    expect(renderMarkup('a <u>under</u> b')).toBe('<p>a <u>under</u> b</p>');
  });

  it('renders a heading', () => {
    expect(renderMarkup('## Title')).toBe('<h2>Title</h2>');
  });

  it('renders bullet lists', () => {
    expect(renderMarkup('- one\n- two')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('renders numbered lists', () => {
    expect(renderMarkup('1. one\n2. two\n10. ten')).toBe(
      '<ol><li>one</li><li>two</li><li>ten</li></ol>',
    );
  });

  it('renders links', () => {
    expect(renderMarkup('see [the site](https://example.com/a?b=1&c=2)')).toBe(
      `<p>see ${link('https://example.com/a?b&#61;1&amp;c&#61;2', 'the site')}</p>`,
    );
  });

  it('renders mailto, same-origin path and fragment links', () => {
    expect(renderMarkup('[m](mailto:a@b.co)')).toBe(`<p>${link('mailto:a@b.co', 'm')}</p>`);
    expect(renderMarkup('[n](/news/x)')).toBe(`<p>${link('/news/x', 'n')}</p>`);
    expect(renderMarkup('[f](#top)')).toBe(`<p>${link('#top', 'f')}</p>`);
    expect(renderMarkup('[h](HTTP://A.COM)')).toBe(`<p>${link('HTTP://A.COM', 'h')}</p>`);
  });

  it('keeps balanced parentheses in URLs and trims spaces around them', () => {
    expect(renderMarkup('[w](https://en.wikipedia.org/wiki/A_(b))')).toBe(
      `<p>${link('https://en.wikipedia.org/wiki/A_(b)', 'w')}</p>`,
    );
    expect(renderMarkup('[w]( https://a.com )')).toBe(`<p>${link('https://a.com', 'w')}</p>`);
  });

  it('shows the URL when the link text is empty', () => {
    expect(renderMarkup('[](https://a.com)')).toBe(
      `<p>${link('https://a.com', 'https://a.com')}</p>`,
    );
  });

  it('renders images', () => {
    expect(renderMarkup('![A photo](https://cdn.example.com/p.png)')).toBe(
      '<p><img src="https://cdn.example.com/p.png" alt="A photo" loading="lazy"></p>',
    );
    expect(renderMarkup('![x](/uploads/p.webp)')).toBe(
      '<p><img src="/uploads/p.webp" alt="x" loading="lazy"></p>',
    );
    expect(renderMarkup('![x](data:image/png;base64,iVBORw0KGgo=)')).toBe(
      '<p><img src="data:image/png;base64,iVBORw0KGgo&#61;" alt="x" loading="lazy"></p>',
    );
  });

  it('escapes image alt text', () => {
    expect(renderMarkup('![a "q" <b>](https://a.com/p.png)')).toBe(
      '<p><img src="https://a.com/p.png" alt="a &quot;q&quot; &lt;b&gt;" loading="lazy"></p>',
    );
  });

  it('rejects unsafe image sources, keeping the alt text', () => {
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'javascript:alert(1)',
      '//evil.com/x.png',
      'mailto:a@b.co',
      '#x',
      'x.png',
    ]) {
      expect(renderMarkup(`![alt](${src})`), src).toBe('<p>alt</p>');
    }
  });

  it('separates paragraphs by blank lines and breaks lines inside a paragraph', () => {
    expect(renderMarkup('one\ntwo\n\nthree')).toBe('<p>one<br>two</p><p>three</p>');
    expect(renderMarkup('one\r\ntwo\r\n\r\n\r\nthree')).toBe('<p>one<br>two</p><p>three</p>');
  });

  it('escapes special characters in text', () => {
    expect(renderMarkup(`a & b < c > d " e ' f \` g = h`)).toBe(
      '<p>a &amp; b &lt; c &gt; d &quot; e &#39; f &#96; g &#61; h</p>',
    );
    expect(renderMarkup('&amp; &#106;')).toBe('<p>&amp;amp; &amp;#106;</p>');
  });

  it('leaves lone or spaced stars as text', () => {
    expect(renderMarkup('2 * 3 * 4')).toBe('<p>2 * 3 * 4</p>');
    expect(renderMarkup('a ** b ** c')).toBe('<p>a ** b ** c</p>');
    expect(renderMarkup('**unclosed')).toBe('<p>**unclosed</p>');
    expect(renderMarkup('*unclosed')).toBe('<p>*unclosed</p>');
  });

  it('leaves unmatched or foreign tags as escaped text', () => {
    expect(renderMarkup('<u>open')).toBe('<p>&lt;u&gt;open</p>');
    expect(renderMarkup('close</u>')).toBe('<p>close&lt;/u&gt;</p>');
    expect(renderMarkup('<U>x</U>')).toBe('<p>&lt;U&gt;x&lt;/U&gt;</p>');
    expect(renderMarkup('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  it('leaves lines that only look like blocks as text', () => {
    expect(renderMarkup('##no space')).toBe('<p>##no space</p>');
    expect(renderMarkup('### three')).toBe('<p>### three</p>');
    expect(renderMarkup('-no space')).toBe('<p>-no space</p>');
    expect(renderMarkup('1.no space')).toBe('<p>1.no space</p>');
    expect(renderMarkup('## ')).toBe('<p>##</p>');
  });

  it('exports the link template', () => {
    expect(LINK_TEMPLATE).toBe('[link text](https://example.com)');
    expect(linkTemplate('نص الرابط')).toBe('[نص الرابط](https://example.com)');
    expect(renderMarkup(LINK_TEMPLATE)).toBe(`<p>${link('https://example.com', 'link text')}</p>`);
  });
});

describe('renderMarkup: nesting', () => {
  it('nests bold and italic', () => {
    expect(renderMarkup('**bold *and italic***')).toBe(
      '<p><strong>bold <em>and italic</em></strong></p>',
    );
    expect(renderMarkup('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    expect(renderMarkup('***x***')).toBe('<p><strong><em>x</em></strong></p>');
  });

  it('nests underline with bold and italic', () => {
    expect(renderMarkup('<u>**a** *b*</u>')).toBe('<p><u><strong>a</strong> <em>b</em></u></p>');
    expect(renderMarkup('**<u>x</u>**')).toBe('<p><strong><u>x</u></strong></p>');
    expect(renderMarkup('<u>a <u>b</u> c</u>')).toBe('<p><u>a <u>b</u> c</u></p>');
  });

  it('supports inline markup inside headings, list items and link text', () => {
    expect(renderMarkup('## A **bold** *title*')).toBe(
      '<h2>A <strong>bold</strong> <em>title</em></h2>',
    );
    expect(renderMarkup('- **a** [l](https://a.com)\n1. <u>u</u>')).toBe(
      `<ul><li><strong>a</strong> ${link('https://a.com', 'l')}</li></ul><ol><li><u>u</u></li></ol>`,
    );
    expect(renderMarkup('[**b** *i* <u>u</u>](https://a.com)')).toBe(
      `<p>${link('https://a.com', '<strong>b</strong> <em>i</em> <u>u</u>')}</p>`,
    );
  });

  it('puts links inside bold and images inside links-free text', () => {
    expect(renderMarkup('**[x](https://a.com)**')).toBe(
      `<p><strong>${link('https://a.com', 'x')}</strong></p>`,
    );
    expect(renderMarkup('a ![i](https://a.com/i.png) b')).toBe(
      '<p>a <img src="https://a.com/i.png" alt="i" loading="lazy"> b</p>',
    );
  });

  it('does not nest links in link text', () => {
    expect(renderMarkup('[[in](https://b.com)](https://a.com)')).toBe(
      `<p>${link('https://a.com', '[in](https://b.com)')}</p>`,
    );
  });

  it('survives deep nesting', () => {
    const deep = '<u>'.repeat(2000) + 'x' + '</u>'.repeat(2000);
    const html = renderMarkup(deep);
    assertSafeHtml(html, deep);
    const stars = '*'.repeat(5000) + 'x' + '*'.repeat(5000);
    assertSafeHtml(renderMarkup(stars), stars);
  });
});

describe('renderMarkup: lists', () => {
  it('ends a list at a blank line or a plain line', () => {
    expect(renderMarkup('- a\n- b\n\nafter')).toBe('<ul><li>a</li><li>b</li></ul><p>after</p>');
    expect(renderMarkup('- a\nafter')).toBe('<ul><li>a</li></ul><p>after</p>');
  });

  it('starts a list right after a paragraph line', () => {
    expect(renderMarkup('intro\n- a\n- b')).toBe('<p>intro</p><ul><li>a</li><li>b</li></ul>');
  });

  it('splits a list at blank lines into two lists', () => {
    expect(renderMarkup('- a\n\n- b')).toBe('<ul><li>a</li></ul><ul><li>b</li></ul>');
  });

  it('switches between bullet and numbered lists', () => {
    expect(renderMarkup('- a\n1. b\n2. c\n- d')).toBe(
      '<ul><li>a</li></ul><ol><li>b</li><li>c</li></ol><ul><li>d</li></ul>',
    );
  });

  it('renders a full document', () => {
    const doc = [
      '## Our news',
      'We **launched** a *new* fund.',
      'Second line.',
      '',
      '- first',
      '- second',
      '',
      '1. step one',
      '2. step two',
      '',
      'Read [more](/news/fund).',
    ].join('\n');
    expect(renderMarkup(doc)).toBe(
      '<h2>Our news</h2>' +
        '<p>We <strong>launched</strong> a <em>new</em> fund.<br>Second line.</p>' +
        '<ul><li>first</li><li>second</li></ul>' +
        '<ol><li>step one</li><li>step two</li></ol>' +
        `<p>Read ${link('/news/fund', 'more')}.</p>`,
    );
  });
});

describe('renderMarkup: Arabic', () => {
  it('renders Arabic text with markup', () => {
    expect(renderMarkup('## أخبار الشركة\nنحن **نبني** *مشاريع* <u>مستدامة</u>')).toBe(
      '<h2>أخبار الشركة</h2><p>نحن <strong>نبني</strong> <em>مشاريع</em> <u>مستدامة</u></p>',
    );
    expect(renderMarkup('- البند الأول\n1. الخطوة الأولى')).toBe(
      '<ul><li>البند الأول</li></ul><ol><li>الخطوة الأولى</li></ol>',
    );
    expect(renderMarkup('[اقرأ المزيد](https://example.com/ar)')).toBe(
      `<p>${link('https://example.com/ar', 'اقرأ المزيد')}</p>`,
    );
  });
});

describe('markupToPlainText', () => {
  it('removes all markup', () => {
    expect(
      markupToPlainText(
        '## Title\n**bold** *it* <u>u</u> [link](https://a.com) ![img](https://a.com/i.png)\n- a\n1. b',
      ),
    ).toBe('Title\n\nbold it u link \n\na\n\nb');
  });

  it('does not HTML-escape and keeps unsafe link text as text', () => {
    expect(markupToPlainText('a & b < c "d" [x](javascript:alert(1))')).toBe('a & b < c "d" x');
    expect(markupToPlainText('<script>x</script>')).toBe('<script>x</script>');
  });

  it('keeps paragraphs and line breaks', () => {
    expect(markupToPlainText('one\ntwo\n\n\nthree')).toBe('one\ntwo\n\nthree');
  });

  it('handles Arabic', () => {
    expect(markupToPlainText('## عنوان\nنص **عريض**')).toBe('عنوان\n\nنص عريض');
  });
});

describe('renderMarkup: the digits of an Arabic article', () => {
  it('shows the numbers of text nodes in Arabic-Indic digits, never those of tags or attributes', () => {
    const source =
      '## خطة 2026\nأطلقنا **3 مشاريع** في 2026 مع [شركة 5G](https://example.com/2026?a=1) ' +
      '![صورة 2026](https://example.com/2026.png)\n- البند 1 و <u>10</u>\n\nنحو 2030 و COVID-**19**';
    expect(renderMarkup(source, { language: 'ar' })).toBe(
      '<h2>خطة ٢٠٢٦</h2><p>أطلقنا <strong>٣ مشاريع</strong> في ٢٠٢٦ مع ' +
        '<a href="https://example.com/2026?a&#61;1" target="_blank" rel="noopener noreferrer nofollow">' +
        'شركة 5G</a> <img src="https://example.com/2026.png" alt="صورة 2026" loading="lazy"></p>' +
        '<ul><li>البند ١ و <u>١٠</u></li></ul><p>نحو ٢٠٣٠ و COVID-<strong>19</strong></p>',
    );
  });

  it('keeps escaped characters escaped and leaves English or unlanguaged renders as typed', () => {
    expect(renderMarkup('"2026" & <3>', { language: 'ar' })).toBe(
      '<p>&quot;٢٠٢٦&quot; &amp; &lt;٣&gt;</p>',
    );
    expect(renderMarkup('عام 2026', { language: 'en' })).toBe('<p>عام 2026</p>');
    expect(renderMarkup('عام 2026')).toBe('<p>عام 2026</p>');
  });
});
