// `npm run restore -- <file>`: replaces the configured database with a backup.
import { resolve } from 'node:path';
import { databaseTarget } from '../db/target';
import { loadEnv } from '../env';
import { restoreDatabase } from './database-backup';
import { runCommand } from './run-command';

await runCommand(async () => {
  const env = loadEnv();
  const name = process.argv[2];
  if (!name) throw new Error('Usage: npm run restore -- <backup file>');
  const target = databaseTarget({ ...env, DATA_DIR: resolve(env.DATA_DIR) });
  // npm runs workspace scripts in the workspace; a path given on the command line is the caller's.
  const file = resolve(env.INIT_CWD ?? process.cwd(), name);
  const { movedAside } = await restoreDatabase(target, file);
  return [
    `Restored ${file}`,
    ...(movedAside ? [`The database that was there before is kept in ${movedAside}`] : []),
  ].join('\n');
});
