const firstActs = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `task` once, at the visitor's first touch, key or scroll: code fetched
 * then is ready before they reach for it, and a page that is only looked at
 * (or measured) never downloads it. Returns a cancel function.
 */
export function whenUserActs(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of firstActs) window.removeEventListener(type, run);
  };
  for (const type of firstActs) window.addEventListener(type, run, { passive: true, once: true });
  return cancel;
}
