import { adminVideoSchema, apiPaths } from '@sabora/contract';
import type { AdminVideo, VideoBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createVideo(body: VideoBody): Promise<AdminVideo> {
  return apiRequest(apiPaths.adminVideo, { method: 'POST', body, schema: adminVideoSchema });
}

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'videos'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
