/**
 * Listing descriptions and requirements are plain text typed by an admin: line breaks, and lines
 * starting with '- ' (or '• ', '* ') for bullets or '1. ' for numbered items. This splits such
 * text into blocks that React renders as elements — never as HTML.
 */
export type TextBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] };

const BULLET = /^\s*[-•*]\s+(.*)$/;
const NUMBERED = /^\s*(?:\d+|[\u0660-\u0669]+)[.)]\s+(.*)$/;

/** The blocks of a plain text: blank lines end a block; list lines form lists. */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let open = false;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      open = false;
      continue;
    }
    const bullet = BULLET.exec(line)?.[1]?.trim();
    const numbered = bullet === undefined ? NUMBERED.exec(line)?.[1]?.trim() : undefined;
    const last = open ? blocks.at(-1) : undefined;
    if (bullet !== undefined || numbered !== undefined) {
      const kind = bullet !== undefined ? 'bullets' : 'numbered';
      const item = bullet ?? numbered ?? '';
      if (last && last.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (last && last.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
    open = true;
  }
  return blocks;
}
