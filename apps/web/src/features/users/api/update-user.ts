import { adminUserSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminUser, AdminUserPatchBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function updateUser({
  id,
  body,
}: {
  id: string;
  body: AdminUserPatchBody;
}): Promise<AdminUser> {
  return apiRequest(withId(apiPaths.adminUserById, id), {
    method: 'PATCH',
    body,
    schema: adminUserSchema,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (_user, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'user', id] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]);
    },
  });
}
