import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { waitsForNetwork } from './offline-query';

const networkFailure = new ApiError('network');

function offline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
}

/** A call that ended in `error` with nothing to show. */
const failedWith = (error: ApiError) =>
  waitsForNetwork({ data: undefined, error, fetchStatus: 'idle', isError: true });

describe('waitsForNetwork', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is true while a call without an answer waits for the network', () => {
    offline(true);
    expect(
      waitsForNetwork({ data: undefined, error: null, fetchStatus: 'paused', isError: false }),
    ).toBe(true);
  });

  it('is true for a call that failed on the network while the browser is offline', () => {
    offline(true);
    expect(failedWith(networkFailure)).toBe(true);
  });

  it('is false once the page has something to show, even offline', () => {
    offline(true);
    expect(
      waitsForNetwork({ data: { kept: true }, error: null, fetchStatus: 'paused', isError: false }),
    ).toBe(false);
  });

  it('leaves answers of the server, and failures while online, to the page', () => {
    offline(true);
    expect(failedWith(new ApiError('not found', { status: 404 }))).toBe(false);
    expect(failedWith(new ApiError('aborted', { aborted: true }))).toBe(false);
    offline(false);
    expect(failedWith(networkFailure)).toBe(false);
  });
});
