import { apiPaths, videoViewersResponse, withId } from '@sabora/contract';
import type { VideoViewersQuery, VideoViewersResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { watchingKey } from './get-student-progress';

export function getVideoViewers(
  videoId: string,
  query: VideoViewersQuery,
  signal?: AbortSignal,
): Promise<VideoViewersResponse> {
  return apiRequest(withId(apiPaths.adminVideoViewers, videoId), {
    query,
    schema: videoViewersResponse,
    signal,
  });
}

export function useVideoViewers(videoId: string, query: VideoViewersQuery) {
  return useQuery({
    queryKey: [...watchingKey, 'video', videoId, query],
    queryFn: ({ signal }) => getVideoViewers(videoId, query, signal),
    placeholderData: keepPreviousData,
    enabled: videoId !== '',
  });
}
