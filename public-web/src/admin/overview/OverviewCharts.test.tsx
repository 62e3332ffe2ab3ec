import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicantsChart, type ChartSettings, type Series, WeeklyChart } from './OverviewCharts';

const settingsOf = (language: 'ar' | 'en'): ChartSettings => {
  const format = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US');
  return {
    rtl: language === 'ar',
    dark: language === 'ar',
    number: (value) => format.format(value),
    font: 'sans-serif',
    compact: false,
  };
};

/** Four weeks' labels as OverviewTab writes them: Gregorian dates in the locale's digits. */
const weeksIn = (language: 'ar' | 'en') => {
  const locale = language === 'ar' ? 'ar-SA' : 'en-US';
  const options = { calendar: 'gregory', timeZone: 'UTC' } as const;
  const short = new Intl.DateTimeFormat(locale, { ...options, day: 'numeric', month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'medium' });
  return ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'].map((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return { short: short.format(date), long: long.format(date) };
  });
};
const WEEKS = weeksIn('en');
const WEEKLY: Series[] = [
  { name: 'Applications', values: [2, 0, 4, 1], color: '#047a5f' },
  { name: 'Contact', values: [1, 3, 0, 0], color: '#2f5fc4' },
  { name: 'Investors', values: [0, 0, 1, 0], color: '#a86400' },
];

function renderWeekly(language: 'ar' | 'en', series = WEEKLY) {
  const weeks = weeksIn(language);
  const { container } = render(
    <WeeklyChart
      weeks={weeks}
      series={series}
      settings={settingsOf(language)}
      totalLabel={language === 'ar' ? 'المجموع' : 'Total'}
      weekLabel={(i) => `${language === 'ar' ? 'أسبوع' : 'Week of'} ${weeks[i]!.long}`}
    />,
  );
  return container;
}

/** A drawn bar's place and size, by its series and category (data-week / data-listing). */
function bar(container: HTMLElement, category: string, series: string) {
  const el = container.querySelector(`[${category}] rect[data-series="${series}"]`);
  const rect = el && {
    x: Number(el.getAttribute('x')),
    y: Number(el.getAttribute('y')),
    width: Number(el.getAttribute('width')),
    height: Number(el.getAttribute('height')),
  };
  return rect;
}
const barsOf = (container: HTMLElement, category: string) =>
  [...container.querySelectorAll(`[${category}] rect[data-series]`)].map((el) => ({
    series: el.getAttribute('data-series'),
    value: Number(el.getAttribute('data-value')),
    x: Number(el.getAttribute('x')),
    width: Number(el.getAttribute('width')),
    height: Number(el.getAttribute('height')),
  }));

/** The hidden table's rows as text: the heading, then each cell. */
const tableRows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  );

afterEach(cleanup);

/** A band's value axis, bottom to top, as its labels read. */
const ticksOf = (container: HTMLElement, series: string) =>
  [...container.querySelectorAll(`[data-panel="${series}"] [data-tick] text`)].map(
    (t) => t.textContent,
  );
/** Where a band's zero line is drawn. */
const baselineOf = (container: HTMLElement, series: string) =>
  Number(
    container.querySelector(`[data-panel="${series}"] [data-tick="0"] text`)!.getAttribute('y'),
  );

describe('the weekly chart', () => {
  it('draws a band per kind, one bar per week with a value, its height proportional to it', () => {
    const container = renderWeekly('en');
    const bars = barsOf(container, 'data-week');
    // Zeros draw nothing: 2 and 1, 3, 4 and 1, 1.
    expect(bars.map((b) => b.value)).toEqual([2, 1, 3, 4, 1, 1]);
    const applications = bars.filter((b) => b.series === 'Applications');
    const perUnit = applications[0]!.height / 2;
    for (const b of applications) expect(b.height).toBeCloseTo(b.value * perUnit, 6);
    // Each bar stands on its own band's zero line, the bands one under the other.
    const zero = WEEKLY.map((s) => baselineOf(container, s.name));
    expect(zero).toEqual([...zero].sort((a, b) => a - b));
    for (const s of WEEKLY)
      for (let week = 0; week < 4; week += 1) {
        const b = bar(container, `data-week="${week}"`, s.name);
        if (b) expect(b.y + b.height).toBeCloseTo(baselineOf(container, s.name), 6);
      }
    // A week is one column through the bands.
    const [first, second] = [
      bar(container, 'data-week="0"', 'Applications')!,
      bar(container, 'data-week="0"', 'Contact')!,
    ];
    expect(second.x).toBe(first.x);
    // Each band names its kind and its total, and has an axis of its own.
    const names = [...container.querySelectorAll('[data-panel] > text')].map((t) => t.textContent);
    expect(names).toEqual([
      'Applications',
      'Total: 7',
      'Contact',
      'Total: 4',
      'Investors',
      'Total: 1',
    ]);
    expect(ticksOf(container, 'Applications')).toEqual(['0', '1', '2', '3', '4']);
    expect(ticksOf(container, 'Contact')).toEqual(['0', '1', '2', '3']);
    expect(ticksOf(container, 'Investors')).toEqual(['0', '1']);
  });

  it('draws a small kind on its own scale beside one a hundred times larger', () => {
    const series: Series[] = [
      { name: 'Applications', values: [2000, 1500, 1800, 2000], color: '#047a5f' },
      { name: 'Investors', values: [5, 0, 3, 1], color: '#a86400' },
    ];
    for (const language of ['en', 'ar'] as const) {
      const container = renderWeekly(language, series);
      const tallest = bar(container, 'data-week="0"', 'Applications')!;
      const five = bar(container, 'data-week="0"', 'Investors')!;
      const one = bar(container, 'data-week="3"', 'Investors')!;
      // The five requests fill most of their band, as 2,000 applications fill theirs.
      expect(five.height).toBeGreaterThan(tallest.height * 0.75);
      expect(one.height).toBeCloseTo(five.height / 5, 6);
      expect(one.height).toBeGreaterThanOrEqual(10);
      // Each band's axis ends at its own maximum, in the interface's digits.
      const ar = language === 'ar';
      expect(ticksOf(container, 'Investors')).toEqual(
        ar ? ['٠', '٢', '٤', '٦'] : ['0', '2', '4', '6'],
      );
      expect(ticksOf(container, 'Applications')).toEqual(
        ar ? ['٠', '٥٠٠', '١٬٠٠٠', '١٬٥٠٠', '٢٬٠٠٠'] : ['0', '500', '1,000', '1,500', '2,000'],
      );
      cleanup();
    }
  });

  it('gives each week’s figures and total in a table, a tooltip and the summary', () => {
    const container = renderWeekly('en');
    expect(tableRows(container)).toEqual([
      ['Week of Mar 2, 2026', '2', '1', '0', '3'],
      ['Week of Mar 9, 2026', '0', '3', '0', '3'],
      ['Week of Mar 16, 2026', '4', '0', '1', '5'],
      ['Week of Mar 23, 2026', '1', '0', '0', '1'],
    ]);
    expect(container.querySelector('[data-week="2"] > title')?.textContent).toBe(
      'Week of Mar 16, 2026\nApplications: 4\nContact: 0\nInvestors: 1\nTotal: 5',
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(
      'Mar 2, 2026 – Mar 23, 2026 — Applications: 7, Contact: 4, Investors: 1; Total: 12',
    );
    // The axis labels every week, left to right.
    const labels = [...container.querySelectorAll('[data-week] text')];
    expect(labels.map((t) => t.textContent)).toEqual(WEEKS.map((w) => w.short));
    const xs = labels.map((t) => Number(t.getAttribute('x')));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('is mirrored right to left, in Arabic digits', () => {
    const container = renderWeekly('ar');
    const svg = container.querySelector('svg')!;
    const width = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const first = bar(container, 'data-week="0"', 'Applications')!;
    const last = bar(container, 'data-week="3"', 'Applications')!;
    // The first week at the right end, the newest on the left.
    expect(first.x).toBeGreaterThan(last.x);
    expect(first.x + first.width).toBeGreaterThan(width * 0.8);
    expect(last.x).toBeLessThan(width * 0.2);
    // The value axes on the right, their numbers set against them.
    expect(ticksOf(container, 'Applications')).toEqual(['٠', '١', '٢', '٣', '٤']);
    const ticks = [...container.querySelectorAll('[data-tick] text')];
    for (const t of ticks) expect(Number(t.getAttribute('x'))).toBeGreaterThan(first.x);
    // Each band's name at the right, where the weeks start.
    const name = container.querySelector('[data-panel="Applications"] > text')!;
    expect(Number(name.getAttribute('x'))).toBeGreaterThan(first.x);
    expect(name.getAttribute('text-anchor')).toBe('start');
    expect(svg.getAttribute('direction')).toBe('rtl');
    expect(
      container.querySelector('[data-testid="overview-weekly-chart"]')?.getAttribute('dir'),
    ).toBe('rtl');

    const label = screen.getByRole('img').getAttribute('aria-label')!;
    expect(label).toContain('المجموع: ١٢');
    expect(label).toContain('Applications: ٧، Contact: ٤');
    expect(label).not.toMatch(/[0-9]/);
    expect(tableRows(container)[2]).toEqual([
      `أسبوع ${weeksIn('ar')[2]!.long}`,
      '٤',
      '٠',
      '١',
      '٥',
    ]);
  });

  it('draws an empty chart when every count is zero', () => {
    const zero = WEEKLY.map((s) => ({ ...s, values: [0, 0, 0, 0] }));
    const container = renderWeekly('en', zero);
    expect(barsOf(container, 'data-week')).toEqual([]);
    // Each axis from 0 to 1, and every week still labelled.
    for (const s of WEEKLY) expect(ticksOf(container, s.name)).toEqual(['0', '1']);
    expect(container.querySelectorAll('[data-week] text')).toHaveLength(4);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Total: 0');
  });
});

const LISTINGS = [
  { name: 'Senior engineer', total: 6 },
  { name: 'مطور واجهات React', total: 2 },
  { name: 'Intern', total: 0 },
];
const APPLICANTS: Series[] = [
  { name: 'New', values: [4, 1, 0], color: '#2f5fc4' },
  { name: 'Hired', values: [2, 1, 0], color: '#047a5f' },
];

function renderApplicants(language: 'ar' | 'en') {
  const { container } = render(
    <ApplicantsChart
      listings={LISTINGS}
      series={APPLICANTS}
      settings={settingsOf(language)}
      totalLabel={language === 'ar' ? 'المجموع' : 'Total'}
    />,
  );
  return container;
}

describe('the applicants chart', () => {
  it('draws each listing’s statuses as one bar, their lengths proportional', () => {
    const container = renderApplicants('en');
    const bars = barsOf(container, 'data-listing');
    expect(bars.map((b) => [b.series, b.value])).toEqual([
      ['New', 4],
      ['Hired', 2],
      ['New', 1],
      ['Hired', 1],
    ]);
    const perUnit = bars[0]!.width / 4;
    for (const b of bars) expect(b.width).toBeCloseTo(b.value * perUnit, 6);
    // Left to right: every bar starts at the axis, the next status right after.
    expect(bars[1]!.x).toBeCloseTo(bars[0]!.x + bars[0]!.width, 6);
    expect(bars[2]!.x).toBe(bars[0]!.x);

    expect(tableRows(container)).toEqual([
      ['Senior engineer', '4', '2', '6'],
      ['مطور واجهات React', '1', '1', '2'],
      ['Intern', '0', '0', '0'],
    ]);
    // The tooltip names only the statuses with applicants.
    expect(container.querySelector('[data-listing="2"] > title')?.textContent).toBe(
      'Intern\nTotal: 0',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('New: 5, Hired: 3; Total: 8');
    const totals = [...container.querySelectorAll('[data-listing] text:last-of-type')];
    expect(totals.map((t) => t.textContent)).toEqual(['6', '2', '0']);
  });

  it('grows from the right right to left, names flush right, in Arabic digits', () => {
    const container = renderApplicants('ar');
    const width = Number(container.querySelector('svg')!.getAttribute('viewBox')!.split(' ')[2]);
    const bars = barsOf(container, 'data-listing');
    // Every listing's first status ends at the same right edge; the next one is to its left.
    const edge = bars[0]!.x + bars[0]!.width;
    expect(bars[2]!.x + bars[2]!.width).toBeCloseTo(edge, 6);
    expect(bars[1]!.x + bars[1]!.width).toBeCloseTo(bars[0]!.x, 6);
    expect(edge).toBeGreaterThan(width / 2);
    const name = within(container.querySelector('[data-listing="0"]') as HTMLElement).getByText(
      'Senior engineer',
    );
    expect(Number(name.getAttribute('x'))).toBeGreaterThan(edge);
    // Right to left, `start` is the right end.
    expect(name.getAttribute('text-anchor')).toBe('start');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('New: ٥، Hired: ٣؛ المجموع: ٨');
  });
});
