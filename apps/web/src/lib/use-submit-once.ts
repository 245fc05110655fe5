import { useEffect, useRef } from 'react';

// How long a submit that started no request keeps the form locked.
const idleUnlockMs = 1000;

/**
 * Spec section 5: a form's save is ignored while its request is pending. The
 * button shows `busy` as loading, but a double click lands twice before React
 * re-renders with the pending state, so the lock is taken synchronously here
 * and released once the request settles (`busy` went true, then false again).
 * A submit that started no request (e.g. nothing to save) unlocks by itself.
 */
export function useSubmitOnce(busy: boolean) {
  const locked = useRef(false);
  const sawBusy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (busy) {
      sawBusy.current = true;
      return;
    }
    if (sawBusy.current) {
      sawBusy.current = false;
      locked.current = false;
    }
  }, [busy]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return function submitOnce(submit: () => unknown): void {
    if (locked.current || busy) return;
    locked.current = true;
    submit();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!sawBusy.current) locked.current = false;
    }, idleUnlockMs);
  };
}
