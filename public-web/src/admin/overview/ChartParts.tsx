/**
 * What both overview charts share around their SVG: the box that measures its width (the SVG's
 * coordinates are the box's pixels, so text keeps its size on a phone instead of shrinking with
 * a scaled drawing), the legend, the SVG element itself, the figures as a table for screen
 * readers, and the stacking of a category's bars.
 */
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { type ChartSettings, type Series, at, fontSize } from './chartModel';
import styles from './OverviewCharts.module.css';

/** The width drawn for before the box is measured (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 640;

/** The width of the element, followed as it changes. */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The series' names beside their colours. Screen readers read the names in the table instead. */
function Legend({ series }: { series: { name: string; color: string }[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((s) => (
        <li key={s.name}>
          <span className={styles.swatch} style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures, one row per category: hidden from sight, read by screen readers. */
function DataTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: { heading: string; cells: string[] }[];
}) {
  // The box hides the table: a table itself is never narrower than its content.
  return (
    <div className={styles.visuallyHidden}>
      <table>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r.heading}</th>
              {r.cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's box: its direction, the legend, the drawing (an image named by its summary, its
 * coordinates the box's pixels) and the table of each category's figures and total. */
export function ChartFrame({
  testId,
  settings,
  boxRef,
  width,
  height,
  label,
  series,
  totalLabel,
  categories,
  legend = true,
  children,
}: {
  testId: string;
  settings: ChartSettings;
  boxRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  /** The drawing's accessible name (see `summary`). */
  label: string;
  series: Series[];
  totalLabel: string;
  /** One per bar or stack, in the series' order: the table's row heading and the row's total. */
  categories: { heading: string; total: number }[];
  /** Whether the series are named above the drawing (not where the drawing names them itself). */
  legend?: boolean;
  children: ReactNode;
}) {
  const { rtl, number } = settings;
  return (
    <div
      ref={boxRef}
      className={styles.chart}
      data-testid={testId}
      data-rtl={rtl ? 'true' : 'false'}
      dir={rtl ? 'rtl' : 'ltr'}
    >
      {legend && <Legend series={series} />}
      <svg
        className={styles.svg}
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        direction={rtl ? 'rtl' : 'ltr'}
        fontFamily={settings.font}
        fontSize={fontSize(settings)}
      >
        {children}
      </svg>
      <DataTable
        columns={[...series.map((s) => s.name), totalLabel]}
        rows={categories.map((c, i) => ({
          heading: c.heading,
          cells: [...series.map((s) => number(at(s, i))), number(c.total)],
        }))}
      />
    </div>
  );
}

/** The place of a bar, in the drawing's pixels. */
export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One category's stack: a bar per series with a value there (zeros draw nothing), each starting
 * where the one before it ended; `place` turns a span of values into the bar's box. */
export function StackBars({
  series,
  index,
  place,
}: {
  series: Series[];
  index: number;
  place: (from: number, to: number) => BarBox;
}) {
  let base = 0;
  return series.map((s) => {
    const value = at(s, index);
    const from = base;
    base += value;
    if (value === 0) return null;
    return (
      <rect
        key={s.name}
        className={styles.bar}
        data-series={s.name}
        data-value={value}
        {...place(from, from + value)}
        fill={s.color}
      />
    );
  });
}
