import { apiPaths, examPageResponse, withId } from '@sabora/contract';
import type { ExamPageResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startEarly, takeEarly } from '@/lib/early-request';
import { offlineCopyOf } from '@/lib/offline-copy-store';
import { loadOffset, saveOffset } from '../lib/clock-store';
import { clockOffset } from '../lib/server-clock';
import type { NotArrived } from '../lib/submit-outbox';

export interface ExamPageData {
  page: ExamPageResponse;
  /** Server clock minus device clock, from the answer's serverTime. */
  offset: number;
  /** After an offline submit: the phone's answers the result does not hold. */
  missed?: NotArrived | null;
}

export async function getExam(id: string, signal?: AbortSignal): Promise<ExamPageData> {
  const sentAt = Date.now();
  const page = await apiRequest(withId(apiPaths.userExam, id), {
    schema: examPageResponse,
    signal,
  });
  // A copy the service worker kept carries the server's time of then, not of now.
  if (offlineCopyOf(page) !== null) return { page, offset: loadOffset() ?? 0 };
  const offset = clockOffset(page.serverTime, sentAt, Date.now());
  saveOffset(offset);
  return { page, offset };
}

export const examKey = (id: string) => ['exam', id] as const;

/** The exam's call when the app opens on its page, while the page's code is still downloading. */
export function requestExamEarly(id: string): void {
  startEarly(examKey(id), () => getExam(id));
}

export function useExam(id: string, enabled: boolean) {
  return useQuery({
    queryKey: examKey(id),
    queryFn: ({ signal }) => takeEarly<ExamPageData>(examKey(id)) ?? getExam(id, signal),
    enabled,
    retry: false,
    // The page owns the answers; a background refetch must never reset them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}
