import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineCopyHeader } from '@/sw/offline-copy';
import { saveOffset } from '../lib/clock-store';
import { getExam } from './get-exam';

const examId = '11111111-1111-4111-8111-111111111111';
const fetchMock = vi.fn<typeof fetch>();

/** An exam page answer whose serverTime is `serverTime`, with `headers`. */
const answer = (serverTime: number, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify({ lateExam: { title: 'Test' }, serverTime }), {
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getExam and the server clock', () => {
  it("measures the offset from the server's answer and keeps it for offline use", async () => {
    fetchMock.mockImplementation(() => answer(Date.now() + 42_000));
    expect((await getExam(examId)).offset).toBe(42_000);
    // An hour-old copy from the service worker: its serverTime is not the server's now.
    fetchMock.mockImplementation(() =>
      answer(Date.now() - 3_600_000, { [offlineCopyHeader]: String(Date.now() - 3_600_000) }),
    );
    expect((await getExam(examId)).offset).toBe(42_000);
  });

  it("trusts the phone's clock, not a copied serverTime, when no offset was ever measured", async () => {
    fetchMock.mockImplementation(() =>
      answer(Date.now() - 3_600_000, { [offlineCopyHeader]: String(Date.now() - 3_600_000) }),
    );
    expect((await getExam(examId)).offset).toBe(0);
    saveOffset(-5_000);
    expect((await getExam(examId)).offset).toBe(-5_000);
  });
});
