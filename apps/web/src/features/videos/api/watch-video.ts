import { apiPaths, watchVideoResponse, withId } from '@sabora/contract';
import type { WatchVideoResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * `GET /user/videos/{id}`: the video with its PDFs and exams, or the exam to
 * solve first. A 403 (frozen account, no access, no views left) arrives as an
 * ApiError whose `body` carries the details; the page says every refusal
 * itself, so none is also a toast.
 */
export function watchVideo(id: string, signal?: AbortSignal): Promise<WatchVideoResponse> {
  return apiRequest(withId(apiPaths.userVideo, id), {
    schema: watchVideoResponse,
    signal,
    quietRefusal: true,
  });
}

export function useWatchVideo(id: string, enabled: boolean) {
  // The answer depends on who asks (ownership, frozen), so the student is in the key.
  const who = useSession().user?._id ?? 'visitor';
  return useQuery({
    queryKey: ['video', 'watch', id, who],
    queryFn: ({ signal }) => watchVideo(id, signal),
    enabled,
  });
}
