import { apiPaths, timedExamsResponse } from '@sabora/contract';
import type { TimedExam } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { earlySettled, startEarly, takeEarly, takeEarlyData } from '@/lib/early-request';

export function getTimedExams(signal?: AbortSignal): Promise<TimedExam[]> {
  return apiRequest(apiPaths.sharedTimedExams, {
    schema: timedExamsResponse,
    signal,
    notShown: true,
  });
}

const timedExamsKey = ['timed-exams'];

/** The exam banner's call when the app opens on a page that shows it. */
export function requestTimedExamsEarly(): void {
  startEarly(timedExamsKey, () => getTimedExams());
}

/**
 * Settles once the banner's early call has answered (at once when none was
 * started): the first render waits for it, so the banner is drawn with the
 * page instead of pushing it down when it arrives (decision 0220).
 */
export function timedExamsSettled(): Promise<void> {
  return earlySettled(timedExamsKey);
}

export function useTimedExams(enabled: boolean) {
  return useQuery({
    queryKey: timedExamsKey,
    queryFn: ({ signal }) => takeEarly<TimedExam[]>(timedExamsKey) ?? getTimedExams(signal),
    initialData: () => takeEarlyData<TimedExam[]>(timedExamsKey),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
