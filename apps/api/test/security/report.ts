/** A figure a suite measured (cases run, timings), printed for the run's log and docs/security.md. */
export function report(line: string): void {
  process.stdout.write(`[security] ${line}\n`);
}
