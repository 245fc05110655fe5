/**
 * Runs `work` now and then every `intervalMs`, never two at once: a round
 * still running when the next is due is not doubled. `stop` clears the timer
 * and waits for a round under way, before the database closes.
 */
export function repeatingTask(
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick(): void {
    if (running) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start(): void {
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
