/**
 * The lightweight article markup of SPEC section 3, rendered to SAFE HTML for the public article
 * page and the editor preview, and to plain text for excerpts and previews.
 *
 * Supported markup:
 * - `**bold**`, `*italic*`, `<u>underline</u>` (only this exact lower-case tag pair);
 * - a line starting with `## ` is a heading (<h2>);
 * - lines starting with `- ` are bullet items, lines starting with `1. `, `2. `... numbered items;
 * - `[text](url)` links and `![alt](url)` images (the editor's image button inserts those);
 * - blank lines separate paragraphs; single line breaks inside a paragraph become <br>.
 *
 * Safety: the whole source is HTML-escaped first (& < > " ' ` =), and tags are then built from the
 * escaped text with fixed templates only. URLs are validated (see {@link isSafeLinkUrl} and
 * {@link isSafeImageUrl}) and re-escaped into double-quoted attributes; a rejected link renders its
 * text only, a rejected image its alt text only. The only tags the output can contain are
 * p, br, strong, em, u, h2, ul, ol, li, a (href, target, rel) and img (src, alt, loading).
 */
import { localizeContentDigitPieces } from './digits';
import { type InlineNode, inlineToHtml, inlineToPlain, parseInline } from './markupInline';
import { escapeHtml, isSafeImageUrl, isSafeLinkUrl, unescapeHtml } from './markupSafety';
import type { Language } from './options';

export { escapeHtml, isSafeImageUrl, isSafeLinkUrl };

/** Text inserted by the editor's link button, with the English placeholder link text. */
export const LINK_TEMPLATE = '[link text](https://example.com)';

/** The editor's link template with a (localized) placeholder link text. */
export function linkTemplate(text: string): string {
  return `[${text}](https://example.com)`;
}

// ---------------------------------------------------------------------------------------------
// Block parsing.

type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'h2'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

/** Splits the (escaped) source into headings, lists and paragraphs. */
function parseBlocks(escaped: string): Block[] {
  const blocks: Block[] = [];
  // Held in an object so that type narrowing survives the `close` calls.
  const open: { block: Block | null } = { block: null };
  const close = (): void => {
    if (open.block) blocks.push(open.block);
    open.block = null;
  };
  for (const rawLine of escaped.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      close();
      continue;
    }
    const ordered = /^\d{1,9}\. /.exec(line);
    const current = open.block;
    if (line.startsWith('## ') && line.slice(3).trim() !== '') {
      close();
      blocks.push({ kind: 'h2', text: line.slice(3).trim() });
    } else if (line.startsWith('- ') || ordered) {
      const kind = ordered ? 'ol' : 'ul';
      const item = line.slice(ordered ? ordered[0].length : 2).trim();
      if (current && current.kind === kind) {
        current.items.push(item);
      } else {
        close();
        open.block = { kind, items: [item] };
      }
    } else if (current && current.kind === 'p') {
      current.lines.push(line);
    } else {
      close();
      open.block = { kind: 'p', lines: [line] };
    }
  }
  close();
  return blocks;
}

/** Normalizes line breaks and drops control characters other than tab and line feed. */
function normalizeSource(source: string): string {
  return (
    source
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

function parseDocument(source: string): Block[] {
  // Escape EVERYTHING first; every later step works on the escaped text.
  return parseBlocks(escapeHtml(normalizeSource(source)));
}

const inline = (escapedText: string): InlineNode[] => parseInline(escapedText, true, 0);

/** The text nodes of a line, in order (link labels included; image alt text is an attribute). */
function textNodes(nodes: InlineNode[]): Extract<InlineNode, { kind: 'text' }>[] {
  return nodes.flatMap((node) =>
    node.kind === 'text' ? [node] : node.kind === 'image' ? [] : textNodes(node.children),
  );
}

/**
 * A line's text nodes with their numbers in the language's digits (./digits.ts), read as the one
 * text they make. Only text nodes change, never a tag or an attribute.
 */
function localizeLine(nodes: InlineNode[], language: Language): InlineNode[] {
  const texts = textNodes(nodes);
  const shown = localizeContentDigitPieces(
    texts.map((node) => unescapeHtml(node.value)),
    language,
  );
  texts.forEach((node, i) => {
    node.value = escapeHtml(shown[i]!);
  });
  return nodes;
}

/**
 * Renders the article markup to safe HTML (see the module comment for the rules). With a
 * `language`, the language the text is shown in, its numbers are shown as ./digits.ts says.
 */
export function renderMarkup(source: string, options: { language?: Language } = {}): string {
  const { language } = options;
  const line = (escaped: string): string => {
    const nodes = inline(escaped);
    return inlineToHtml(language === undefined ? nodes : localizeLine(nodes, language));
  };
  let html = '';
  for (const block of parseDocument(source)) {
    switch (block.kind) {
      case 'h2':
        html += `<h2>${line(block.text)}</h2>`;
        break;
      case 'ul':
      case 'ol':
        html += `<${block.kind}>${block.items
          .map((item) => `<li>${line(item)}</li>`)
          .join('')}</${block.kind}>`;
        break;
      case 'p':
        html += `<p>${block.lines.map(line).join('<br>')}</p>`;
        break;
    }
  }
  return html;
}

/**
 * The text of the markup without any markup: list markers, heading marks, stars, underline tags
 * and link syntax are removed (links keep their text, images are dropped). Lines are kept, blocks
 * are separated by a blank line. The result is NOT HTML-escaped (React escapes text).
 */
export function markupToPlainText(source: string): string {
  return parseDocument(source)
    .map((block) => {
      switch (block.kind) {
        case 'h2':
          return inlineToPlain(inline(block.text));
        case 'ul':
        case 'ol':
          return block.items.map((item) => inlineToPlain(inline(item))).join('\n');
        case 'p':
          return block.lines.map((line) => inlineToPlain(inline(line))).join('\n');
      }
    })
    .join('\n\n');
}
