import fs from 'node:fs';
import path from 'node:path';

/** One measured figure of `npm run bench`. */
export interface BenchFigure {
  section: string;
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  ratio?: number;
  bar?: string;
  holds?: boolean;
  note?: string;
}

/** Where and with what the figures were measured. */
export interface BenchMachine {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  loadAverage: number[];
  versions: Record<string, string>;
}

export interface BenchReport {
  machine: BenchMachine;
  settings: Record<string, string | number>;
  figures: BenchFigure[];
  /** Sections that could not be measured, with the reason. */
  notMeasured: { section: string; reason: string }[];
  /** Text a figure stands on (e.g. query plans), printed as is after the tables. */
  details?: { title: string; text: string }[];
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function num(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The report as Markdown: the machine, then one table per section. */
export function renderMarkdown(report: BenchReport): string {
  const { machine } = report;
  const lines = [
    '# Benchmark report (`npm run bench`)',
    '',
    `- Date: ${machine.date}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${num(machine.memoryGb)} GB RAM, ${machine.os}`,
    `- Load average at start: ${machine.loadAverage.map((l) => l.toFixed(2)).join(', ')} (other work on the machine skews absolute numbers; ratios are taken within the same run)`,
    `- Versions: ${Object.entries(machine.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
    `- Settings: ${Object.entries(report.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' · ')}`,
    '',
  ];
  const bars = report.figures.filter((f) => f.bar !== undefined);
  if (bars.length > 0) {
    const held = bars.filter((f) => f.holds).length;
    lines.push(`**Bars: ${held} of ${bars.length} hold.**`, '');
  }
  const sections = [...new Set(report.figures.map((f) => f.section))];
  for (const section of sections) {
    lines.push(`## ${section}`, '');
    lines.push('| Figure | Value | Baseline | Ratio | Bar | Holds | Note |');
    lines.push('|---|---:|---|---:|---|:---:|---|');
    for (const f of report.figures.filter((x) => x.section === section)) {
      lines.push(
        `| ${cell(f.name)} | ${num(f.value)} ${cell(f.unit)} | ${
          f.baseline ? `${cell(f.baseline.name)}: ${num(f.baseline.value)}` : ''
        } | ${f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`} | ${cell(f.bar ?? '')} | ${
          f.holds === undefined ? '' : f.holds ? 'yes' : '**no**'
        } | ${cell(f.note ?? '')} |`,
      );
    }
    lines.push('');
  }
  if (report.details && report.details.length > 0) {
    lines.push('## Details', '');
    for (const d of report.details) lines.push(`### ${d.title}`, '', '```text', d.text, '```', '');
  }
  if (report.notMeasured.length > 0) {
    lines.push('## Not measured', '');
    for (const n of report.notMeasured) lines.push(`- ${n.section}: ${n.reason}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes `report.md` and `report.json` into `dir`; answers their paths. */
export function writeReport(report: BenchReport, dir: string): { md: string; json: string } {
  fs.mkdirSync(dir, { recursive: true });
  const md = path.join(dir, 'report.md');
  const json = path.join(dir, 'report.json');
  fs.writeFileSync(md, renderMarkdown(report));
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return { md, json };
}

/** One line per bar for the console: the figure, the bar and whether it holds. */
export function barLines(figures: BenchFigure[]): string[] {
  return figures
    .filter((f) => f.bar !== undefined)
    .map(
      (f) =>
        `${f.holds ? 'HOLDS ' : 'MISSED'}  ${f.section} / ${f.name}: ${num(f.value)} ${f.unit}${
          f.ratio === undefined ? '' : ` (${f.ratio.toFixed(2)}×)`
        }  bar: ${f.bar}`,
    );
}
