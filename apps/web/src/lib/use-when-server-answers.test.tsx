import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock-hooks';
import { fetchMock, setOnline } from '@/test/test-utils';
import { createQueryClient } from './query-client';
import { useWhenServerAnswers } from './use-when-server-answers';

function Screen({ onAnswer }: { onAnswer: () => void }) {
  useWhenServerAnswers(onAnswer);
  return null;
}

/** The screens now on the page, each a LoadFailed waiting for the server. */
function Page({ client, screens }: { client: QueryClient; screens: (() => void)[] }) {
  return (
    <QueryClientProvider client={client}>
      {screens.map((onAnswer, index) => (
        <Screen key={index} onAnswer={onAnswer} />
      ))}
    </QueryClientProvider>
  );
}

let serverUp = false;
const healthAsks = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/health')).length;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

stubFetch();

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  serverUp = false;
  fetchMock.mockImplementation(() =>
    serverUp
      ? Promise.resolve(Response.json({ ok: true }))
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('asking whether the server answers', () => {
  it('asks once for two screens on one page: at once, then 2 s doubling to 30 s apart', async () => {
    const client = createQueryClient();
    render(<Page client={client} screens={[vi.fn(), vi.fn()]} />);
    await wait(0);
    expect(healthAsks()).toBe(1);
    for (const [index, gap] of [2_000, 4_000, 8_000, 16_000, 30_000, 30_000].entries()) {
      await wait(gap - 1);
      expect(healthAsks()).toBe(index + 1);
      await wait(1);
      expect(healthAsks()).toBe(index + 2);
    }
  });

  it('asks at once for a screen that comes later, then keeps one poll for both', async () => {
    const client = createQueryClient();
    const first = vi.fn();
    const { rerender } = render(<Page client={client} screens={[first]} />);
    await wait(3_000);
    expect(healthAsks()).toBe(2);

    rerender(<Page client={client} screens={[first, vi.fn()]} />);
    await wait(0);
    expect(healthAsks()).toBe(3);
    // The third ask went unanswered: the next is 8 s later, once for both screens.
    await wait(8_000);
    expect(healthAsks()).toBe(4);
  });

  it("calls each screen's onAnswer when the server answers, not for an answer older than the screen", async () => {
    const client = createQueryClient();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Page client={client} screens={[first]} />);
    await wait(0);
    expect(first).not.toHaveBeenCalled();

    serverUp = true;
    await wait(2_100);
    expect(first).toHaveBeenCalledTimes(1);

    rerender(<Page client={client} screens={[first, second]} />);
    // The answer before the second screen came is not its own: only its ask at mount calls it.
    expect(second).not.toHaveBeenCalled();
    await wait(100);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('stops asking when no screen needs it', async () => {
    const client = createQueryClient();
    const { rerender } = render(<Page client={client} screens={[vi.fn(), vi.fn()]} />);
    await wait(3_000);
    const asked = healthAsks();
    rerender(<Page client={client} screens={[]} />);
    await wait(120_000);
    expect(healthAsks()).toBe(asked);
  });

  it('offline, waits for the network and asks as soon as it is back', async () => {
    setOnline(false);
    const client = createQueryClient();
    render(<Page client={client} screens={[vi.fn(), vi.fn()]} />);
    await wait(60_000);
    expect(healthAsks()).toBe(0);

    setOnline(true);
    await wait(0);
    expect(healthAsks()).toBe(1);
  });
});
