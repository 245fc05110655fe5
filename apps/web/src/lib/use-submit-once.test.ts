import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('ignores a second submit until the pending request settles, then allows a retry', () => {
    const send = vi.fn();
    const { result, rerender } = renderHook(({ busy }) => useSubmitOnce(busy), {
      initialProps: { busy: false },
    });
    act(() => {
      result.current(send);
      result.current(send);
    });
    expect(send).toHaveBeenCalledTimes(1);
    rerender({ busy: true });
    act(() => result.current(send));
    expect(send).toHaveBeenCalledTimes(1);
    rerender({ busy: false });
    act(() => result.current(send));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('unlocks by itself when the submit started no request', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const { result } = renderHook(() => useSubmitOnce(false));
    act(() => result.current(send));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current(send));
    expect(send).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
