import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { repoRoot } from './processes';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  loadAverageAtStart: number[];
  versions: Record<string, string>;
}

function packageVersion(name: string): string {
  const file = `${repoRoot}node_modules/${name}/package.json`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function postgresVersion(): string {
  try {
    return execFileSync('psql', [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-tAc',
      'show server_version',
    ])
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(): MachineInfo {
  let os: string = process.platform;
  try {
    const release = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="(.*)"$/m);
    os = release?.[1] ?? os;
  } catch {
    // Not Linux: the platform name is enough.
  }
  return {
    cpuModel: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os,
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    versions: {
      node: process.version,
      postgresql: postgresVersion(),
      pglite: packageVersion('@electric-sql/pglite'),
      autocannon: packageVersion('autocannon'),
      fastify: packageVersion('fastify'),
      'drizzle-orm': packageVersion('drizzle-orm'),
      pg: packageVersion('pg'),
    },
  };
}
