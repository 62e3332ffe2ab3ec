/**
 * What both overview charts share around their SVG: the box that measures its width (the SVG's
 * coordinates are the box's pixels, so text keeps its size on a phone instead of shrinking with
 * a scaled drawing), the legend, and the figures as a table for screen readers.
 */
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
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
export function Legend({ series }: { series: { name: string; color: string }[] }) {
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
export function DataTable({
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

/** The chart's box: its direction, the legend, the drawing (an image named by its summary), the table. */
export function ChartFrame({
  testId,
  rtl,
  boxRef,
  legend,
  table,
  children,
}: {
  testId: string;
  rtl: boolean;
  boxRef: Ref<HTMLDivElement>;
  legend: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      ref={boxRef}
      className={styles.chart}
      data-testid={testId}
      data-rtl={rtl ? 'true' : 'false'}
      dir={rtl ? 'rtl' : 'ltr'}
    >
      {legend}
      {children}
      {table}
    </div>
  );
}
