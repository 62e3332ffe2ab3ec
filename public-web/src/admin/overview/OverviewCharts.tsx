/**
 * The overview's charts, drawn as plain SVG by React: two stacked bar charts need no chart
 * library (ECharts alone was half a megabyte), and this module stays a chunk of its own that
 * OverviewTab imports dynamically, so the public site never fetches it.
 * Right to left the drawing is mirrored: the weeks run from the right (the newest on the left),
 * the value axis stands on the right, the applicants' bars grow from the right and the listings'
 * names are set flush right. Nothing moves, so there is no motion to reduce. Hovering a week or a
 * listing shows its figures (the SVG's native tooltip); screen readers get a summary as the
 * drawing's name and every figure in a table hidden from sight.
 */
import { ChartFrame, StackBars, useWidth } from './ChartParts';
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

/** New items per kind per week: stacked bars, one stack a week, the current week last in reading order. */
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
  const height = 260;
  const stacks = weeks.map((_, i) => series.reduce((sum, s) => sum + at(s, i), 0));
  const ticks = niceTicks(Math.max(0, ...stacks), 5);
  const top = ticks[ticks.length - 1]!;
  const axisWidth = Math.max(...ticks.map((t) => textWidth(number(t), size))) + 10;
  const plot = {
    top: size / 2 + 4,
    bottom: height - size - 14,
    left: rtl ? 8 : axisWidth,
    right: width - (rtl ? axisWidth : 8),
  };
  const band = (plot.right - plot.left) / Math.max(1, weeks.length);
  const centre = (i: number) =>
    rtl ? plot.right - (i + 0.5) * band : plot.left + (i + 0.5) * band;
  const y = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  const barWidth = Math.min(36, band * 0.6);
  // Every week's label if they fit, else every second or third…, always the current week's.
  const labelWidth = Math.max(0, ...weeks.map((w) => textWidth(w.short, size))) + 8;
  const stride = Math.max(1, Math.ceil(labelWidth / band));

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
    >
      {ticks.map((t) => (
        <g key={t} className={styles.axis}>
          <line className={styles.grid} x1={plot.left} x2={plot.right} y1={y(t)} y2={y(t)} />
          <text
            x={rtl ? plot.right + 6 : plot.left - 6}
            y={y(t)}
            dominantBaseline="middle"
            textAnchor={anchor(rtl ? 'left' : 'right', rtl)}
          >
            {number(t)}
          </text>
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
            y={plot.top}
            width={band}
            height={plot.bottom - plot.top}
          />
          <StackBars
            series={series}
            index={i}
            place={(from, to) => ({
              x: centre(i) - barWidth / 2,
              y: y(to),
              width: barWidth,
              height: y(from) - y(to),
            })}
          />
          {(weeks.length - 1 - i) % stride === 0 && (
            <text
              className={styles.label}
              x={clampCentre(centre(i), labelWidth - 8, width)}
              y={plot.bottom + size + 6}
              textAnchor="middle"
            >
              {week.short}
            </text>
          )}
        </g>
      ))}
      <line className={styles.baseline} x1={plot.left} x2={plot.right} y1={y(0)} y2={y(0)} />
    </ChartFrame>
  );
}
