import { describe, expect, it } from 'vitest';
import { offlineCopyHeader } from '@/sw/offline-copy';
import { copySavedAtOf, getOfflineState, offlineCopyOf, recordAnswer } from './offline-copy-store';

describe('offline copies', () => {
  it('reads the stored time from the header, and nothing from a network answer', () => {
    const copy = new Response('{}', { headers: { [offlineCopyHeader]: '1700000000000' } });
    expect(copySavedAtOf(copy)).toBe(1_700_000_000_000);
    expect(copySavedAtOf(new Response('{}'))).toBeNull();
  });

  it('marks a call result as a copy until a fresh answer arrives', () => {
    const stale = { serverTime: 1 };
    recordAnswer(stale, 1_700_000_000_000);
    expect(offlineCopyOf(stale)).toBe(1_700_000_000_000);
    expect(getOfflineState().copySavedAt).toBe(1_700_000_000_000);

    const fresh = { serverTime: 2 };
    recordAnswer(fresh, null);
    expect(offlineCopyOf(fresh)).toBeNull();
    expect(getOfflineState().copySavedAt).toBeNull();
  });
});
