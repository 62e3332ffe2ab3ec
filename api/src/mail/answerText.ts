/**
 * The new text of an e-mail answering a reply: what the person wrote this time, without the
 * history their mail client quoted below it or their signature. Mail clients mark the history
 * in a few known ways (an attribution line such as "On … wrote:" or its Arabic "في … كتب …:",
 * Outlook's header block after a rule, "-----Original Message-----", lines quoted with ">"), and
 * signatures after the "-- " line; everything from the first such mark on is left out. Should
 * nothing remain (an answer that only quotes), the whole text is kept: staff see what came.
 */

/** The longest text kept of one answer (a letter; longer ones are cut, with a mark). */
export const ANSWER_TEXT_MAX = 20_000;

const ATTRIBUTION = [
  /^On .{4,300}wrote:\s*$/i,
  /^في .{4,300}كتب.{0,200}:\s*$/,
  /^Le .{4,300}a écrit\s*:\s*$/i,
  /^-{2,}\s*(Original Message|Forwarded message|الرسالة الأصلية)\s*-{2,}\s*$/i,
];

/** Outlook's block: a rule of underscores, then "From:" (or "من:") and the old headers. */
const OUTLOOK_RULE = /^_{10,}\s*$/;
const OUTLOOK_FROM = /^(From|من)\s*:/i;

/** Control characters other than tab and line feed: never meant as text, never stored. */
// eslint-disable-next-line no-control-regex -- the point is to match them
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function historyStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const withNext = `${line} ${lines[i + 1]?.trim() ?? ''}`.trim();
    if (ATTRIBUTION.some((mark) => mark.test(line))) return i;
    // Gmail wraps a long attribution onto a second line.
    if (/^(On|في) /.test(line) && ATTRIBUTION.some((mark) => mark.test(withNext))) return i;
    if (OUTLOOK_RULE.test(line) && OUTLOOK_FROM.test(lines[i + 1]?.trim() ?? '')) return i;
    if (OUTLOOK_FROM.test(line) && /^(Sent|أُرسلت|تاريخ الإرسال)\s*:/i.test(lines[i + 1] ?? ''))
      return i;
    if (lines[i] === '-- ' || lines[i] === '--') return i;
  }
  return lines.length;
}

export function answerText(text: string): string {
  const all = text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  const lines = all.split('\n');
  const own = lines
    .slice(0, historyStart(lines))
    .filter((line) => !/^\s*>/.test(line))
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const kept = own === '' ? all.trim() : own;
  return kept.length > ANSWER_TEXT_MAX ? `${kept.slice(0, ANSWER_TEXT_MAX)}…` : kept;
}
