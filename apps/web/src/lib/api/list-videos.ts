import { apiPaths, listedVideosResponse } from '@sabora/contract';
import type { ListedVideo } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { catalogueAll } from '@/lib/viewer';

export function listVideos(all: boolean, signal?: AbortSignal): Promise<ListedVideo[]> {
  return apiRequest(apiPaths.sharedVideos, {
    method: 'POST',
    body: { all },
    schema: listedVideosResponse,
    signal,
  });
}

/** Every video the signed-in person may see, in release order; reloads with showHidden. */
export function useVideos() {
  const session = useSession();
  const all = catalogueAll(session);
  const who = session.admin?._id ?? session.user?._id ?? 'visitor';
  return useQuery({
    queryKey: ['catalogue', 'videos', { who, all }],
    queryFn: ({ signal }) => listVideos(all, signal),
  });
}
