import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { serverAnswers } from './server-answers';

/** The longest wait between two asks: a server back is seen within this. */
export const longestWaitMs = 30_000;

/**
 * How long after its `asked`-th health check the next one goes: 2 s, 4 s,
 * 8 s, … doubling up to 30 s, so a server that stays down is asked rarely and
 * one that comes back is seen soon.
 */
export function nextAskInMs(asked: number): number {
  return Math.min(2_000 * 2 ** Math.max(asked - 1, 0), longestWaitMs);
}

async function askServer(): Promise<true> {
  if (!(await serverAnswers())) throw new Error('the server does not answer');
  return true;
}

/**
 * While a screen has no data because the server could not be reached, asks
 * the server's health check (at once, then less and less often), and calls
 * `onAnswer` each time it answers, so the screen loads by itself when the
 * server comes back: the browser's own `online` event never fires for a
 * server that went away while the network stayed.
 *
 * The asking is TanStack Query's: one health query for every screen waiting,
 * so two on a page ask once, polled by its `refetchInterval`; offline it waits
 * for the network (networkMode 'online') and asks as soon as the browser is
 * back. It stops when the last screen goes.
 */
export function useWhenServerAnswers(onAnswer: () => unknown): void {
  const { dataUpdatedAt } = useQuery({
    queryKey: ['server-answers'],
    queryFn: askServer,
    networkMode: 'online',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // A screen's data just failed to come: whatever was answered before is old news.
    refetchOnMount: 'always',
    // The interval is each screen's own, but every screen's restarts whenever
    // the query changes, a fetch starting included: the first to run out asks
    // and puts the others back, so the screens ask once between them.
    refetchInterval: (query) =>
      nextAskInMs(query.state.dataUpdateCount + query.state.errorUpdateCount),
  });
  // An answer from before this screen came says nothing of its data.
  const [answeredBefore] = useState(dataUpdatedAt);
  const answered = useEffectEvent(() => {
    void onAnswer();
  });
  useEffect(() => {
    if (dataUpdatedAt > answeredBefore) answered();
  }, [dataUpdatedAt, answeredBefore]);
}
