/**
 * The overview's charts, drawn as plain SVG by React: two bar charts need no chart library
 * (ECharts alone was half a megabyte), and this module stays a chunk of its own that OverviewTab
 * imports dynamically, so the public site never fetches it.
 * The weekly chart is small multiples: one band per kind, each on its own scale, because the
 * kinds differ by orders of magnitude (thousands of applications a week beside a handful of
 * investor requests) and on one scale the small ones would be drawn as nothing. The bands share
 * the weeks' axis, so a week is one column through them all.
 * Right to left the drawing is mirrored: the weeks run from the right (the newest on the left),
 * the value axes stand on the right, the applicants' bars grow from the right and the listings'
 * names are set flush right. Nothing moves, so there is no motion to reduce. Hovering a week or a
 * listing shows its figures (the SVG's native tooltip); screen readers get a summary as the
 * drawing's name and every figure in a table hidden from sight.
 */
import { ChartFrame, useWidth } from './ChartParts';
import {
  type ChartSettings,
  type Series,
  anchor,
  at,
  clampCentre,
  fontSize,
  niceTicks,
  summary,
  textWidth,
  tooltip,
} from './chartModel';
import styles from './OverviewCharts.module.css';

export type { ChartSettings, Series } from './chartModel';
export { ApplicantsChart } from './ApplicantsChart';

/** The least height of a bar with a value: a week with items never looks like one without. */
const MIN_BAR = 2;

/**
 * New items per kind per week: a band per kind, each with its own value axis (from zero to its
 * own maximum), one column a week through the bands, the current week last in reading order.
 */
export function WeeklyChart({
  weeks,
  series,
  settings,
  totalLabel,
  weekLabel,
}: {
  /** Each week's short label (the axis) and long one (the tooltip). */
  weeks: { short: string; long: string }[];
  series: Series[];
  settings: ChartSettings;
  totalLabel: string;
  weekLabel: (week: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { rtl, number } = settings;
  const size = fontSize(settings);
  const stacks = weeks.map((_, i) => series.reduce((sum, s) => sum + at(s, i), 0));
  const plotHeight = settings.compact ? 72 : 96;
  // A tick every 24 px or more: four steps on a wide screen, three on a phone's shorter bands.
  const scales = series.map((s) => {
    const ticks = niceTicks(Math.max(0, ...weeks.map((_, i) => at(s, i))), plotHeight / 24);
    return { ticks, top: ticks[ticks.length - 1]! };
  });
  // One axis column for all bands (the widest of their labels), so that the weeks line up.
  const axisWidth =
    Math.max(0, ...scales.flatMap(({ ticks }) => ticks.map((t) => textWidth(number(t), size)))) +
    10;
  const left = rtl ? 8 : axisWidth;
  const right = width - (rtl ? axisWidth : 8);
  // Room above the first band (the card's hint is just above), and for each band's name.
  const margin = 8;
  const headHeight = size + 18;
  const gap = 20;
  const bandHeight = headHeight + plotHeight + gap;
  /** The top of band `k` (its name's line), and the bottom (zero) of its plot. */
  const head = (k: number) => margin + k * bandHeight;
  const bottom = (k: number) => head(k) + headHeight + plotHeight;
  const y = (k: number, value: number) => bottom(k) - (value / scales[k]!.top) * plotHeight;
  const last = bottom(series.length - 1);
  const height = Math.max(0, last) + size + 14;
  const band = (right - left) / Math.max(1, weeks.length);
  const centre = (i: number) => (rtl ? right - (i + 0.5) * band : left + (i + 0.5) * band);
  const barWidth = Math.min(36, band * 0.6);
  // Every week's label if they fit, else every second or third…, always the current week's.
  const labelWidth = Math.max(0, ...weeks.map((w) => textWidth(w.short, size))) + 8;
  const stride = Math.max(1, Math.ceil(labelWidth / band));
  // The band's name starts where the weeks start; its total stands at their other end.
  const [nameX, totalX] = rtl ? [right, left] : [left, right];

  return (
    <ChartFrame
      testId="overview-weekly-chart"
      settings={settings}
      boxRef={ref}
      width={width}
      height={height}
      label={summary(
        settings,
        weeks.length ? `${weeks[0]!.long} – ${weeks[weeks.length - 1]!.long}` : undefined,
        series,
        { name: totalLabel, value: stacks.reduce((sum, v) => sum + v, 0) },
      )}
      series={series}
      totalLabel={totalLabel}
      categories={weeks.map((_, i) => ({ heading: weekLabel(i), total: stacks[i] ?? 0 }))}
      legend={false}
    >
      {series.map((s, k) => (
        <g key={s.name} data-panel={s.name}>
          <rect
            x={rtl ? nameX - 10 : nameX}
            y={head(k) + size / 2 - 5}
            width={10}
            height={10}
            rx={2}
            fill={s.color}
          />
          <text
            className={styles.panelName}
            x={rtl ? nameX - 16 : nameX + 16}
            y={head(k) + size / 2}
            dominantBaseline="middle"
            textAnchor={anchor(rtl ? 'right' : 'left', rtl)}
          >
            {s.name}
          </text>
          <text
            className={styles.total}
            x={totalX}
            y={head(k) + size / 2}
            dominantBaseline="middle"
            textAnchor={anchor(rtl ? 'left' : 'right', rtl)}
          >
            {`${totalLabel}: ${number(s.values.reduce((sum, v) => sum + Math.max(0, v), 0))}`}
          </text>
          {scales[k]!.ticks.map((t) => (
            <g key={t} className={styles.axis} data-tick={t}>
              {t > 0 && (
                <line className={styles.grid} x1={left} x2={right} y1={y(k, t)} y2={y(k, t)} />
              )}
              <text
                x={rtl ? right + 6 : left - 6}
                y={y(k, t)}
                dominantBaseline="middle"
                textAnchor={anchor(rtl ? 'left' : 'right', rtl)}
              >
                {number(t)}
              </text>
            </g>
          ))}
          <line className={styles.baseline} x1={left} x2={right} y1={bottom(k)} y2={bottom(k)} />
        </g>
      ))}
      {weeks.map((week, i) => (
        <g key={i} className={styles.column} data-week={i}>
          <title>
            {tooltip(
              settings,
              weekLabel(i),
              series.map((s) => ({ name: s.name, value: at(s, i) })),
              { name: totalLabel, value: stacks[i] ?? 0 },
            )}
          </title>
          <rect
            className={styles.hit}
            x={centre(i) - band / 2}
            y={head(0)}
            width={band}
            height={Math.max(0, last - head(0))}
          />
          {series.map((s, k) => {
            const value = at(s, i);
            if (value === 0) return null;
            const barHeight = Math.max(MIN_BAR, bottom(k) - y(k, value));
            return (
              <rect
                key={s.name}
                data-series={s.name}
                data-value={value}
                x={centre(i) - barWidth / 2}
                y={bottom(k) - barHeight}
                width={barWidth}
                height={barHeight}
                fill={s.color}
              />
            );
          })}
          {(weeks.length - 1 - i) % stride === 0 && (
            <text
              className={styles.label}
              x={clampCentre(centre(i), labelWidth - 8, width)}
              y={last + size + 6}
              textAnchor="middle"
            >
              {week.short}
            </text>
          )}
        </g>
      ))}
    </ChartFrame>
  );
}
