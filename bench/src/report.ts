import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults, PassResult } from './run';
import { repoRoot } from './processes';
import { renderScaleSection } from './scale/scale-report';
import type { Summary } from './summary';

const scenarioTitles: Record<string, string> = {
  'time-now': 'Exam open: `GET /shared/time-now`',
  'exam-page': 'Exam open: `GET /user/exams/{id}` (full payload, as a browser asks: gzip)',
  'exam-page-plain':
    'Exam open: `GET /user/exams/{id}` (full payload, a client without compression)',
  'exam-page-revalidate':
    'Exam open: `GET /user/exams/{id}` with `If-None-Match` (304, counted under non-2xx)',
  catalogue: 'Catalogue: courses list, videos list, video page (in turn)',
  'exam-close': 'Exam close storm: `POST /user/exams/{id}`, 40 answers, one per student',
  'sign-in': 'Sign-in burst: `POST /auth/login` (argon2id)',
  'exam-page-during-sign-in': 'Exam page during the sign-in burst',
};

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function passLabel(pass: PassResult): string {
  const database = pass.database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  return pass.workers ? `${database}, cluster of ${pass.workers}` : `${database}, 1 process`;
}

function statusList(summary: Summary): string {
  return Object.entries(summary.status)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
}

function scenarioTable(results: BenchResults, name: string): string {
  const rows = results.passes.flatMap((pass) => {
    const summary = pass.scenarios[name];
    if (!summary) return [];
    return [
      `| ${passLabel(pass)} | ${fixed(summary.throughput)} | ${summary.p50} | ${summary.p99} | ${summary.p999} | ${summary.errors} | ${summary.non2xx} | ${summary.status5xx} | ${fixed(summary.ratio * 100, 1)} % | ${statusList(summary)} |`,
    ];
  });
  if (rows.length === 0) return '';
  return [
    `### ${scenarioTitles[name] ?? name}`,
    '',
    '| Database | req/s | p50 ms | p99 ms | p99.9 ms | errors | non-2xx | 5xx | of baseline | status codes (all runs) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}

function stormChecks(results: BenchResults): string {
  const rows = results.passes.flatMap((pass) =>
    pass.storms.map(
      (check, run) =>
        `| ${passLabel(pass)} | ${run + 1} | ${pass.students} | ${fixed(pass.stormSeconds[run] ?? 0, 2)} | ${check.acknowledged} | ${check.storedResults} | ${check.lost} | ${check.duplicated} | ${check.incomplete} |`,
    ),
  );
  return [
    '### Exam close storm: stored exactly once (checked with SQL after the API stopped)',
    '',
    '| Database | run | students | seconds | acknowledged 2xx | results stored | lost | duplicated | incomplete |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

interface Target {
  label: string;
  scenario: string;
  minThroughput: number;
  maxP99?: number;
  zeroFailures?: boolean;
}

const targets: Target[] = [
  {
    label: 'Exam close ≥ 1,000 submissions/s, p99 < 500 ms, zero 5xx, zero lost',
    scenario: 'exam-close',
    minThroughput: 1000,
    maxP99: 500,
    zeroFailures: true,
  },
  { label: 'Server time ≥ 20,000 req/s', scenario: 'time-now', minThroughput: 20_000 },
  {
    label: 'Exam payload ≥ 5,000 req/s (full, as a browser asks: gzip)',
    scenario: 'exam-page',
    minThroughput: 5000,
  },
  {
    label: 'Exam payload ≥ 5,000 req/s (full, a client without compression)',
    scenario: 'exam-page-plain',
    minThroughput: 5000,
  },
  {
    label: 'Exam payload ≥ 5,000 req/s (revalidated, 304)',
    scenario: 'exam-page-revalidate',
    minThroughput: 5000,
  },
  {
    label: 'Catalogue ≥ 3,000 req/s, p99 < 100 ms',
    scenario: 'catalogue',
    minThroughput: 3000,
    maxP99: 100,
  },
];

function targetTable(results: BenchResults): string {
  const rows = results.passes
    .filter((pass) => pass.database === 'postgres')
    .flatMap((pass) =>
      targets.flatMap((target) => {
        const summary = pass.scenarios[target.scenario];
        if (!summary) return [];
        const lost = pass.storms.reduce((sum, check) => sum + check.lost + check.duplicated, 0);
        const met =
          summary.throughput >= target.minThroughput &&
          (target.maxP99 === undefined || summary.p99 < target.maxP99) &&
          (!target.zeroFailures || (summary.status5xx === 0 && summary.errors === 0 && lost === 0));
        const measured = `${fixed(summary.throughput)}/s, p99 ${summary.p99} ms${target.zeroFailures ? `, 5xx ${summary.status5xx}, lost ${lost}` : ''}`;
        return [
          `| ${target.label} | ${passLabel(pass)} | ${measured} | ${met ? 'met' : '**missed**'} |`,
        ];
      }),
    );
  return [
    '| Target | Setup | Measured (median) | |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function comparison(results: BenchResults, before: BenchResults): string {
  const rows = results.passes.flatMap((pass) => {
    const earlier = before.passes.find(
      (candidate) => candidate.database === pass.database && candidate.workers === pass.workers,
    );
    if (!earlier) return [];
    return Object.entries(pass.scenarios).flatMap(([name, summary]) => {
      const old = earlier.scenarios[name];
      if (!old) return [];
      return [
        `| ${passLabel(pass)} | ${name} | ${fixed(old.throughput)} → ${fixed(summary.throughput)} | ${fixed(old.ratio * 100, 1)} % → ${fixed(summary.ratio * 100, 1)} % | ${old.p99} → ${summary.p99} | ${old.status5xx} → ${summary.status5xx} |`,
      ];
    });
  });
  return [
    `Before: \`bench/before.json\` (${before.generatedAt}, ${before.api}, baseline ${fixed(before.baseline.throughput)} req/s, load ${before.machine.loadAverageAtStart.join(' / ')}); after: this run (baseline ${fixed(results.baseline.throughput)} req/s).`,
    '',
    '| Database | scenario | req/s before → after | of baseline before → after | p99 ms before → after | 5xx before → after |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

function apiSettings(apiEnv: Record<string, string> | undefined): string[] {
  const entries = Object.entries(apiEnv ?? {});
  if (entries.length === 0) return [];
  return [`- API settings: ${entries.map(([name, value]) => `\`${name}=${value}\``).join(', ')}`];
}

export function renderReport(results: BenchResults, before?: BenchResults, notes?: string): string {
  const { machine } = results;
  const versions = Object.entries(machine.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  const scenarioNames = [...new Set(results.passes.flatMap((pass) => Object.keys(pass.scenarios)))];
  return [
    '# Sabora benchmark report',
    '',
    '<!-- Generated by `npm run bench` (bench/src/report.ts) from bench/report.json and bench/notes.md; edit those, not this file. -->',
    '',
    `Measured ${results.generatedAt}${results.quick ? ' (quick mode: smoke check only)' : ''}.`,
    '',
    '## Machine and versions',
    '',
    `- ${machine.cores} cores: ${machine.cpuModel}; ${machine.memoryGiB} GiB memory; ${machine.os}`,
    `- Load average when the run started: ${machine.loadAverageAtStart.join(' / ')} (1 / 5 / 15 min); after each pass: ${results.passes.map((pass) => `${passLabel(pass)} ${pass.loadAverageAfter.join(' / ')}`).join('; ')}`,
    `- ${versions}`,
    `- Every figure is the median of ${results.settings.runs} runs of ${results.settings.duration} s (the close storm: one submit per student per run), ${results.settings.connections} connections, after a short unrecorded warm-up. Errors, non-2xx and 5xx are summed over all runs.`,
    ...apiSettings(results.settings.apiEnv),
    '',
    '## Ceiling: bare `node:http`, constant JSON body',
    '',
    `${fixed(results.baseline.throughput)} req/s, p50 ${results.baseline.p50} ms, p99 ${results.baseline.p99} ms, p99.9 ${results.baseline.p999} ms, measured in the same run by the same load generator. "of baseline" below is each scenario's throughput as a share of this.`,
    '',
    '## Targets (PostgreSQL)',
    '',
    targetTable(results),
    '## Scenarios',
    '',
    ...scenarioNames.map((name) => scenarioTable(results, name)),
    stormChecks(results),
    ...(before ? ['## Before and after the optimisations', '', comparison(results, before)] : []),
    ...(notes ? [notes.trim(), ''] : []),
  ].join('\n');
}

export function writeReport(results: BenchResults): void {
  const beforeFile = join(repoRoot, 'bench/before.json');
  const notesFile = join(repoRoot, 'bench/notes.md');
  const before = existsSync(beforeFile)
    ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as BenchResults)
    : undefined;
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : undefined;
  const scale = renderScaleSection(repoRoot);
  writeFileSync(
    join(repoRoot, 'bench/REPORT.md'),
    renderReport(results, before, notes) + (scale ? `\n${scale}` : ''),
  );
}
