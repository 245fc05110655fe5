import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface PgCluster {
  /** The cluster's maintenance database. */
  url: string;
  start(): Promise<void>;
  /** `fast` ends sessions with 57P01 and checkpoints; `immediate` is a crash and WAL replay. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest PostgreSQL server programs installed the Debian way. */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server programs under ${root}`);
  return join(root, versions[0]!, 'bin');
}

/**
 * A throwaway PostgreSQL cluster of our own, on its own port and socket
 * directory, so it can be stopped and started without touching anyone else's.
 * initdb refuses to run as root: then the programs run as user postgres.
 */
export async function createPgCluster(port: number): Promise<PgCluster> {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'sabora-pg-cluster-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so the load the test generates goes on while PostgreSQL stops and starts.
  const run = async (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    await execFileAsync(file, argv, { timeout: 120_000 });
  };
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    async destroy() {
      // Fails when already stopped, which is fine.
      await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
