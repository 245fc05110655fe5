// `npm run backup -- [file]`: backs up the database the server is configured for.
import { resolve } from 'node:path';
import { databaseTarget } from '../db/target';
import { loadEnv } from '../env';
import { backupDatabase } from './database-backup';
import { runCommand } from './run-command';

await runCommand(async () => {
  const env = loadEnv();
  const target = databaseTarget({ ...env, DATA_DIR: resolve(env.DATA_DIR) });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name =
    process.argv[2] ??
    (target.kind === 'postgres' ? `sabora-${stamp}.dump` : `sabora-embedded-${stamp}.tar.gz`);
  // npm runs workspace scripts in the workspace; a path given on the command line is the caller's.
  const file = resolve(env.INIT_CWD ?? process.cwd(), name);
  await backupDatabase(target, file);
  return `Backup written to ${file}`;
});
