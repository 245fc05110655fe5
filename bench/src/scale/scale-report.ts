import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallFigures, ScaleResults, StormResult } from './run-scale';

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

function read(file: string): ScaleResults | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScaleResults) : undefined;
}

function answers(call: CallFigures): string {
  const refused = call.non2xx + call.errors;
  return refused === 0 ? '' : ` (${refused} not 2xx or failed)`;
}

function figures(call: CallFigures | undefined): string {
  if (!call) return '–';
  if (call.peakRssMb !== undefined)
    return `${whole(call.p50)} ms, RSS ${call.idleRssMb} → ${call.peakRssMb} MB, ${(call.bytes! / 1e6).toFixed(1)} MB`;
  if (call.throughput === 0) return `none answered within the window${answers(call)}`;
  return `${whole(call.throughput)}/s, p50 ${whole(call.p50)} ms, p99 ${whole(call.p99)} ms${answers(call)}`;
}

function callTable(after: ScaleResults, before: ScaleResults | undefined): string {
  const earlier = new Map(before?.calls.map((call) => [call.name, call]));
  const rows = after.calls.map((call) => {
    const target = call.who === 'admin' && call.peakRssMb === undefined;
    const met = target
      ? call.p99 < 200 && call.non2xx + call.errors === 0
        ? 'met'
        : 'not met'
      : '';
    return `| ${call.name} | ${before ? `${figures(earlier.get(call.name))} | ` : ''}${figures(call)} | ${met} |`;
  });
  return [
    `| Call | ${before ? 'Before | ' : ''}After | p99 < 200 ms |`,
    `| --- | ${before ? '--- | ' : ''}--- | --- |`,
    ...rows,
    '',
  ].join('\n');
}

function datasetLines(results: ScaleResults): string[] {
  const { dataset } = results;
  if (!dataset) return [];
  const steps = dataset.steps
    .filter((step) => step.seconds >= 1)
    .map((step) => `${step.name} ${step.seconds.toFixed(0)} s`)
    .join(', ');
  return [
    `Built in ${whole(dataset.seconds)} s with \`generate_series\` inside PostgreSQL (${steps}).`,
    '',
    '| Table | Rows | Size |',
    '| --- | --- | --- |',
    ...dataset.tables
      .filter((table) => table.bytes >= 1e6)
      .map(
        (table) =>
          `| ${table.table} | ${whole(table.rows)} | ${(table.bytes / 2 ** 20).toFixed(0)} MiB |`,
      ),
    '',
  ];
}

/**
 * The "data scale" section of bench/REPORT.md, from `bench/scale.json` (the
 * last full `--scale` run) and `bench/scale-before.json` (the run before the
 * fixes it reports), with `bench/scale-notes.md` after the tables.
 */
export function renderScaleSection(root: string): string | undefined {
  const after = read(join(root, 'bench/scale.json'));
  if (!after) return undefined;
  const before = read(join(root, 'bench/scale-before.json'));
  const notesFile = join(root, 'bench/scale-notes.md');
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : undefined;
  const { machine, submit } = after;
  const storm = (figures: StormResult) =>
    `${whole(figures.throughput)} submissions/s, p50 ${whole(figures.p50)} ms, p99 ${whole(figures.p99)} ms; ${whole(figures.acknowledged)} acknowledged, ${whole(figures.stored)} stored with all 40 answers, ${figures.non2xx} not 2xx, sent by ${figures.client ?? 'autocannon'}`;
  const busy = after.submitWithAdmins;
  const busyLine = busy
    ? [
        `The same close with ${after.connections} admins reading its results list, statistics with item analysis and non-solvers meanwhile: ${storm(busy)}; the admins ${whole(busy.admins.throughput)} answers/s, p50 ${whole(busy.admins.p50)} ms, p99 ${whole(busy.admins.p99)} ms, ${busy.admins.non2xx + busy.admins.errors} not 2xx or failed.`,
        '',
      ]
    : [];
  const { ceilings } = after;
  const ceilingLine = ceilings
    ? [
        `In the same run, bare \`node:http\` answered ${whole(ceilings.nodeHttp.throughput)} requests/s (the close is ${((submit.throughput / ceilings.nodeHttp.throughput) * 100).toFixed(1)} % of it)${ceilings.postgresInserts ? ` and PostgreSQL committed ${whole(ceilings.postgresInserts.throughput)} single-row insert transactions/s with ${ceilings.postgresInserts.clients} pgbench clients (the close is ${((submit.throughput / ceilings.postgresInserts.throughput) * 100).toFixed(1)} % of it, while each submit writes 41 rows)` : ''}.`,
        '',
      ]
    : [];
  return [
    '## Data scale',
    '',
    `Measured ${after.generatedAt} by \`npm run bench -- --scale\` on ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB; load average at the start ${machine.loadAverageAtStart.join(' / ')}. Each call: ${after.connections} concurrent admins (or students) for ${after.duration} s after a 1 s warm-up; exports one at a time, streamed to the end, with the API's resident memory sampled every 20 ms.`,
    '',
    ...datasetLines(after.dataset || !before ? after : before),
    ...(after.dataset && before?.dataset
      ? [
          `The dataset of the run before the fixes, with the answers as one row each (decision 0237 came later), was built in ${whole(before.dataset.seconds)} s.`,
          '',
        ]
      : []),
    ...(after.figuresKept
      ? [
          after.figuresKept.seconds < 1
            ? `The dataset is built without kept statistics figures; the API had kept those of the ${whole(after.figuresKept.exams)} closed timed exams with results before this run (decision 0230), on a kept dataset measured again with \`--scale-db\`.`
            : `The dataset is built without kept statistics figures; after its first start the API kept those of the ${whole(after.figuresKept.exams)} closed timed exams with results in ${whole(after.figuresKept.seconds)} s (decision 0230), and the calls were timed after that.`,
          '',
        ]
      : []),
    callTable(after, before),
    `Exam close on this dataset: ${submit.students.toLocaleString('en-US')} owners of the open exam submit 40 answers each, 100 connections: ${storm(submit)}${before ? ` (before: ${storm(before.submit)})` : ''}.`,
    '',
    ...busyLine,
    ...ceilingLine,
    ...(notes ? [notes, ''] : []),
  ].join('\n');
}
