/**
 * What the overview's SVG charts share apart from React: their settings and series, the texts
 * of tooltips and summaries, and the arithmetic: the value axis' ticks, the estimated width of a
 * label (SVG cannot be measured before it is drawn, and a first frame of
 * overlapping labels is worse than a slightly generous estimate) and the physical placement of
 * text, which right to left is the mirror of left to right.
 */

/** A value axis from zero: whole steps of 1, 2 or 5 × 10ⁿ, at most `count` of them. */
export function niceTicks(max: number, count: number): number[] {
  // An empty chart still has an axis to stand on: 0 to 1.
  const top = Math.max(1, max);
  const raw = top / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw);
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}

/** The estimated width of a text at a font size: generous, so neighbours never overlap. */
export const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62;

/** A label cut to fit a width, with an ellipsis (its full text stays in the tooltip and table). */
export function truncate(text: string, width: number, fontSize: number): string {
  const fits = Math.max(1, Math.floor(width / (fontSize * 0.62)));
  return text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
}

/** A text's anchor for a physical side. The SVG runs in the page's direction, so that the
 * bidirectional order of a mixed label (an Arabic title with a Latin word) is right; `start` is
 * then the right end of a right-to-left text. */
export function anchor(side: 'left' | 'right' | 'middle', rtl: boolean) {
  if (side === 'middle') return 'middle';
  return (side === 'left') !== rtl ? 'start' : 'end';
}

/** Keeps a centred label of a width inside the drawing. */
export const clampCentre = (x: number, width: number, total: number) =>
  Math.min(Math.max(x, width / 2), Math.max(width / 2, total - width / 2));

/** What a chart needs from the page: its direction, theme, and number format. */
export interface ChartSettings {
  rtl: boolean;
  dark: boolean;
  /** A whole number in the admin's digits. */
  number: (value: number) => string;
  font: string;
  /** A phone's width: shorter listing names. */
  compact: boolean;
}

export interface Series {
  name: string;
  values: number[];
  color: string;
}

/** Arabic text is never under 14 px in the admin (global.css); Latin axis labels are 12 px. */
export const fontSize = (settings: ChartSettings) => (settings.rtl ? 14 : 12);

/** A category's tooltip: its heading, each series' count, the total. */
export function tooltip(
  settings: ChartSettings,
  heading: string,
  rows: { name: string; value: number }[],
  total: { name: string; value: number },
) {
  return [heading, ...rows, total]
    .map((r) => (typeof r === 'string' ? r : `${r.name}: ${settings.number(r.value)}`))
    .join('\n');
}

/** The drawing's accessible name: the span, each series' sum, and the total. */
export function summary(
  settings: ChartSettings,
  span: string | undefined,
  series: Series[],
  total: { name: string; value: number },
) {
  const parts = series
    .map(
      (s) => `${s.name}: ${settings.number(s.values.reduce((sum, v) => sum + Math.max(0, v), 0))}`,
    )
    .join(settings.rtl ? '، ' : ', ');
  const end = `${total.name}: ${settings.number(total.value)}`;
  return `${span ? `${span} — ` : ''}${parts}${settings.rtl ? '؛ ' : '; '}${end}`;
}

/** The value at a category, zero where a series has none. */
export const at = (s: Series, i: number) => Math.max(0, s.values[i] ?? 0);
