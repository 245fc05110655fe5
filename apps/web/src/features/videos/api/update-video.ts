import { adminVideoSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminVideo, VideoPatchBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminVideoKey } from './get-admin-video';

export function updateVideo({
  id,
  body,
}: {
  id: string;
  body: VideoPatchBody;
}): Promise<AdminVideo> {
  return apiRequest(withId(apiPaths.adminVideoById, id), {
    method: 'PATCH',
    body,
    schema: adminVideoSchema,
  });
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: async (video) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminVideoKey(video._id) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'videos'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
        queryClient.invalidateQueries({ queryKey: ['video'] }),
      ]);
    },
  });
}
