import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, firstScreenCallsWaitMs } from './after-first-screen';

function pageState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** A query whose call answers when `answer` is called. */
function pendingCall(client: QueryClient) {
  let answer = () => undefined as void;
  void client.fetchQuery({
    queryKey: ['page'],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = () => resolve('data');
      }),
  });
  return () => answer();
}

describe('afterFirstScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the page to load, then for an idle moment', async () => {
    vi.useFakeTimers();
    pageState('interactive');
    const task = vi.fn();
    afterFirstScreen(new QueryClient(), task);
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits for the first screen's calls to answer", async () => {
    vi.useFakeTimers();
    pageState('complete');
    const client = new QueryClient();
    const answer = pendingCall(client);
    const task = vi.fn();
    afterFirstScreen(client, task);
    await vi.advanceTimersByTimeAsync(firstScreenCallsWaitMs / 2);
    expect(task).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('stops waiting for a call that never answers', async () => {
    vi.useFakeTimers();
    pageState('complete');
    const client = new QueryClient();
    pendingCall(client);
    const task = vi.fn();
    afterFirstScreen(client, task);
    await vi.advanceTimersByTimeAsync(firstScreenCallsWaitMs - 10);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before or after the load', async () => {
    vi.useFakeTimers();
    pageState('interactive');
    const beforeLoad = vi.fn();
    const afterLoad = vi.fn();
    afterFirstScreen(new QueryClient(), beforeLoad)();
    const cancelAfterLoad = afterFirstScreen(new QueryClient(), afterLoad);
    window.dispatchEvent(new Event('load'));
    cancelAfterLoad();
    await vi.runAllTimersAsync();
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
