/**
 * The applicants of the open listings by status, one horizontal bar per listing (the listing with
 * the most applicants on top), each bar stacked by status with its total past its end. Right to
 * left the bars grow from the right and the names are set flush right. Re-exported by
 * OverviewCharts, whose chunk it is part of.
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
  truncate,
} from './chartModel';
import styles from './OverviewCharts.module.css';

/** Applicants per listing by status: one horizontal bar per listing, stacked by status. */
export function ApplicantsChart({
  listings,
  series,
  settings,
  totalLabel,
}: {
  listings: { name: string; total: number }[];
  series: Series[];
  settings: ChartSettings;
  totalLabel: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { rtl, number } = settings;
  const size = fontSize(settings);
  const rowHeight = 36;
  const barHeight = 22;
  const stacks = listings.map((_, i) => series.reduce((sum, s) => sum + at(s, i), 0));
  // The names' column: as wide as the longest name, within a quarter of a wide chart.
  const nameWidth = Math.min(
    settings.compact ? 96 : Math.max(180, Math.min(280, width / 4)),
    Math.max(0, ...listings.map((l) => textWidth(l.name, size))) + 12,
  );
  // A tick every 56 px or more, six at most: a phone's axis ends near the longest bar, not at
  // twice it, and a wide one is not crowded.
  const ticks = niceTicks(
    Math.max(0, ...stacks),
    Math.min(6, Math.floor((width - nameWidth - 40) / 56)),
  );
  const top = ticks[ticks.length - 1]!;
  // Room past the longest bar for its total, and for half the last tick's label.
  const endWidth =
    Math.max(
      textWidth(number(top), size) / 2,
      ...listings.map((l) => textWidth(number(l.total), size) + 6),
    ) + 4;
  const plot = {
    top: 4,
    bottom: 4 + listings.length * rowHeight,
    left: rtl ? endWidth : nameWidth,
    right: width - (rtl ? nameWidth : endWidth),
  };
  const height = plot.bottom + size + 14;
  const x = (value: number) =>
    rtl
      ? plot.right - (value / top) * (plot.right - plot.left)
      : plot.left + (value / top) * (plot.right - plot.left);
  const middle = (i: number) => plot.top + (i + 0.5) * rowHeight;

  return (
    <ChartFrame
      testId="overview-applicants-chart"
      settings={settings}
      boxRef={ref}
      width={width}
      height={height}
      label={summary(settings, undefined, series, {
        name: totalLabel,
        value: listings.reduce((sum, l) => sum + l.total, 0),
      })}
      series={series}
      totalLabel={totalLabel}
      categories={listings.map((l) => ({ heading: l.name, total: l.total }))}
    >
      {ticks.map((t) => (
        <g key={t} className={styles.axis}>
          <line className={styles.grid} x1={x(t)} x2={x(t)} y1={plot.top} y2={plot.bottom} />
          <text
            x={clampCentre(x(t), textWidth(number(t), size), width)}
            y={plot.bottom + size + 6}
            textAnchor="middle"
          >
            {number(t)}
          </text>
        </g>
      ))}
      {listings.map((listing, i) => (
        <g key={i} className={styles.column} data-listing={i}>
          <title>
            {tooltip(
              settings,
              listing.name,
              series.map((s) => ({ name: s.name, value: at(s, i) })).filter((r) => r.value > 0),
              { name: totalLabel, value: listing.total },
            )}
          </title>
          <rect
            className={styles.hit}
            x={0}
            y={middle(i) - rowHeight / 2}
            width={width}
            height={rowHeight}
          />
          <text
            className={styles.label}
            x={rtl ? width - 2 : 2}
            y={middle(i)}
            dominantBaseline="middle"
            textAnchor={anchor(rtl ? 'right' : 'left', rtl)}
          >
            {truncate(listing.name, nameWidth - 12, size)}
          </text>
          <StackBars
            series={series}
            index={i}
            place={(from, to) => ({
              x: Math.min(x(from), x(to)),
              y: middle(i) - barHeight / 2,
              width: Math.abs(x(to) - x(from)),
              height: barHeight,
            })}
          />
          <text
            className={styles.total}
            x={x(stacks[i] ?? 0) + (rtl ? -6 : 6)}
            y={middle(i)}
            dominantBaseline="middle"
            textAnchor={anchor(rtl ? 'right' : 'left', rtl)}
          >
            {number(listing.total)}
          </text>
        </g>
      ))}
      <line className={styles.baseline} x1={x(0)} x2={x(0)} y1={plot.top} y2={plot.bottom} />
    </ChartFrame>
  );
}
