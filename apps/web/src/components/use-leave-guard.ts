import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './use-confirm';

/**
 * While `active`, leaving the page would lose what it holds (an exam typed but not
 * saved, a batch's codes shown once): a link or the back button asks `question`
 * first, and closing or reloading the tab asks in the browser's own words.
 * `release()` lets the next navigation through at once, before `active` has been
 * rendered false (a new exam's first save moves to its own address).
 */
export function useLeaveGuard(active: boolean, question: string): { release: () => void } {
  const guarding = useRef(active);
  useEffect(() => {
    guarding.current = active;
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const confirm = useConfirm();
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({ content: question, danger: false }).then((sure) => {
      asking.current = false;
      if (sure) blocker.proceed();
      else blocker.reset();
    });
  });

  return {
    release: () => {
      guarding.current = false;
    },
  };
}
