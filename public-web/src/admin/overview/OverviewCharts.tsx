/**
 * The overview's charts, in a chunk of their own: OverviewTab imports this module
 * dynamically, so ECharts is fetched only when the admin's overview is shown, never by the
 * public site. Only the parts used are registered (bars, grid, tooltip, legend, the SVG renderer),
 * which keeps the chunk small; SVG keeps the labels sharp at any zoom and in the page's text.
 * Right to left, the category axis of weeks runs from the right (the newest week on the left)
 * and the value axis stands on the right; the applicants' bars grow from the right.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** What a chart needs from the page: its direction, theme, and number format. */
export interface ChartSettings {
  rtl: boolean;
  dark: boolean;
  /** A whole number in the admin's digits. */
  number: (value: number) => string;
  font: string;
  /** A phone's width: shorter listing names, room for a legend on two lines. */
  compact: boolean;
}

export interface Series {
  name: string;
  values: number[];
  color: string;
}

const escape = (text: string) => echarts.format.encodeHTML(text);

/** An ECharts instance on a div, renewed with the option, resized with its box, disposed. */
function useChart(option: echarts.EChartsCoreOption, dark: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'svg' });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [dark]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    echarts.getInstanceByDom(element)?.setOption(option, { notMerge: true });
  }, [option, dark]);
  return ref;
}

function base(settings: ChartSettings, names: string[]) {
  return {
    backgroundColor: 'transparent',
    animation: false,
    textStyle: { fontFamily: settings.font },
    legend: {
      top: 0,
      // Right to left the legend starts at the right, each marker on its label's right.
      left: settings.rtl ? 'right' : 'left',
      align: settings.rtl ? 'right' : 'left',
      // ECharts lays the legend out left to right: right to left, the first series reads first.
      data: settings.rtl ? [...names].reverse() : names,
      textStyle: { fontFamily: settings.font },
    },
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      textStyle: { fontFamily: settings.font },
    },
  };
}

/** The tooltip's rows, in the reading direction: a heading, then a marker, name and count each. */
function tooltipHtml(
  settings: ChartSettings,
  heading: string,
  rows: { marker: string; name: string; value: number }[],
  total?: { name: string; value: number },
) {
  const dir = settings.rtl ? 'rtl' : 'ltr';
  const line = (marker: string, name: string, value: number) =>
    `<div style="display:flex;gap:12px;justify-content:space-between"><span>${marker}${escape(
      name,
    )}</span><b>${escape(settings.number(value))}</b></div>`;
  return `<div dir="${dir}" style="text-align:start"><div style="margin-block-end:4px">${escape(
    heading,
  )}</div>${rows.map((r) => line(r.marker, r.name, r.value)).join('')}${
    total ? line('', total.name, total.value) : ''
  }</div>`;
}

interface AxisItem {
  marker?: unknown;
  seriesName?: string;
  value?: unknown;
  dataIndex: number;
}

/** A tooltip's rows: each series' marker, name and value at the pointed category. */
const tooltipRows = (params: AxisItem[]) =>
  params.map((p) => ({
    marker: String(p.marker ?? ''),
    name: p.seriesName ?? '',
    value: Number(p.value ?? 0),
  }));

/** The series as bars stacked on one another, in their colours. */
const stackedBars = (series: Series[], stack: string, barMaxWidth: number) =>
  series.map((s) => ({
    type: 'bar',
    name: s.name,
    stack,
    data: s.values,
    itemStyle: { color: s.color },
    barMaxWidth,
  }));

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
  const option: echarts.EChartsCoreOption = {
    ...base(
      settings,
      series.map((s) => s.name),
    ),
    grid: { top: settings.compact ? 64 : 40, bottom: 8, left: 8, right: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: weeks.map((w) => w.short),
      inverse: settings.rtl,
      axisLabel: { hideOverlap: true, fontFamily: settings.font },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      position: settings.rtl ? 'right' : 'left',
      axisLabel: { formatter: (value: number) => settings.number(value) },
    },
    tooltip: {
      ...base(settings, []).tooltip,
      formatter: (params: AxisItem[]) => {
        const index = params[0]?.dataIndex ?? 0;
        const rows = tooltipRows(params);
        const total = rows.reduce((sum, r) => sum + r.value, 0);
        return tooltipHtml(settings, weekLabel(index), rows, { name: totalLabel, value: total });
      },
    },
    series: stackedBars(series, 'items', 36),
  };
  return (
    <div
      ref={useChart(option, settings.dark)}
      className="overview-chart"
      data-testid="overview-weekly-chart"
      data-rtl={settings.rtl ? 'true' : 'false'}
      // ECharts lays out its SVG text itself: an inherited right-to-left direction would flip
      // every label's anchor (the page's direction is applied through the options instead).
      dir="ltr"
      style={{ inlineSize: '100%', blockSize: 300 }}
    />
  );
}

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
  const option: echarts.EChartsCoreOption = {
    ...base(
      settings,
      series.map((s) => s.name),
    ),
    grid: { top: settings.compact ? 72 : 48, bottom: 8, left: 8, right: 16, containLabel: true },
    xAxis: {
      type: 'value',
      minInterval: 1,
      // Right to left the bars grow from the right.
      inverse: settings.rtl,
      axisLabel: { formatter: (value: number) => settings.number(value) },
    },
    yAxis: {
      type: 'category',
      // The listing with the most applicants on top.
      inverse: true,
      data: listings.map((l) => l.name),
      position: settings.rtl ? 'right' : 'left',
      axisLabel: {
        width: settings.compact ? 84 : 160,
        overflow: 'truncate',
        fontFamily: settings.font,
      },
    },
    tooltip: {
      ...base(settings, []).tooltip,
      formatter: (params: AxisItem[]) => {
        const index = params[0]?.dataIndex ?? 0;
        const rows = tooltipRows(params).filter((r) => r.value > 0);
        const listing = listings[index];
        return tooltipHtml(settings, listing?.name ?? '', rows, {
          name: totalLabel,
          value: listing?.total ?? 0,
        });
      },
    },
    series: stackedBars(series, 'applicants', 28),
  };
  return (
    <div
      ref={useChart(option, settings.dark)}
      className="overview-chart"
      data-testid="overview-applicants-chart"
      dir="ltr"
      style={{ inlineSize: '100%', blockSize: Math.max(160, 80 + listings.length * 40) }}
    />
  );
}
