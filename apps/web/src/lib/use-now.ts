import { useState } from 'react';

/** The time the page opened, for "is it released yet" checks that must not flicker. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
