import { apiPaths, honourBoardResponse, withId } from '@sabora/contract';
import type { HonourBoardResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getHonourBoard(examId: string, signal?: AbortSignal): Promise<HonourBoardResponse> {
  // An exam without a board (404) or not closed yet (409) simply shows none: never a toast.
  return apiRequest(withId(apiPaths.userExamHonourBoard, examId), {
    schema: honourBoardResponse,
    signal,
    quietRefusal: true,
  });
}

export function useHonourBoard(examId: string) {
  return useQuery({
    queryKey: ['exam-honour-board', examId],
    queryFn: ({ signal }) => getHonourBoard(examId, signal),
    retry: false,
  });
}
