import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId } from 'react';
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
 * The asking is TanStack Query's: a health query per screen, polled by its
 * `refetchInterval`; offline it waits for the network (networkMode 'online')
 * and asks as soon as the browser is back. It stops when the screen goes.
 */
export function useWhenServerAnswers(onAnswer: () => unknown): void {
  const screen = useId();
  const { dataUpdatedAt } = useQuery({
    queryKey: ['server-answers', screen],
    queryFn: askServer,
    networkMode: 'online',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) =>
      nextAskInMs(query.state.dataUpdateCount + query.state.errorUpdateCount),
  });
  const answered = useEffectEvent(() => {
    void onAnswer();
  });
  useEffect(() => {
    if (dataUpdatedAt > 0) answered();
  }, [dataUpdatedAt]);
}
