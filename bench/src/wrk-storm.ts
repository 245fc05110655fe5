import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadFigures } from './load';
import { cpuSeconds, repoRoot } from './processes';

export interface WrkRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface WrkStormFigures extends LoadFigures {
  /** Requests answered with 2xx (wrk's script sees statuses, not which request each answers). */
  acknowledgedCount: number;
  /** CPU seconds wrk itself spent. */
  generatorCpuSeconds: number;
}

/** Whether Debian's wrk is installed (`apt-get install wrk`). */
export function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 for --version: it is there.
    return (error as { status?: number }).status === 1;
  }
}

/**
 * Sends each POST once, `connections` at a time, from wrk: its C loop with the
 * requests built before the run spends about a third of the CPU per submit
 * that autocannon spent building and parsing in Node, CPU the API and
 * PostgreSQL share on two cores (decision 0251).
 */
export async function runWrkStorm(options: {
  url: string;
  connections: number;
  requests: WrkRequest[];
  timeoutSeconds: number;
}): Promise<WrkStormFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'sabora-wrk-'));
  try {
    const host = new URL(options.url).host;
    const file = join(folder, 'requests');
    writeFileSync(
      file,
      Buffer.concat(
        options.requests.flatMap(({ path, headers, body }) => {
          const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
          const head = Buffer.from(
            `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${lines.join('')}Content-Length: ${body.length}\r\n\r\n`,
          );
          return [Buffer.from(`${head.length + body.length}\n`), head, body];
        }),
      ),
    );
    // One thread: one script sends every request once, in order. The duration
    // is only an upper bound: the run is stopped once the last answer is read.
    const wrk = spawn(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.timeoutSeconds * 4}s`,
        '--timeout',
        `${options.timeoutSeconds}s`,
        '-s',
        `${repoRoot}bench/src/close-storm.lua`,
        options.url,
        '--',
        file,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    const ended = new Promise<number | null>((resolve) => wrk.on('close', resolve));
    const summary = await new Promise<string>((resolve, reject) => {
      wrk.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
        const line = errors.match(/^storm .*$/m);
        if (line) resolve(line[0]);
      });
      void ended.then((code) =>
        reject(new Error(`wrk ended (${code}) before the last answer:\n${errors}`)),
      );
    });
    const generatorCpuSeconds = cpuSeconds(wrk.pid!);
    wrk.kill('SIGINT');
    await ended;
    const [total, acknowledgedCount, seconds] = summary.split(' ').slice(1).map(Number) as [
      number,
      number,
      number,
    ];
    const latency = errors.match(/^latency .*$/m);
    if (!latency) throw new Error(`wrk printed no latencies:\n${errors}`);
    const [p50, p99, p999, max, timeouts, socketErrors] = latency[0]
      .split(' ')
      .slice(1)
      .map(Number) as [number, number, number, number, number, number];
    const ms = (micros: number) => Math.round(micros / 1000);
    return {
      requests: total,
      seconds,
      throughput: total / seconds,
      p50: ms(p50),
      p99: ms(p99),
      p999: ms(p999),
      max: ms(max),
      errors: socketErrors,
      timeouts,
      non2xx: total - acknowledgedCount,
      status: {
        '2xx': acknowledgedCount,
        ...(total > acknowledgedCount ? { other: total - acknowledgedCount } : {}),
      },
      acknowledgedCount,
      generatorCpuSeconds,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
