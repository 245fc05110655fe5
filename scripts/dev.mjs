// Runs the API (watching) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@sabora/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@sabora/web'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
