/** Runs an operator command: its report on success, the reason and exit code 1 on failure. */
export async function runCommand(work: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await work()}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
