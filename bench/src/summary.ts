import type { LoadFigures } from './load';

/** A scenario's runs reduced to medians; errors and status counts are summed so none hide. */
export interface Summary {
  runs: number;
  throughput: number;
  p50: number;
  p99: number;
  p999: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  status: Record<string, number>;
  /** Throughput over the node:http baseline's median. */
  ratio: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(runs: LoadFigures[], baselineThroughput: number): Summary {
  const status: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.status))
      status[code] = (status[code] ?? 0) + count;
  }
  const throughput = median(runs.map((run) => run.throughput));
  const sum = (pick: (run: LoadFigures) => number) =>
    runs.reduce((total, run) => total + pick(run), 0);
  return {
    runs: runs.length,
    throughput,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    p999: median(runs.map((run) => run.p999)),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
    status5xx: Object.entries(status)
      .filter(([code]) => code.startsWith('5'))
      .reduce((total, [, count]) => total + count, 0),
    status,
    ratio: baselineThroughput > 0 ? throughput / baselineThroughput : 0,
  };
}
