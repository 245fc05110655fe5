import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { fetchMock, signInAdmin } from './test-utils';

/**
 * For every test of the file calling it: `fetch` answered by `fetchMock`.
 * After each, the network is back and every stub, spy and answer is undone, so
 * no test starts offline or with the previous one's answers.
 */
export function stubFetch(): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });
}

/** `stubFetch`, with an admin of `type` signed in for every test. */
export function stubFetchSignedIn(type: 'main' | 'secondary'): void {
  stubFetch();
  beforeEach(() => {
    signInAdmin(type);
  });
}
