// The report: one markdown table, a row per endpoint, a group of columns per size (in the order of
// BENCH_SIZES), so the growth with size reads across a row.
import type { Figures } from './load.js';

export interface SizeFigures {
  label: string;
  /** By endpoint name. */
  figures: Map<string, Figures>;
}

export const HELLO = 'hello (ceiling)';

const ms = (value: number | undefined) =>
  value === undefined ? '—' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-GB');

const perSecond = (value: number) =>
  value === 0 ? '0' : value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-GB');

const ratio = (value: number) => (value === 0 ? '0' : value >= 0.1 ? value.toFixed(2) : value.toPrecision(2));

function failures(figures: Figures) {
  const extra = [
    figures.timeouts > 0 ? `${figures.timeouts} t/o` : '',
    figures.errors > 0 ? `${figures.errors} err` : '',
  ].filter(Boolean);
  return [String(figures.non2xx), ...extra].join(' + ');
}

function cells(figures: Figures | undefined): string[] {
  if (!figures) return ['', '', '', ''];
  return [
    `${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.p99)}`,
    perSecond(figures.perSecond),
    failures(figures),
    figures.shareOfHello === undefined ? '—' : ratio(figures.shareOfHello),
  ];
}

export function figuresTable(endpointNames: readonly string[], sizes: readonly SizeFigures[]): string {
  const header = [
    'endpoint',
    ...sizes.flatMap(({ label }) => [
      `${label} p50 / p95 / p99 ms`,
      `${label} req/s`,
      `${label} non-2xx`,
      `${label} ×hello`,
    ]),
  ];
  const rows = endpointNames.map((name) => [
    name,
    ...sizes.flatMap(({ figures }) => cells(figures.get(name))),
  ]);
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
